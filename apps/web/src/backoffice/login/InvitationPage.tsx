import { accountTexts, uiErrors } from '@praxisdesk/domain';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useInvitation } from '../../api/account';
import { useAcceptInvitation } from '../../api/auth';
import { Alert, Button, LoadingState } from '../../ui';
import { AuthShell } from './AuthShell';
import { tokenFromHash } from './linkToken';
import { NewPasswordFields, readNewPassword } from './NewPasswordFields';

const t = accountTexts.invite;

/** The page behind the invitation link: set the password, then straight in (2FA setup if required). */
export function InvitationPage() {
  const location = useLocation();
  const [token] = useState(() => tokenFromHash(location.hash));
  const info = useInvitation(token);
  const accept = useAcceptInvitation();
  const [problem, setProblem] = useState<string | null>(null);

  if (accept.isSuccess) return <Navigate to={accept.data.mfaSetupRequired ? '/konto' : '/dashboard'} replace />;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const { password, problem: local } = readNewPassword(e.currentTarget);
    setProblem(local);
    if (!local) accept.mutate({ token, password });
  };
  const linkError = !token ? accountTexts.invalidLink : info.error?.message;
  const error = problem ?? (accept.error?.code === 'NETWORK' ? uiErrors.network : accept.error?.message);

  return (
    <AuthShell heading={t.title} subtitle={info.data ? t.intro(info.data.fullName, info.data.email) : undefined}>
      {linkError ? (
        <Alert>{linkError}</Alert>
      ) : info.isPending ? (
        <LoadingState />
      ) : (
        <form onSubmit={submit} className="space-y-5">
          {error && <Alert>{error}</Alert>}
          <NewPasswordFields />
          {info.data?.mfaRequired && <Alert tone="info">{t.mfaNotice}</Alert>}
          <Button type="submit" size="lg" busy={accept.isPending} className="w-full">
            {t.submit}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
