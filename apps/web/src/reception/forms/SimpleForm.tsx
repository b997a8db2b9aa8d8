import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { SendError, submitForm } from '../api';
import { useSpeech } from '../i18n';
import { buttonClass } from '../styles';
import { LANDING, RLink, useTenant } from '../tenant';
import { FormError } from './FormError';
import { Consent, Honeypot, RequiredNote, readForm } from './fields';
import { SubmitButton } from './SubmitButton';

/**
 * Question and cancellation forms (spec §4): idle -> sending ('Wird gesendet...', disabled) ->
 * a success screen that replaces the form, or the error above the form with its content kept.
 */
export function SimpleForm({
  formType,
  submitLabel,
  fallbackError,
  doneTitle,
  doneBody,
  children,
}: {
  formType: 'question' | 'cancellation';
  submitLabel: string;
  fallbackError: string;
  doneTitle: string;
  doneBody: string;
  children: ReactNode;
}) {
  const speech = useSpeech();
  const t = speech.texts;
  const tenant = useTenant();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  // Focus moves to the confirmation once it is on screen (after the commit, never before).
  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    setDone(false);
    setBusy(true);
    try {
      const values = readForm(e.currentTarget, tenant.config.locations);
      await submitForm(tenant, { ...values, type: formType }, fallbackError, speech);
      setDone(true);
    } catch (err) {
      setError(err instanceof SendError ? err.message : fallbackError);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-5 text-emerald-950">
        <h2 ref={doneHeading} tabIndex={-1} className="mb-2 text-xl font-semibold focus:outline-none">
          {doneTitle}
        </h2>
        <p className="mb-5">{doneBody}</p>
        <RLink to={LANDING} className={buttonClass.primary}>
          {t.forms.backToLanding}
        </RLink>
      </div>
    );
  }
  return (
    <>
      {error && <FormError>{error}</FormError>}
      <form
        onSubmit={onSubmit}
        className="relative space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <RequiredNote />
        {children}
        <Consent />
        <Honeypot />
        <SubmitButton label={submitLabel} busyLabel={busy ? t.forms.sending : null} />
      </form>
    </>
  );
}
