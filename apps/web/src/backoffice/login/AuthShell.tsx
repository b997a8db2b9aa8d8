import { LOGIN_VERSION, loginTexts } from '@praxisdesk/domain/texts';
import type { ReactNode } from 'react';
import { webTexts } from '../../texts';
import { Logo } from '../../ui/Logo';

/** The sign-in card with logo, product name and footer; shared by login, reset and invitation. */
export function AuthShell({
  subtitle,
  heading,
  children,
}: {
  subtitle?: ReactNode;
  heading?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
          <div className="mb-8 flex flex-col items-center gap-3 text-center">
            <Logo className="size-14" />
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{heading ?? loginTexts.title}</h1>
            {subtitle && <p className="text-sm text-slate-600">{subtitle}</p>}
          </div>
          {children}
        </div>
      </main>
      <footer className="px-4 py-6 text-center text-xs text-slate-600">
        <p>{webTexts.footer.copyright}</p>
        <p>{webTexts.footer.version(LOGIN_VERSION)}</p>
      </footer>
    </div>
  );
}
