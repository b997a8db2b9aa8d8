import { LOGIN_VERSION, loginTexts } from '@praxisdesk/domain';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../api/session';
import { safeRedirect } from '../../routing/safeRedirect';
import { webTexts } from '../../texts';
import { LoadingState, Logo } from '../../ui';
import { LoginForm } from './LoginForm';

/**
 * Sign-in screen (spec §2). A signed-in user — already, or just now through the form — is sent
 * to the ?redirect= target when it is a path on this site, else to /dashboard.
 */
export function LoginPage() {
  const session = useSession();
  const [searchParams] = useSearchParams();

  if (session.isPending) return <LoadingState fullPage />;
  if (session.data) return <Navigate to={safeRedirect(searchParams.get('redirect'))} replace />;

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
          <div className="mb-8 flex flex-col items-center gap-3 text-center">
            <Logo className="size-14" />
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{loginTexts.title}</h1>
            <p className="text-sm text-slate-600">{loginTexts.welcome}</p>
          </div>
          <LoginForm />
        </div>
      </main>
      <footer className="px-4 py-6 text-center text-xs text-slate-600">
        <p>{webTexts.footer.copyright}</p>
        <p>{webTexts.footer.version(LOGIN_VERSION)}</p>
      </footer>
    </div>
  );
}
