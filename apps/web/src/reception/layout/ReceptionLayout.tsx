import { Outlet } from 'react-router';
import { usePracticeText, useTexts } from '../i18n';
import { sameOriginUrl, useOptionalTenant } from '../tenant';
import { LanguageSwitch } from './LanguageSwitch';
import { ReceptionFooter } from './ReceptionFooter';

/** Header (welcome title, subtitle, logo), the page, and the footer of every reception page. */
export function ReceptionLayout() {
  const t = useTexts();
  const practiceText = usePracticeText();
  const tenant = useOptionalTenant();
  const c = tenant?.config;
  const logo = sameOriginUrl(c?.logoUrl) ?? (c ? null : '/logo.svg');
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#inhalt"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t.skipToContent}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-4 px-4 py-4">
          {logo && (
            <img
              src={logo}
              alt={c?.logoAlt || (c ? `Logo ${c.companyName || tenant?.tenant.name}` : 'PraxisDesk')}
              width={48}
              height={48}
              className="size-12 shrink-0"
            />
          )}
          <div className="min-w-0">
            <p dir="auto" className="text-lg font-semibold text-slate-900">
              {c ? practiceText('welcomeTitle', c.welcomeTitle) : t.tenant.defaultTitle}
            </p>
            {c?.welcomeSubtitle && (
              <p dir="auto" className="text-sm text-slate-600">
                {practiceText('welcomeSubtitle', c.welcomeSubtitle)}
              </p>
            )}
          </div>
          <LanguageSwitch configured={c?.languages} />
        </div>
      </header>
      <main id="inhalt" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 focus:outline-none">
        <Outlet />
      </main>
      <ReceptionFooter />
    </div>
  );
}
