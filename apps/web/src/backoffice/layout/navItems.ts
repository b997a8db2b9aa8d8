import { accountTexts, shellTexts } from '@praxisdesk/domain';

export interface NavItem {
  to: string;
  label: string;
  adminOnly: boolean;
}

/** Sidebar entries of spec §2, in order, then Konto (issue 19). */
export const navItems: NavItem[] = [
  { to: '/dashboard', label: shellTexts.nav.dashboard, adminOnly: false },
  { to: '/membership', label: shellTexts.nav.membership, adminOnly: false },
  { to: '/admin', label: shellTexts.nav.admin, adminOnly: true },
  { to: '/blacklist', label: shellTexts.nav.blacklist, adminOnly: true },
  // Issue 19: own account (2FA, password, sessions); after the spec's entries.
  { to: '/konto', label: accountTexts.nav, adminOnly: false },
];

export function navItemsFor(isAdmin: boolean): NavItem[] {
  return navItems.filter((item) => isAdmin || !item.adminOnly);
}
