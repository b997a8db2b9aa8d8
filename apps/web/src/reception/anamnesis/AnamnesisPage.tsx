import { anamnesisQuestions } from '@praxisdesk/domain/anamnesisQuestions';
import { localizedQuestions } from '@praxisdesk/domain/i18n/questions';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SendError, submitAnamnese } from '../api';
import { FINAL_PATH } from '../booking/requestFlow';
import { FormError } from '../forms/FormError';
import { useLanguage, useSpeech } from '../i18n';
import { BackButton, ReceptionPage } from '../layout/ReceptionPage';
import { buttonClass } from '../styles';
import { LANDING, useRNavigate, useTenant, useTenantRef, withTenant } from '../tenant';
import { QuestionStep } from './QuestionStep';
import { type Answer, canContinue, type Draft, progressPercent, skip, toPayload } from './steps';
import { clearDraft, loadDraft, saveDraft, storageKey } from './storage';

const total = anamnesisQuestions.length;

function readState(state: unknown) {
  const s = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  return {
    originalSubmissionId: typeof s.originalSubmissionId === 'string' ? s.originalSubmissionId : '',
    grant: typeof s.grant === 'string' ? s.grant : '',
  };
}

/** /online-rezeption/anamnese: one question per step; answers kept in session storage until sent. */
export function AnamnesisPage() {
  const tenant = useTenant();
  const ref = useTenantRef();
  const location = useLocation();
  if (!tenant.config.features.enableAnamnese) return <Navigate to={withTenant(LANDING, ref)} replace />;
  return <Questionnaire {...readState(location.state)} />;
}

function Questionnaire({ originalSubmissionId, grant }: { originalSubmissionId: string; grant: string }) {
  const { texts, translated } = useLanguage();
  const speech = useSpeech();
  const t = texts.anamnesis;
  const questions = useMemo(() => localizedQuestions(translated?.questions), [translated]);
  const tenant = useTenant();
  const navigate = useRNavigate();
  const key = storageKey(tenant.tenant.id, originalSubmissionId);
  const restored = useMemo(() => loadDraft(key), [key]);
  const [step, setStep] = useState(() => Math.min(Math.max(restored?.step ?? 0, 0), total - 1));
  const [answers, setAnswers] = useState<Draft>(() => restored?.answers ?? {});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const headingId = useId();
  const hintId = useId();
  const ruleId = useId();

  const q = questions[step];
  if (!q) throw new Error('anamnesis step out of range');
  const value = answers[q.id];
  const ok = canContinue(q, value);
  const last = step === total - 1;

  useEffect(() => saveDraft(key, { step, answers }), [key, step, answers]);

  // Focus follows the step (not on the first render), so the new question is announced.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const setAnswer = (a: Answer) => setAnswers((prev) => ({ ...prev, [q.id]: a }));

  function back() {
    setError(null);
    if (step === 0) navigate(-1);
    else setStep(step - 1);
  }

  async function next() {
    setError(null);
    if (!ok) return;
    if (!last) {
      setStep(step + 1);
      return;
    }
    setSending(true);
    try {
      const sent = await submitAnamnese(
        tenant,
        {
          originalSubmissionId,
          grant,
          answers: toPayload(anamnesisQuestions, answers),
        },
        speech,
      );
      clearDraft(key);
      navigate(FINAL_PATH, { replace: true, state: { type: 'anamnese', submissionId: sent.submissionId } });
    } catch (err) {
      setError(err instanceof SendError ? err.message : texts.errors.generic);
      setSending(false);
    }
  }

  function skipStep() {
    setError(null);
    setAnswers(skip(answers, q as NonNullable<typeof q>));
    if (!last) setStep(step + 1);
  }

  const percent = progressPercent(step + 1, total);
  return (
    <ReceptionPage title={t.title} crumbs={[{ label: t.crumb }]} showBack={false}>
      <p className="mb-4 text-slate-700">{t.intro}</p>
      {restored && step > 0 && Object.keys(restored.answers).length > 0 && (
        <p className="mb-4 text-sm text-slate-600">{t.restored}</p>
      )}
      <div className="mb-5">
        <div className="mb-1 flex justify-between text-sm text-slate-700">
          <span data-testid="step-label">{t.step(step + 1, total)}</span>
          <span aria-hidden="true">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={t.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${t.step(step + 1, total)} (${percent}%)`}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {error && <FormError>{error}</FormError>}
      <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="mb-1 text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {q.title}
        </h2>
        {q.hint && (
          <p id={hintId} className="mb-4 text-sm text-slate-600">
            {q.hint}
          </p>
        )}
        <QuestionStep
          key={q.id}
          question={q}
          value={value}
          onChange={setAnswer}
          labelledBy={headingId}
          describedBy={q.hint ? hintId : undefined}
        />
        {!ok && (
          <p id={ruleId} className="mt-4 text-sm text-slate-700">
            {t.required}
          </p>
        )}
      </section>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {step === 0 ? (
          <BackButton label={t.back} />
        ) : (
          <button type="button" className={buttonClass.secondary} onClick={back}>
            {t.back}
          </button>
        )}
        {q.skippable && (
          <button type="button" className={buttonClass.secondary} onClick={skipStep} disabled={sending}>
            {t.skip}
          </button>
        )}
        <button
          type="button"
          className={`${buttonClass.primary} disabled:cursor-not-allowed disabled:bg-brand-700/60`}
          onClick={next}
          disabled={!ok || sending}
          aria-describedby={!ok ? ruleId : undefined}
        >
          {last ? (sending ? t.sending : t.submit) : t.next}
        </button>
      </div>
    </ReceptionPage>
  );
}
