import { usePracticeText, useTexts } from '../i18n';
import { CalendarCancelIcon, CalendarIcon, ChatIcon } from '../icons';
import { ReceptionPage } from '../layout/ReceptionPage';
import { cardClass } from '../styles';
import { contactOf, RLink, useTenant, wordingOf } from '../tenant';

/** /online-rezeption: the three cards (book, ask, cancel) and the practice's key facts. */
export function LandingPage() {
  const t = useTexts().landing;
  const practiceText = usePracticeText();
  const { config: c, tenant } = useTenant();
  const w = wordingOf(c, tenant.name);
  const contact = contactOf(c);
  const cards = [
    {
      to: '/online-rezeption/terminbuchung',
      title: practiceText('bookAppointmentCTA', c.bookAppointmentCTA),
      body: t.bookBody(w),
      icon: <CalendarIcon />,
    },
    {
      to: '/online-rezeption/fragen',
      title: practiceText('askQuestionCTA', c.askQuestionCTA),
      body: t.questionBody,
      icon: <ChatIcon />,
    },
    {
      to: '/online-rezeption/absagen',
      title: practiceText('cancelAppointmentCTA', c.cancelAppointmentCTA),
      body: t.cancelBody,
      icon: <CalendarCancelIcon />,
    },
  ];
  return (
    <ReceptionPage title={t.title} crumbs={[]}>
      {c.serviceDescription && (
        <p dir="auto" className="mb-5 text-slate-700">
          {c.serviceDescription}
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            <RLink
              to={card.to}
              className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:shadow"
            >
              <span className="text-brand-700">{card.icon}</span>
              <span className="text-lg font-semibold text-brand-800">{card.title}</span>
              <span className="text-sm text-slate-700">{card.body}</span>
            </RLink>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {(contact.phone || contact.email || c.locations.length > 0) && (
          <section className={cardClass} aria-labelledby="kontakt-titel">
            <h2 id="kontakt-titel" className="mb-2 font-semibold">
              {t.contact}
            </h2>
            <dl className="space-y-1 text-sm text-slate-700">
              {contact.phone && (
                <div>
                  <dt className="inline font-medium">{t.phone}: </dt>
                  <dd className="inline">
                    <a dir="ltr" className="underline" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                      {contact.phone}
                    </a>
                  </dd>
                </div>
              )}
              {contact.email && (
                <div>
                  <dt className="inline font-medium">{t.email}: </dt>
                  <dd className="inline">
                    <a dir="ltr" className="underline" href={`mailto:${contact.email}`}>
                      {contact.email}
                    </a>
                  </dd>
                </div>
              )}
              {c.locations.length > 0 && (
                <div>
                  <dt className="font-medium">{t.locations}:</dt>
                  {c.locations.map((l) => (
                    <dd key={l} dir="auto">
                      {l}
                    </dd>
                  ))}
                </div>
              )}
            </dl>
          </section>
        )}
        {c.openingHours.times.length > 0 && (
          <section className={cardClass} aria-labelledby="zeiten-titel">
            <h2 id="zeiten-titel" className="mb-2 font-semibold">
              {t.openingHours}
            </h2>
            <ul className="space-y-1 text-sm text-slate-700">
              {c.openingHours.times.map((time) => (
                <li key={time} dir="auto">
                  {time}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </ReceptionPage>
  );
}
