import { accountTexts } from '@praxisdesk/domain/accountTexts';
import { loginTexts } from '@praxisdesk/domain/texts';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../api/session';
import { safeRedirect } from '../../routing/safeRedirect';
import { LoadingState } from '../../ui/Spinner';
import { AuthShell } from './AuthShell';
import { LoginForm } from './LoginForm';
import { MfaForm } from './MfaForm';

/**
 * Sign-in screen (spec §2). A signed-in user — already, or just now through the form — is sent
 * to the ?redirect= target when it is a path on this site, else to /dashboard.
 */
export function LoginPage() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  // Issue 19: with 2FA on, the password step is followed by the code step.
  const [step, setStep] = useState<'password' | 'code'>('password');

  if (session.isPending) return <LoadingState fullPage />;
  if (session.data) return <Navigate to={safeRedirect(searchParams.get('redirect'))} replace />;

  return (
    <AuthShell subtitle={step === 'code' ? accountTexts.login.codeHint : loginTexts.welcome}>
      {step === 'code' ? (
        <MfaForm onBack={() => setStep('password')} />
      ) : (
        <>
          <LoginForm onMfaRequired={() => setStep('code')} />
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
