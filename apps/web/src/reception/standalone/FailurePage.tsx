import { useSearchParams } from 'react-router';
import { useTexts } from '../i18n';
import { ReceptionPage } from '../layout/ReceptionPage';
import { buttonClass } from '../styles';
import { ContactLinks } from '../success/ContactLinks';
import { useOptionalTenant } from '../tenant';
import { returnTarget } from './target';

/** /error and /error.html: the error text (or the likely causes), retry and home. */
export function FailurePage() {
  const t = useTexts().failure;
  const tenant = useOptionalTenant();
  const [params] = useSearchParams();
  const error = params.get('error')?.trim();
  const home = returnTarget(null, tenant?.config.website);
  return (
    <ReceptionPage title={t.title} crumbs={[{ label: t.title }]}>
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-5 text-red-950">
        <p>{t.body}</p>
        {error ? (
          <p className="mt-2">
            <span className="font-semibold">{t.errorLabel}:</span> {error}
          </p>
        ) : (
          <>
            <p className="mt-2 font-semibold">{t.causesTitle}</p>
            <ul className="list-inside list-disc">
              {t.causes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="button" className={buttonClass.primary} onClick={() => window.history.back()}>
          {t.retry}
        </button>
        <a href={home} className={buttonClass.secondary}>
          {t.home}
        </a>
      </div>
      <ContactLinks intro={t.contact} />
    </ReceptionPage>
  );
}
