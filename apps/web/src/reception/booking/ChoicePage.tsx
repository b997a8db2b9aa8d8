import { useTexts } from '../i18n';
import { ReceptionPage } from '../layout/ReceptionPage';
import { cardClass } from '../styles';
import { contactOf, RLink, useTenant, wordingOf } from '../tenant';

/** /online-rezeption/terminbuchung: the request types whose feature flag is on. */
export function ChoicePage() {
  const t = useTexts().choice;
  const { config: c, tenant } = useTenant();
  const w = wordingOf(c, tenant.name);
  const options = [
    c.features.prescriptionUpload && { to: '/online-rezeption/terminbuchung/rezept', ...t.prescription },
    c.features.selfPay && { to: '/online-rezeption/terminbuchung/kein-rezept', ...t.selfPay(w) },
    c.features.manualPrescription && { to: '/online-rezeption/terminbuchung/manuell', ...t.manual(w) },
  ].filter((o): o is { to: string; title: string; body: string } => !!o);
  const phone = contactOf(c).phone;
  return (
    <ReceptionPage title={t.title(w)} crumbs={[{ label: t.crumb }]}>
      <p className="mb-4 text-slate-700">{t.intro}</p>
      {options.length === 0 ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          {t.noneEnabled} <span dir="ltr">{phone}</span>
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-3">
          {options.map((o) => (
            <li key={o.to}>
              <RLink
                to={o.to}
                className="flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
              >
                <span className="text-lg font-semibold text-brand-800">{o.title}</span>
                <span className="text-sm text-slate-700">{o.body}</span>
              </RLink>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {(c.primaryServices.length > 0 || c.additionalServices.length > 0) && (
          <section className={cardClass} aria-labelledby="leistungen">
            <h2 id="leistungen" className="mb-2 font-semibold">
              {t.services}
            </h2>
            <ul className="list-inside list-disc space-y-1 text-sm text-slate-700">
              {c.primaryServices.map((s) => (
                <li key={s} dir="auto">
                  {s}
                </li>
              ))}
            </ul>
            {c.additionalServices.length > 0 && (
              <>
                <h3 className="mt-3 mb-1 text-sm font-semibold">{t.additionalServices}</h3>
                <ul className="list-inside list-disc space-y-1 text-sm text-slate-700">
                  {c.additionalServices.map((s) => (
                    <li key={s} dir="auto">
                      {s}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}
        <section className={cardClass} aria-labelledby="gruende">
          <h2 id="gruende" className="mb-2 font-semibold">
            {t.reasonsTitle(w)}
          </h2>
          <ul className="list-inside list-disc space-y-1 text-sm text-slate-700">
            {t.reasons(w).map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </section>
      </div>
    </ReceptionPage>
  );
}
