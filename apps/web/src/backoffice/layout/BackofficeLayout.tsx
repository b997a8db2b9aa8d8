import { uiErrors } from '@praxisdesk/domain';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useCurrentUser } from '../../routing/currentUser';
import { routeHandles } from '../../routing/handle';
import { webTexts } from '../../texts';
import { Alert } from '../../ui';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

/** Shell of the authenticated area (spec §2): sidebar, header, page content, footer. */
export function BackofficeLayout() {
  const user = useCurrentUser();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const needsTenant = routeHandles(useMatches()).every((handle) => handle.needsTenant !== false);
  const blockedByTenant = needsTenant && user.tenants.length === 0;

  // A phone user who picked a page wants to see it, not the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {webTexts.skipToContent}
      </a>
      <Sidebar isAdmin={user.isAdmin} open={menuOpen} />
      {menuOpen && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden"
          onClick={() => setMenuOpen(false)}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <Header email={user.email} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          {blockedByTenant ? <Alert>{uiErrors.noTenant}</Alert> : <Outlet />}
        </main>
        <Footer />
      </div>
    </div>
  );
}
