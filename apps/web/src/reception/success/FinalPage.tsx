import { referenceOf } from '@praxisdesk/domain/receptionTexts';
import { useLocation } from 'react-router';
import { readSubmittedState } from '../booking/requestFlow';
import { useTexts } from '../i18n';
import { ReceptionPage } from '../layout/ReceptionPage';
import { buttonClass } from '../styles';
import { LANDING, RLink, useTenant, wordingOf } from '../tenant';
import { ContactLinks } from './ContactLinks';

/** /online-rezeption/erfolg: the confirmation, worded per type (anamnese, prescription, …). */
export function FinalPage() {
  const t = useTexts().final;
  const { config, tenant } = useTenant();
  const state = readSubmittedState(useLocation().state);
  const type = state.type && state.type in t.titles ? state.type : 'default';
  return (
    <ReceptionPage title={t.titles[type] ?? ''} crumbs={[{ label: t.crumb }]} backTo="landing">
      <div className="rounded-lg border border-emerald-300 bg-emerald-50 p-5 text-emerald-950">
        <p>{t.bodies[type]}</p>
        {state.submissionId && (
          <p className="mt-2">
            {t.reference}: <strong data-testid="reference">{referenceOf(state.submissionId)}</strong>
          </p>
        )}
      </div>
      {type === 'anamnese' && (
        <section className="mt-5" aria-labelledby="weiter">
          <h2 id="weiter" className="mb-2 text-lg font-semibold">
            {t.nextTitle}
          </h2>
          <ol className="list-inside list-decimal space-y-1 text-slate-700">
            {t.next(wordingOf(config, tenant.name)).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      <ContactLinks intro={t.contact} />
      <RLink to={LANDING} className={`${buttonClass.primary} mt-6`}>
        {t.backToLanding}
      </RLink>
    </ReceptionPage>
  );
}
