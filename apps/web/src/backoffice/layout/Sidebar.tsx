import { APP_NAME } from '@praxisdesk/domain';
import { NavLink } from 'react-router';
import { webTexts } from '../../texts';
import { cx, Logo } from '../../ui';
import { navItemsFor } from './navItems';

export const SIDEBAR_ID = 'app-sidebar';

/**
 * Fixed column on wide screens; on phones an off-canvas panel opened by the header's menu
 * button (`open`). Hidden panels are display:none, so their links leave the tab order.
 */
export function Sidebar({ isAdmin, open }: { isAdmin: boolean; open: boolean }) {
  return (
    <aside
      id={SIDEBAR_ID}
      className={cx(
        'w-64 shrink-0 flex-col border-r border-slate-200 bg-white',
        'lg:sticky lg:top-0 lg:flex lg:h-dvh',
        open ? 'fixed inset-y-0 left-0 z-40 flex shadow-xl' : 'hidden',
      )}
    >
      <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-4">
        <Logo className="size-8" />
        <span className="text-lg font-semibold text-slate-900">{APP_NAME}</span>
      </div>
      <nav aria-label={webTexts.mainNavigation} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {navItemsFor(isAdmin).map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  cx(
                    'block rounded-md px-3 py-2 text-sm font-medium',
                    isActive
                      ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
