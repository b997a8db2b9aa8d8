import { accountTexts, uiErrors } from '@praxisdesk/domain';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCompletePasswordReset } from '../../api/account';
import { isApiError } from '../../api/client';
import { Alert, Button } from '../../ui';
import { AuthShell } from './AuthShell';
import { tokenFromHash } from './linkToken';
import { NewPasswordFields, readNewPassword } from './NewPasswordFields';

const t = accountTexts.reset;

/** The page behind the reset link: a new password; afterwards every session is ended. */
export function ResetPasswordPage() {
  const location = useLocation();
  const [token] = useState(() => tokenFromHash(location.hash));
  const complete = useCompletePasswordReset();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const { password, problem: local } = readNewPassword(e.currentTarget);
    setProblem(local);
    if (!local) complete.mutate({ token, password });
  };
  const error = problem ?? (isApiError(complete.error, 'NETWORK') ? uiErrors.network : complete.error?.message);
  return (
    <AuthShell heading={t.title}>
      {!token ? (
        <Alert>{accountTexts.invalidLink}</Alert>
      ) : complete.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">{t.done}</Alert>
          <Link to="/login" className="block text-center text-brand-700 underline">
            {t.toLogin}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-5">
          {error && <Alert>{error}</Alert>}
          <NewPasswordFields />
          <Button type="submit" size="lg" busy={complete.isPending} className="w-full">
            {t.submit}
          </Button>
          <p className="text-center text-sm">
            <Link to="/passwort-vergessen" className="text-brand-700 underline">
              {accountTexts.login.forgot}
            </Link>
          </p>
        </form>
      )}
    </AuthShell>
  );
}
