import { germanSections } from '@praxisdesk/domain/i18n/sections';
import { fileProblem, uploadErrorMessage } from '@praxisdesk/domain/receptionTexts';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { type Created, SendError, submitForm, uploadFile } from '../api';
import { FormError } from '../forms/FormError';
import { Consent, ContactFields, Field, FormSection, Honeypot, RequiredNote, readForm } from '../forms/fields';
import { SubmitButton } from '../forms/SubmitButton';
import { useSection, useSpeech } from '../i18n';
import { ReceptionPage } from '../layout/ReceptionPage';
import { inputClass, labelClass } from '../styles';
import { contactOf, useRNavigate, useTenant } from '../tenant';
import { SUCCESS_PATH } from './requestFlow';

/**
 * /online-rezeption/terminbuchung/rezept: creates the submission, then uploads the file, and
 * moves on only when both succeeded. The file is checked before anything is sent (4 MB,
 * JPG/PNG/PDF); an invalid file is cleared. If only the upload failed, the next attempt
 * uploads to the submission already created instead of sending the request twice — unless
 * the patient changed the request in between.
 */
export function PrescriptionPage() {
  const speech = useSpeech();
  const { lang, texts: t } = speech;
  const publicErrors = useSection('publicErrors', germanSections.publicErrors);
  const prescription = useSection('prescription', germanSections.prescription);
  const tenant = useTenant();
  const navigate = useRNavigate();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const created = useRef<Created | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; tips: string[] } | null>(null);
  const [busy, setBusy] = useState<null | 'sending' | 'uploading'>(null);
  const c = tenant.config;
  /** Refusals with their own server text (spec §5) in the patient's language; German keeps the server's. */
  const translatedUploadError = (r: { errorCode?: string; error?: string }) => {
    if (lang === 'de') return r.error;
    const e = publicErrors;
    const mb = r.error?.match(/([\d.,]+)\s*MB\)/)?.[1] ?? '?';
    const byCode: Record<string, string> = {
      FILE_TOO_LARGE: e.fileTooLarge(mb),
      UNSUPPORTED_FILE_TYPE: e.unsupportedFile,
      FILE_MISSING: e.noFile,
      RATE_LIMITED: e.rateLimited,
    };
    return (r.errorCode && byCode[r.errorCode]) || r.error;
  };
  const contact = [contactOf(c).phone, contactOf(c).email].filter(Boolean).join(', ');

  function rejectFile(problem: string) {
    setFileError(problem);
    if (fileInput.current) {
      fileInput.current.value = '';
      fileInput.current.focus();
    }
  }

  function onFileChange(e: ChangeEvent<HTMLInputElement>) {
    const problem = fileProblem(e.target.files?.[0], publicErrors);
    if (problem && e.target.files?.length) rejectFile(problem);
    else setFileError(null);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    const file = fileInput.current?.files?.[0];
    const problem = fileProblem(file, publicErrors);
    if (problem || !file) {
      rejectFile(problem ?? '');
      return;
    }
    const form = e.currentTarget;
    setBusy('sending');
    try {
      if (!created.current) {
        const values = readForm(form, c.locations);
        // The optional prescription date (issue 20) travels only when given.
        if (!values.prescriptionDate) delete values.prescriptionDate;
        created.current = await submitForm(tenant, { ...values, type: 'prescription' }, t.errors.sendRequest, speech);
      }
    } catch (err) {
      setError({ message: err instanceof SendError ? err.message : t.errors.sendRequest, tips: [] });
      setBusy(null);
      return;
    }
    const submission = created.current;
    setBusy('uploading');
    const result = await uploadFile(file, submission);
    if (!result.ok) {
      setError(uploadErrorMessage({ ...result, error: translatedUploadError(result) }, contact, t.upload));
      setBusy(null);
      return;
    }
    // replace: the browser's back button does not lead into the sent form either.
    navigate(SUCCESS_PATH, {
      replace: true,
      state: { submissionId: submission.submissionId, grant: submission.grant, type: 'prescription' },
    });
  }

  return (
    <ReceptionPage
      title={t.forms.prescriptionTitle}
      crumbs={[{ label: t.choice.crumb, to: '/online-rezeption/terminbuchung' }, { label: t.forms.prescriptionCrumb }]}
    >
      <p className="mb-5 text-slate-700">{t.forms.prescriptionIntro}</p>
      {error && (
        <FormError>
          <p>{error.message}</p>
          {error.tips.length > 0 && (
            <>
              <p className="mt-2 font-semibold">{t.upload.tipsTitle}</p>
              <ul className="list-inside list-disc">
                {error.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </>
          )}
        </FormError>
      )}
      <form
        onSubmit={onSubmit}
        onChange={(e) => {
          // A changed request is a new request: send it again rather than only the file.
          if ((e.target as unknown as HTMLInputElement).name !== 'file') created.current = null;
        }}
        className="relative space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <RequiredNote />
        <FormSection title={t.forms.contactSection}>
          <ContactFields />
        </FormSection>
        <div>
          <label htmlFor={fileId} className={labelClass}>
            {t.fields.file}
          </label>
          <input
            ref={fileInput}
            id={fileId}
            name="file"
            type="file"
            accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
            aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
            aria-invalid={fileError ? true : undefined}
            onChange={onFileChange}
            className={`${inputClass} file:me-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-800`}
          />
          <p id={`${fileId}-hint`} className="mt-1 text-sm text-slate-600">
            {t.fields.fileHint}
          </p>
          {fileError && (
            <p id={`${fileId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-800">
              {fileError}
            </p>
          )}
        </div>
        <Field
          name="prescriptionDate"
          type="date"
          label={prescription.uploadDateLabel}
          hint={prescription.uploadDateHint}
        />
        <Field name="message" label={t.fields.messageOptional} multiline minHeight="min-h-[100px]" />
        <Consent />
        <Honeypot />
        <SubmitButton
          label={t.forms.submit}
          busyLabel={busy === 'sending' ? t.forms.sending : busy === 'uploading' ? t.forms.uploading : null}
        />
      </form>
    </ReceptionPage>
  );
}
