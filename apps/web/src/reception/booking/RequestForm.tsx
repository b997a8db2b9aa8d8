import { type FormEvent, type ReactNode, useState } from 'react';
import { SendError, submitForm } from '../api';
import { FormError } from '../forms/FormError';
import { Consent, Honeypot, RequiredNote, readForm } from '../forms/fields';
import { SubmitButton } from '../forms/SubmitButton';
import { useSpeech } from '../i18n';
import { useRNavigate, useTenant } from '../tenant';
import { type RequestKind, SUCCESS_PATH } from './requestFlow';

/**
 * Self-pay and manual requests: idle -> sending (button disabled) -> the success page with
 * the id and type, or the error in a red box above the form, which keeps what was typed.
 */
export function RequestForm({
  formType,
  kind,
  children,
  toFormData = (v) => v,
}: {
  formType: 'no_prescription' | 'manual_prescription';
  kind: RequestKind;
  children: ReactNode;
  toFormData?: (values: Record<string, string>) => Record<string, unknown>;
}) {
  const speech = useSpeech();
  const t = speech.texts;
  const tenant = useTenant();
  const navigate = useRNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const values = toFormData(readForm(e.currentTarget, tenant.config.locations));
      const created = await submitForm(tenant, { ...values, type: formType }, t.errors.sendRequest, speech);
      // replace: the browser's back button does not lead into the sent form either.
      navigate(SUCCESS_PATH, {
        replace: true,
        state: { submissionId: created.submissionId, grant: created.grant, type: kind },
      });
    } catch (err) {
      setError(err instanceof SendError ? err.message : t.errors.sendRequest);
      setBusy(false);
    }
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
        <SubmitButton label={t.forms.submit} busyLabel={busy ? t.forms.sending : null} />
      </form>
    </>
  );
}
