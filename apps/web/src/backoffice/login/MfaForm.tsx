import { accountTexts } from '@praxisdesk/domain/accountTexts';
import type { SessionUser } from '@praxisdesk/domain/contracts';
import { uiErrors } from '@praxisdesk/domain/errors';
import { type FormEvent, useId } from 'react';
import { authApi } from '../../api/authApi';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useRequest } from './useRequest';

const t = accountTexts.login;
const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono tracking-widest text-slate-900 shadow-sm focus:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600';

/** Second sign-in step: the 6-digit code or a recovery code (issue 19). */
export function MfaForm({ onBack, onSignedIn }: { onBack: () => void; onSignedIn: (user: SessionUser) => void }) {
  const verify = useRequest(authApi.loginMfa);
  const codeId = useId();
  const errorId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    verify.submit({ code }, onSignedIn);
  }

  const expired = verify.error?.code === 'MFA_CHALLENGE_EXPIRED';
  const message = verify.error?.code === 'NETWORK' ? uiErrors.network : verify.error?.message;

  return (
    <form onSubmit={handleSubmit} className="space-y-5" aria-busy={verify.isPending}>
      {message && (
        <Alert>
          <span id={errorId}>{message}</span>
        </Alert>
      )}
      <div className="space-y-1.5">
        <label htmlFor={codeId} className="block text-sm font-medium text-slate-800">
          {t.codeTitle}
        </label>
        <input
          id={codeId}
          name="code"
          required
          // biome-ignore lint/a11y/noAutofocus: the only field of this step, right after the password step
          autoFocus
          autoComplete="one-time-code"
          inputMode="text"
          maxLength={40}
          aria-describedby={message ? errorId : undefined}
          className={inputClass}
        />
      </div>
      <Button type="submit" size="lg" busy={verify.isPending} disabled={expired} className="w-full">
        {t.codeSubmit}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        {t.codeBack}
      </Button>
    </form>
  );
}
