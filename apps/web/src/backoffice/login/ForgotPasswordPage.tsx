import { accountTexts, loginTexts, uiErrors } from '@praxisdesk/domain';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useRequestPasswordReset } from '../../api/account';
import { isApiError } from '../../api/client';
import { Alert, Button, TextField } from '../../ui';
import { AuthShell } from './AuthShell';

const t = accountTexts.forgot;

/** "Passwort vergessen?": one answer for every address, so nobody learns which accounts exist. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    request.mutate(String(new FormData(e.currentTarget).get('email') ?? '').trim());
  };
  return (
    <AuthShell heading={t.title} subtitle={t.intro}>
      {request.isSuccess ? (
        <Alert tone="success">{t.sent}</Alert>
      ) : (
        <form onSubmit={submit} className="space-y-5">
          {request.error && (
            <Alert>{isApiError(request.error, 'NETWORK') ? uiErrors.network : request.error.message}</Alert>
          )}
          <TextField label={loginTexts.email} name="email" type="email" required autoComplete="username" />
          <Button type="submit" size="lg" busy={request.isPending} className="w-full">
            {t.submit}
          </Button>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <Link to="/login" className="text-brand-700 underline hover:text-brand-800">
          {t.back}
        </Link>
      </p>
    </AuthShell>
  );
}
