import { accountTexts } from '@praxisdesk/domain/accountTexts';
import type { SessionUser } from '@praxisdesk/domain/contracts';
import { loginTexts } from '@praxisdesk/domain/texts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { authApi } from '../../api/authApi';
import { hasNoSession } from '../../routing/noSession';
import { safeRedirect } from '../../routing/safeRedirect';
import { LoadingState } from '../../ui/Spinner';
import { AuthShell } from './AuthShell';
import { LoginForm } from './LoginForm';
import { MfaForm } from './MfaForm';

// The query cache (and TanStack Query) is loaded only once someone is signed in (issue 16, point 4).
const SeedSession = lazy(() => import('../../api/queryRoot').then((m) => ({ default: m.SeedSession })));

/**
 * Sign-in screen (spec §2). A signed-in user — already, or just now through the form — is sent
 * to the ?redirect= target when it is a path on this site, else to /dashboard.
 */
export function LoginPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // The guard sends users here after it found no session: no need to ask the server again.
  const [checking, setChecking] = useState(() => !hasNoSession(location.state));
  const [known, setKnown] = useState<{ user: SessionUser; signedIn: boolean } | null>(null);
  // Issue 19: with 2FA on, the password step is followed by the code step.
  const [step, setStep] = useState<'password' | 'code'>('password');

  useEffect(() => {
    if (!checking) return;
    const abort = new AbortController();
    authApi.currentUser(abort.signal).then(
      (user) => {
        if (user) setKnown({ user, signedIn: false });
        setChecking(false);
      },
      // A failed check is no reason to keep anyone from signing in: the form is shown.
      () => !abort.signal.aborted && setChecking(false),
    );
    return () => abort.abort();
  }, [checking]);

  if (known) {
    return (
      <Suspense fallback={<LoadingState fullPage />}>
        <SeedSession user={known.user} signedIn={known.signedIn}>
          <Navigate to={safeRedirect(searchParams.get('redirect'))} replace />
        </SeedSession>
      </Suspense>
    );
  }
  if (checking) return <LoadingState fullPage />;

  const signedIn = (user: SessionUser) => setKnown({ user, signedIn: true });
  return (
    <AuthShell subtitle={step === 'code' ? accountTexts.login.codeHint : loginTexts.welcome}>
      {step === 'code' ? (
        <MfaForm onBack={() => setStep('password')} onSignedIn={signedIn} />
      ) : (
        <>
          <LoginForm onSignedIn={signedIn} onMfaRequired={() => setStep('code')} />
          <p className="mt-4 text-center text-sm">
            <Link to="/passwort-vergessen" className="text-brand-700 underline hover:text-brand-800">
              {accountTexts.login.forgot}
            </Link>
          </p>
        </>
      )}
    </AuthShell>
  );
}
