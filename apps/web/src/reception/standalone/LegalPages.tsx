/**
 * Our own legal pages (linked from every reception footer). The practice is responsible for
 * the requests it receives; PraxisDesk processes them on its behalf. What the privacy page
 * says about storage, cookies and third parties is what the code does (docs/decisions).
 */
import type { ReactNode } from 'react';
import { useLanguage } from '../i18n';
import { ReceptionPage } from '../layout/ReceptionPage';
import { textLinkClass } from '../styles';
import { ContactLinks } from '../success/ContactLinks';
import { useOptionalTenant } from '../tenant';

const operator = {
  name: 'PraxisDesk',
  email: 'kontakt@praxisdesk.de',
  website: 'https://praxisdesk.de',
};

/**
 * Legal texts are binding in German: in another language the page says so (in that language)
 * and marks the text as German for screen readers and translation tools.
 */
function GermanText({ children }: { children: ReactNode }) {
  const { lang, texts } = useLanguage();
  if (lang === 'de') return <>{children}</>;
  return (
    <>
      <p className="mb-4 rounded-md bg-slate-100 p-3 text-sm text-slate-700">{texts.language.germanOnly}</p>
      <div lang="de">{children}</div>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-5">
      <h2 className="mb-2 text-lg font-semibold text-slate-900">{title}</h2>
      <div className="space-y-2 text-slate-700">{children}</div>
    </section>
  );
}

export function ImprintPage() {
  return (
    <ReceptionPage title="Impressum" crumbs={[{ label: 'Impressum' }]}>
      <GermanText>
        <Section title="Anbieter der Online-Rezeption">
          <p>
            {operator.name} – Formular-Posteingang und Online-Rezeption für Praxen.
            <br />
            Die vollständigen Angaben nach § 5 DDG finden Sie unter{' '}
            <a className={textLinkClass} href={`${operator.website}/impressum`}>
              {operator.website.replace('https://', '')}/impressum
            </a>
            .
          </p>
          <p>
            E-Mail:{' '}
            <a dir="ltr" className={textLinkClass} href={`mailto:${operator.email}`}>
              {operator.email}
            </a>
          </p>
        </Section>
        <Section title="Inhalte der Praxis">
          <p>
            Für die Angaben einer Praxis (Leistungen, Standorte, Öffnungszeiten, Kontaktdaten) und für die Bearbeitung
            Ihrer Anfragen ist die jeweilige Praxis verantwortlich. Deren Impressum finden Sie in der Fußzeile unter
            „Impressum“.
          </p>
        </Section>
      </GermanText>
    </ReceptionPage>
  );
}

export function PrivacyPage() {
  return (
    <ReceptionPage title="Datenschutz" crumbs={[{ label: 'Datenschutz' }]}>
      <GermanText>
        <Section title="Wer ist verantwortlich?">
          <p>
            Verantwortlich für Ihre Anfrage ist die Praxis, an die Sie schreiben. {operator.name} betreibt die
            Online-Rezeption im Auftrag der Praxis (Auftragsverarbeitung nach Art. 28 DSGVO).
          </p>
        </Section>
        <Section title="Welche Daten verarbeiten wir?">
          <p>
            Die Angaben, die Sie in ein Formular eintragen (z. B. Name, Telefon, E-Mail, Nachricht, Rezept, Anamnese),
            werden verschlüsselt gespeichert und nur der Praxis angezeigt. Gesundheitsdaten verarbeiten wir nur mit
            Ihrer ausdrücklichen Einwilligung (Art. 9 Abs. 2 lit. a DSGVO), die übrigen Angaben zur Bearbeitung Ihrer
            Anfrage (Art. 6 Abs. 1 lit. a und b DSGVO).
          </p>
          <p>
            Zum Schutz vor Missbrauch speichern wir Ihre IP-Adresse nur als nicht umkehrbaren Prüfwert sowie die
            Browserkennung.
          </p>
        </Section>
        <Section title="Cookies, Speicher und Drittanbieter">
          <p>
            Die Online-Rezeption setzt keine Cookies und lädt nichts von Drittanbietern: keine externen Schriftarten,
            keine Analyse- oder Werbedienste. Angaben im Anamnesebogen werden bis zum Absenden nur in Ihrem Browser
            (Sitzungsspeicher dieses Tabs) zwischengespeichert, damit sie ein versehentliches Neuladen überstehen.
          </p>
        </Section>
        <Section title="Ihre Rechte">
          <p>
            Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung und
            Datenübertragbarkeit sowie das Recht, eine Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen.
            Wenden Sie sich dazu an Ihre Praxis oder an{' '}
            <a dir="ltr" className={textLinkClass} href={`mailto:${operator.email}`}>
              {operator.email}
            </a>
            . Sie können sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren.
          </p>
        </Section>
      </GermanText>
    </ReceptionPage>
  );
}

export function ContactPage() {
  const tenant = useOptionalTenant();
  return (
    <ReceptionPage title="Kontakt" crumbs={[{ label: 'Kontakt' }]}>
      <GermanText>
        {tenant && (
          <Section title={`Fragen zu Ihrem Termin bei ${tenant.config.companyName || tenant.tenant.name}`}>
            <p>Bitte wenden Sie sich bei Fragen zu Terminen, Rezepten oder Behandlungen direkt an die Praxis.</p>
            <ContactLinks intro="Sie erreichen die Praxis unter:" />
          </Section>
        )}
        <Section title="Fragen zur Online-Rezeption">
          <p>
            Technische Fragen oder Hinweise zur Online-Rezeption senden Sie bitte an{' '}
            <a dir="ltr" className={textLinkClass} href={`mailto:${operator.email}`}>
              {operator.email}
            </a>
            .
          </p>
        </Section>
      </GermanText>
    </ReceptionPage>
  );
}
