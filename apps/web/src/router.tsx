/**
 * Routes of the spec (§2). Every back-office screen — and the layout and the guard — is a lazy
 * route, so a public area never downloads their code. The sign-in page needs neither zod nor
 * TanStack Query (issue 16, point 4): the pages that do sit below QueryRoot, which brings them.
 */
import { accountTexts } from '@praxisdesk/domain/accountTexts';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { DocumentTitle } from './routing/DocumentTitle';
import type { RouteHandle } from './routing/handle';
import { RequireAdmin } from './routing/RequireAdmin';
import { RouteError } from './routing/RouteError';
import { webTexts } from './texts';
import { LoadingState } from './ui/Spinner';

const page = webTexts.placeholders;
const handle = (value: RouteHandle) => value;

function Root() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingState fullPage />,
    children: [
      {
        path: 'login',
        handle: handle({ title: 'Anmelden' }),
        lazy: () => import('./backoffice/login/LoginPage').then((m) => ({ Component: m.LoginPage })),
      },
      {
        // Public read-only link view: no login, its own lazy chunk without back-office code.
        path: 'submission/:id',
        handle: handle({ title: 'Formular-Einreichung' }),
        lazy: () =>
          import('./reception/submission-view/ReadOnlySubmissionPage').then((m) => ({
            Component: m.ReadOnlySubmissionPage,
          })),
      },
      {
        lazy: () => import('./api/queryRoot').then((m) => ({ Component: m.QueryRoot })),
        children: [
          // Issue 19: forgotten password and invitation links (no session).
          {
            path: 'passwort-vergessen',
            handle: handle({ title: accountTexts.forgot.title }),
            lazy: () =>
              import('./backoffice/login/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          {
            path: 'passwort-neu',
            handle: handle({ title: accountTexts.reset.title }),
            lazy: () =>
              import('./backoffice/login/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
          },
          {
            path: 'einladung',
            handle: handle({ title: accountTexts.invite.title }),
            lazy: () => import('./backoffice/login/InvitationPage').then((m) => ({ Component: m.InvitationPage })),
          },
          {
            lazy: () => import('./routing/RequireAuth').then((m) => ({ Component: m.RequireAuth })),
            children: [
              {
                lazy: () =>
                  import('./backoffice/layout/BackofficeLayout').then((m) => ({ Component: m.BackofficeLayout })),
                children: [
                  { index: true, element: <Navigate to="/dashboard" replace /> },
                  {
                    path: 'dashboard',
                    handle: handle({ title: page.dashboard.title }),
                    lazy: () =>
                      import('./backoffice/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
                  },
                  {
                    path: 'submissions/:id',
                    handle: handle({ title: page.submission.title }),
                    lazy: () =>
                      import('./backoffice/submission/SubmissionPage').then((m) => ({ Component: m.SubmissionPage })),
                  },
                  {
                    path: 'membership',
                    handle: handle({ title: page.membership.title }),
                    lazy: () =>
                      import('./backoffice/membership/MembershipPage').then((m) => ({ Component: m.MembershipPage })),
                  },
                  {
                    // Own account (issue 19): not tenant data, so also for users without a tenant.
                    path: 'konto',
                    handle: handle({ title: accountTexts.title, needsTenant: false }),
                    lazy: () => import('./backoffice/account/AccountPage').then((m) => ({ Component: m.AccountPage })),
                  },
                  {
                    // Administration is not tenant data: admins without a tenant still use it.
                    element: <RequireAdmin />,
                    handle: handle({ needsTenant: false }),
                    children: [
                      {
                        path: 'admin',
                        handle: handle({ title: page.admin.title }),
                        lazy: () => import('./backoffice/admin/AdminPage').then((m) => ({ Component: m.AdminPage })),
                      },
                      {
                        path: 'blacklist',
                        handle: handle({ title: page.blacklist.title }),
                        lazy: () =>
                          import('./backoffice/blacklist/BlacklistPage').then((m) => ({ Component: m.BlacklistPage })),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
