import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Alert, Button, Dialog } from '../../ui';
import { serverErrorText } from './serverError';
import { adminTexts } from './texts';

export interface FormDialogProps {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  /**
   * Checks and sends the form. Return the German validation message to show it and send
   * nothing; otherwise start the request and hand its errors to `fail`.
   */
  onSubmit: (fail: (error: unknown) => void) => string | null | undefined;
  /** Shown when the request fails without a message meant for people (see serverErrorText). */
  failed: string;
  busy: boolean;
  children: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /** Classes of the form (its grid); the error box spans the whole grid. */
  className?: string;
  submitLabel?: string;
  submitVariant?: 'primary' | 'danger';
  submitDisabled?: boolean;
  /** Something left of the buttons (a preview link). */
  footerStart?: ReactNode;
  /** Below the form, outside it (a section with a form of its own). */
  after?: ReactNode;
}

/**
 * A create / edit / confirm dialog of the administration: the fields in a form that Enter
 * submits, Abbrechen and Speichern at the bottom, the button busy while the request runs, and one
 * error box for the German validation message or the mapped server error. The Dialog moves focus
 * to the first field, keeps Tab inside, closes on Escape and gives focus back.
 */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  failed,
  busy,
  children,
  size = 'md',
  className = 'grid gap-4',
  submitLabel = adminTexts.save,
  submitVariant = 'primary',
  submitDisabled = false,
  footerStart,
  after,
}: FormDialogProps) {
  const formId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || submitDisabled) return;
    setError(null);
    const invalid = onSubmit((e) => setError(serverErrorText(e, failed)));
    if (invalid) setError(invalid);
  };
  return (
    <Dialog
      title={title}
      description={description}
      onClose={onClose}
      size={size}
      footer={
        <>
          {footerStart}
          <Button variant="secondary" onClick={onClose}>
            {adminTexts.cancel}
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} disabled={submitDisabled} busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={submit}
        noValidate
        className={className}
        aria-describedby={error ? errorId : undefined}
      >
        {children}
        {error && (
          <div id={errorId} className="col-span-full">
            <Alert>{error}</Alert>
          </div>
        )}
      </form>
      {after}
    </Dialog>
  );
}
