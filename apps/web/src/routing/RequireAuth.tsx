import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../api/session';
import { webTexts } from '../texts';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { LoadingState } from '../ui/Spinner';
import { CurrentUserContext } from './currentUser';
import { noSessionState } from './noSession';
import { loginPathFor } from './safeRedirect';

const MFA_SETUP_PATH = '/konto';

/**
 * Guard of the authenticated area (spec §2): spinner while the session loads, /login with a
 * ?redirect= back to the wanted page when there is no session, otherwise the child routes.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <LoadingState fullPage />;

  if (session.isError) {
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-6">
        <Alert title={webTexts.sessionLoadFailed}>{session.error.message}</Alert>
        <Button variant="secondary" busy={session.isFetching} onClick={() => void session.refetch()}>
          {webTexts.retry}
        </Button>
      </main>
    );
  }

  const user = session.data;
  if (!user) {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace state={noSessionState} />;
  }

  // Issue 19: 2FA required but not set up: the Konto page first, before anything else.
  if (user.mfaSetupRequired && location.pathname !== MFA_SETUP_PATH) {
    return <Navigate to={MFA_SETUP_PATH} replace />;
  }

  return (
    <CurrentUserContext value={user}>
      <Outlet />
    </CurrentUserContext>
  );
}
