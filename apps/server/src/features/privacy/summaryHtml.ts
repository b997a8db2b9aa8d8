/**
 * The readable German page inside a patient export (uebersicht.html, Art. 15 and 20 DSGVO):
 * what is stored — form fields, files, anamneses and their summaries with the domain's German
 * labels — and what Art. 15(1) requires beside the data: purposes, categories, recipients
 * (the AI endpoint when one is configured), storage period per category, the rights to
 * rectification, erasure, restriction, objection and complaint, and the source.
 *
 * Built from sections, so more can be added (e.g. a PDF of a prescription): pass `extraSections`.
 */
import {
  anamnesisSummaryContent,
  formDataRows,
  formTypeLabels,
  isReceptionLanguage,
  labelAnswers,
  languageInfo,
  type RetentionSettingView,
  retentionAnchorLabels,
  retentionUnitLabels,
  type StoredAnswers,
} from '@praxisdesk/domain';
import { formatDateTimeDe } from '../../lib/csv.js';
import type { FullRecord } from './records.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const dt = (iso: string | null) => (iso ? formatDateTimeDe(new Date(iso)) : '–');
const day = (iso: string | null) => (iso ? formatDateTimeDe(new Date(iso)).slice(0, 10) : '–');

/** What the practice and this installation add to the page (Art. 15(1) facts). */
export interface ExportFacts {
  practice: {
    name: string;
    email?: string;
    phone?: string;
    website?: string;
    privacyPolicyUrl?: string;
  };
  /** The practice's effective retention periods. */
  retention: RetentionSettingView[];
  /** Host of the OpenAI-compatible endpoint when one is configured (AI_BASE_URL), else null. */
  aiEndpoint: string | null;
  /** Whether mail leaves through an SMTP relay (SMTP_URL). */
  smtpRelay: boolean;
}

export interface HtmlSection {
  title: string;
  /** Trusted HTML (escape what you put in). */
  html: string;
}

const mailKind: Record<string, string> = {
  notification: 'Benachrichtigung an die Praxis',
  confirmation: 'Eingangsbestätigung an Sie',
};
const mailStatus: Record<string, string> = { sent: 'versendet', failed: 'nicht zugestellt' };

function rows(list: { label: string; value: string }[]): string {
  return `<table>${list
    .map((r) => `<tr><th scope="row">${esc(r.label)}</th><td>${esc(r.value)}</td></tr>`)
    .join('')}</table>`;
}

function summaryBlock(summary: unknown): string {
  const parsed = anamnesisSummaryContent.safeParse(summary);
  if (!parsed.success) {
    const text = typeof summary === 'string' ? summary : '';
    return text ? `<p>${esc(text)}</p>` : '<p>(Zusammenfassung in einem älteren Format, siehe daten.json)</p>';
  }
  const s = parsed.data;
  const list = (title: string, items: string[]) =>
    items.length ? `<h5>${title}</h5><ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>` : '';
  return (
    `<h5>Zusammenfassung</h5><p>${esc(s.summary)}</p>` +
    list(
      'Wichtige Befunde',
      s.keyFindings.map((f) => f.text),
    ) +
    list('Empfehlungen', s.recommendations) +
    list(
      'Besondere Hinweise',
      s.riskFactors.map((r) => r.text),
    )
  );
}

function recordSection(r: FullRecord): string {
  const type = (formTypeLabels as Record<string, string>)[r.formType] ?? r.formType;
  const status = r.isProcessed ? `erledigt am ${dt(r.processedAt)}` : 'offen';
  const file = r.file
    ? `<p>Hochgeladene Datei: <a href="${esc(r.file.path)}">${esc(r.file.fileName)}</a> (${(r.file.size / 1024 / 1024).toFixed(2)} MB)</p>`
    : '';
  const anamneses = r.anamneses
    .map((a) => {
      const answered = labelAnswers((a.answers ?? {}) as StoredAnswers).filter((x) => x.answered);
      return (
        `<h3>Anamnesebogen vom ${esc(dt(a.completedAt))}</h3>` +
        (answered.length
          ? rows(answered.map((x) => ({ label: x.question, value: x.value })))
          : '<p>Keine Angaben.</p>') +
        a.summaries
          .map(
            (s) =>
              `<h4>Automatisch erstellte Zusammenfassung vom ${esc(dt(s.createdAt))} (${esc(s.aiModel)})</h4>${summaryBlock(s.summary)}`,
          )
          .join('')
      );
    })
    .join('');
  const emails = r.emails.length
    ? `<h3>E-Mails zu dieser Anfrage</h3><ul>${r.emails
        .map(
          (e) =>
            `<li>${esc(dt(e.sentAt))}: ${esc(mailKind[e.kind] ?? 'E-Mail')} „${esc(e.subject)}“ – ${esc(mailStatus[e.status] ?? e.status)}</li>`,
        )
        .join('')}</ul>`
    : '';
  const kept = r.hiddenAt
    ? `<p><strong>Von der Praxis gelöscht am ${esc(dt(r.hiddenAt))}</strong>; wegen der gesetzlichen Aufbewahrungspflicht (§ 630f Abs. 3 BGB) noch gespeichert bis ${esc(day(r.retainUntil ?? null))}, danach automatisch gelöscht.</p>`
    : '';
  return `<section><h2>${esc(type)} vom ${esc(dt(r.createdAt))}</h2>
<p>Kennung: ${esc(r.id)} · Status: ${esc(status)}${r.isSpam ? ' · als unerwünschte Nachricht (Spam) eingestuft' : ''}${language(r.language)}</p>
${kept}${rows(formDataRows(r.formData).map((x) => ({ label: x.label, value: x.value })))}${file}${anamneses}${emails}</section>`;
}

/** The reception language the patient chose (stored with the request, issue 21). */
function language(code: string | null | undefined): string {
  return isReceptionLanguage(code) && code !== 'de'
    ? ` · Sprache der Online-Rezeption: ${esc(languageInfo[code].german)}`
    : '';
}

function period(s: RetentionSettingView): string {
  return `${s.amount} ${retentionUnitLabels[s.unit]} ${retentionAnchorLabels[s.anchor]}`;
}

/** The Art. 15(1) facts beside the data. */
export function article15Sections(f: ExportFacts): HtmlSection[] {
  const p = f.practice;
  const contact = [p.email && `E-Mail: ${esc(p.email)}`, p.phone && `Telefon: ${esc(p.phone)}`]
    .filter(Boolean)
    .join(' · ');
  const recipients = [
    `<li>die Mitarbeitenden von ${esc(p.name)}, die Anfragen bearbeiten (Zugriff nur mit persönlicher Anmeldung; jeder Zugriff wird protokolliert),</li>`,
    '<li>der Betreiber der Software PraxisDesk als Auftragsverarbeiter der Praxis (Art. 28 DSGVO): Speicherung, verschlüsselt mit einem Schlüssel je Praxis,</li>',
    f.smtpRelay
      ? '<li>der E-Mail-Dienst der Praxis für Benachrichtigungen (diese enthalten keine Formularinhalte, nur einen Link),</li>'
      : '',
    f.aiEndpoint
      ? `<li>ein KI-Dienst unter <code>${esc(f.aiEndpoint)}</code> als Auftragsverarbeiter: zur Spam-Prüfung von Nachrichten und zum Erstellen von Zusammenfassungen aus Anamnesebögen,</li>`
      : '',
    '<li>keine Übermittlung in Länder außerhalb der EU durch PraxisDesk selbst; Weitergabe an Dritte nur, wenn ein Gesetz es verlangt.</li>',
  ].join('');
  const periods = f.retention
    .map(
      (s) =>
        `<tr><th scope="row">${esc(s.label)}</th><td>${esc(period(s))}${s.legalRetention ? ' (gesetzliche Aufbewahrungspflicht)' : ''}</td><td>${esc(s.basis)}</td></tr>`,
    )
    .join('');
  return [
    {
      title: 'Verantwortliche Stelle',
      html: `<p>${esc(p.name)}${contact ? `<br>${contact}` : ''}${p.website ? `<br>Website: ${esc(p.website)}` : ''}${
        p.privacyPolicyUrl
          ? `<br>Datenschutzerklärung: <a href="${esc(p.privacyPolicyUrl)}">${esc(p.privacyPolicyUrl)}</a>`
          : ''
      }</p>`,
    },
    {
      title: 'Zwecke und Rechtsgrundlagen (Art. 15 Abs. 1 lit. a DSGVO)',
      html: `<ul>
<li>Bearbeitung Ihrer Anfrage, Terminvergabe und Rückfragen (Art. 6 Abs. 1 lit. b DSGVO),</li>
<li>Ihre Behandlung: Rezepte/Verordnungen und Anamnesebögen gehören zur Patientenakte (Art. 9 Abs. 2 lit. h DSGVO, § 22 Abs. 1 Nr. 1 lit. b BDSG, §§ 630a ff. BGB),</li>
<li>Bewerbungen: Entscheidung über ein Beschäftigungsverhältnis (§ 26 BDSG),</li>
<li>Schutz vor unerwünschten Nachrichten und Missbrauch (Art. 6 Abs. 1 lit. f DSGVO): dazu wird ein nicht umkehrbarer Schlüsselwert Ihrer IP-Adresse gespeichert, nicht die Adresse selbst,</li>
<li>Nachweis, wer wann auf Ihre Daten zugegriffen hat (Art. 5 Abs. 2, Art. 32 DSGVO).</li>
</ul>`,
    },
    {
      title: 'Kategorien von Daten (lit. b)',
      html: '<p>Kontaktdaten (Name, E-Mail-Adresse, Telefonnummer), Ihre Nachricht und Angaben zur Anfrage, Gesundheitsdaten (Beschwerden, Rezeptangaben, Anamnese), hochgeladene Dateien, das Protokoll der E-Mails zu Ihrer Anfrage sowie technische Angaben (Zeitpunkt, Schlüsselwert der IP-Adresse, Browser-Kennung).</p>',
    },
    { title: 'Empfänger (lit. c)', html: `<ul>${recipients}</ul>` },
    {
      title: 'Speicherdauer (lit. d)',
      html: `<p>Die Praxis ${esc(p.name)} hat folgende Fristen eingestellt. Danach werden die Daten automatisch vollständig gelöscht. Eine nicht erledigte Anfrage wird nicht automatisch gelöscht.</p>
<table><tr><th scope="col">Kategorie</th><th scope="col">Frist</th><th scope="col">Grund</th></tr>${periods}</table>`,
    },
    {
      title: 'Ihre Rechte (lit. e und f)',
      html: `<ul>
<li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
<li>Löschung (Art. 17 DSGVO) – soweit keine gesetzliche Aufbewahrungspflicht entgegensteht (Art. 17 Abs. 3 lit. b DSGVO, z. B. § 630f Abs. 3 BGB für die Patientenakte),</li>
<li>Einschränkung der Verarbeitung (Art. 18 DSGVO) und Widerspruch gegen eine Verarbeitung aus berechtigtem Interesse (Art. 21 DSGVO),</li>
<li>Datenübertragbarkeit (Art. 20 DSGVO): die Datei <code>daten.json</code> in diesem Archiv enthält Ihre Daten maschinenlesbar,</li>
<li>Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO), insbesondere der Ihres Wohnorts oder der des Sitzes der Praxis.</li>
</ul>
<p>Wenden Sie sich dafür an die Praxis${contact ? ` (${contact})` : ''}.</p>`,
    },
    {
      title: 'Herkunft der Daten (lit. g) und automatisierte Entscheidungen (lit. h)',
      html: '<p>Alle Daten stammen von Ihnen selbst: Sie haben sie über die Online-Formulare der Praxis (Website oder Online-Rezeption) eingegeben. Zeitpunkt und Status kommen von der Praxis hinzu. Eine automatische Spam-Erkennung sortiert eingehende Nachrichten vor; sie trifft keine Entscheidung mit rechtlicher Wirkung für Sie (Art. 22 DSGVO), als Spam eingestufte Nachrichten werden von der Praxis gesehen und können zurückgestuft werden.</p>',
    },
  ];
}

export function summaryHtml(
  practice: string,
  records: FullRecord[],
  createdAt: Date,
  facts?: ExportFacts,
  extraSections: HtmlSection[] = [],
): string {
  const sections = records.map(recordSection).join('\n');
  const info = [...(facts ? article15Sections(facts) : []), ...extraSections]
    .map((s) => `<section><h2>${esc(s.title)}</h2>${s.html}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Auskunft über gespeicherte Daten – ${esc(practice)}</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111;line-height:1.45}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #999;padding:.3rem;text-align:left;vertical-align:top}
th{width:16rem;background:#eee}section{margin-bottom:2rem}code{font-size:.95em}</style>
</head><body>
<h1>Auskunft über Ihre gespeicherten Daten</h1>
<p>Praxis: ${esc(practice)}<br>Erstellt am: ${esc(formatDateTimeDe(createdAt))}<br>
Anzahl Einreichungen: ${records.length}</p>
<p>Diese Auskunft nach Art. 15 DSGVO enthält alle Daten, die über die Online-Formulare der Praxis zu Ihnen gespeichert sind, und die Angaben, die Art. 15 Abs. 1 DSGVO dazu vorsieht.
Die Datei <code>daten.json</code> enthält dieselben Daten maschinenlesbar (Art. 20 DSGVO), der Ordner <code>dateien</code> die hochgeladenen Originaldateien.</p>
<h2>Ihre Daten</h2>
${sections}
${info}
</body></html>
`;
}
