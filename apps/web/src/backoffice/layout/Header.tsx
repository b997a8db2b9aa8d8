import { shellTexts } from '@praxisdesk/domain';
import { useLogout } from '../../api/auth';
import { webTexts } from '../../texts';
import { Button } from '../../ui';
import { MembershipLabel } from './MembershipLabel';
import { SIDEBAR_ID } from './Sidebar';

interface HeaderProps {
  email: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function Header({ email, menuOpen, onToggleMenu }: HeaderProps) {
  const logout = useLogout();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex items-center gap-3 px-4 py-3 sm:px-6">
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-controls={SIDEBAR_ID}
          aria-expanded={menuOpen}
          onClick={onToggleMenu}
        >
          <span className="sr-only">{menuOpen ? webTexts.closeMenu : webTexts.openMenu}</span>
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
          </svg>
        </button>
        <MembershipLabel />
        <div className="ml-auto flex min-w-0 items-center gap-3">
          <span className="max-w-[40vw] truncate text-sm text-slate-600 sm:max-w-xs" title={email}>
            <span className="sr-only">{webTexts.signedInAs} </span>
            {email}
          </span>
          <Button variant="secondary" size="sm" busy={logout.isPending} onClick={() => logout.mutate()}>
            {shellTexts.signOut}
          </Button>
        </div>
      </div>
      {logout.isError && (
        <p role="alert" className="border-t border-red-200 bg-red-50 px-6 py-2 text-sm text-red-900">
          {webTexts.signOutFailed}
        </p>
      )}
    </header>
  );
}
