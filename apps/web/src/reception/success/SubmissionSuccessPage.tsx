import { referenceOf, SUBMISSION_SUCCESS_SECONDS } from '@praxisdesk/domain/receptionTexts';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ANAMNESIS_PATH, FINAL_PATH, readSubmittedState } from '../booking/requestFlow';
import { useTexts } from '../i18n';
import { ReceptionPage } from '../layout/ReceptionPage';
import { buttonClass } from '../styles';
import { useRNavigate, useTenant, useTenantRef, withTenant } from '../tenant';
import { ContactLinks } from './ContactLinks';
import { useCountdown } from './useCountdown';

/**
 * /online-rezeption/submission-erfolg: the reference, and the anamnesis offer with a
 * 15-second countdown. Without the anamnesis feature or without a submission id it goes
 * straight on to the final confirmation.
 */
export function SubmissionSuccessPage() {
  const { config } = useTenant();
  const location = useLocation();
  const ref = useTenantRef();
  const state = readSubmittedState(location.state);
  if (!config.features.enableAnamnese || !state.submissionId) {
    return <Navigate to={withTenant(FINAL_PATH, ref)} replace state={state} />;
  }
  return <Offer submissionId={state.submissionId} type={state.type ?? 'default'} grant={state.grant ?? ''} />;
}

function Offer({ submissionId, type, grant }: { submissionId: string; type: string; grant: string }) {
  const t = useTexts().submissionSuccess;
  const navigate = useRNavigate();
  const [running, setRunning] = useState(true);
  const toAnamnesis = () => navigate(ANAMNESIS_PATH, { state: { originalSubmissionId: submissionId, grant, type } });
  const left = useCountdown(SUBMISSION_SUCCESS_SECONDS, running, toAnamnesis);
  const kind = t.kinds[type] ?? t.kinds.default ?? '';
  return (
    <ReceptionPage title={t.title(kind)} crumbs={[{ label: t.crumb }]} backTo="landing">
      <div className="rounded-lg border border-emerald-300 bg-emerald-50 p-5 text-emerald-950">
        <p>
          {t.reference}: <strong data-testid="reference">{referenceOf(submissionId, true)}</strong>
        </p>
      </div>
      <p className="mt-5 text-slate-800">{t.anamnesisOffer}</p>
      <p className="mt-3 text-sm text-slate-700" data-testid="countdown">
        {running ? t.countdown(left) : t.stopped}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="button" className={buttonClass.primary} onClick={toAnamnesis}>
          {t.goNow}
        </button>
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => navigate(FINAL_PATH, { state: { submissionId, type } })}
        >
          {t.skip}
        </button>
        {running && (
          <button type="button" className={buttonClass.secondary} onClick={() => setRunning(false)}>
            {t.stop}
          </button>
        )}
      </div>
      <ContactLinks intro={t.questions} />
    </ReceptionPage>
  );
}
