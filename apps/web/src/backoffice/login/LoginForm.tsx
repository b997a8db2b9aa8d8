import type { SessionUser } from '@praxisdesk/domain/contracts';
import { loginTexts } from '@praxisdesk/domain/texts';
import { type FormEvent, useId } from 'react';
import { authApi } from '../../api/authApi';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { loginErrorMessage } from './loginErrorMessage';
import { useRequest } from './useRequest';

const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * E-mail and password, browser-validated (spec §5). On success LoginPage moves on with the
 * user (or, 2FA on, to the code step); this form only reports failures.
 */
export function LoginForm({
  onSignedIn,
  onMfaRequired,
}: {
  onSignedIn: (user: SessionUser) => void;
  onMfaRequired?: () => void;
}) {
  const login = useRequest(authApi.login);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    login.submit(
      { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') },
      (result) => ('user' in result ? onSignedIn(result.user) : onMfaRequired?.()),
    );
  }

  const describedBy = login.isError ? errorId : undefined;

  return (
    <form onSubmit={handleSubmit} className="space-y-5" aria-busy={login.isPending}>
      {login.isError && (
        <Alert>
          <span id={errorId}>{loginErrorMessage(login.error)}</span>
        </Alert>
      )}
      <div className="space-y-1.5">
        <label htmlFor={emailId} className="block text-sm font-medium text-slate-800">
          {loginTexts.email}
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          required
          autoComplete="username"
          inputMode="email"
          aria-describedby={describedBy}
          className={inputClass}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={passwordId} className="block text-sm font-medium text-slate-800">
          {loginTexts.password}
        </label>
        <input
          id={passwordId}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          aria-describedby={describedBy}
          className={inputClass}
        />
      </div>
      <Button type="submit" size="lg" busy={login.isPending} className="w-full">
        {login.isPending ? loginTexts.submitting : loginTexts.submit}
      </Button>
    </form>
  );
}
