/**
 * Routes of the public reception (spec reception §2). The landing page and the frame are in
 * the entry chunk (no second round trip before the first paint); every other page is lazy.
 */
import type { RouteObject } from 'react-router';
import { LandingPage } from './landing/LandingPage';
import { ReceptionLayout } from './layout/ReceptionLayout';
import { RouteProblem } from './layout/RouteProblem';
import { TenantGate } from './layout/TenantGate';
import { ROOT_ID, revalidateOnTenantChange, tenantLoader } from './tenant';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) => ({
  lazy: () => load().then((m) => ({ Component: pick(m) })),
});

export const receptionRoutes: RouteObject[] = [
  {
    id: ROOT_ID,
    path: '/',
    loader: tenantLoader,
    shouldRevalidate: revalidateOnTenantChange,
    element: <ReceptionLayout />,
    errorElement: <RouteProblem />,
    hydrateFallbackElement: <div className="min-h-dvh bg-slate-50" />,
    children: [
      {
        path: 'online-rezeption',
        element: <TenantGate />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            path: 'terminbuchung',
            ...page(
              () => import('./booking/ChoicePage'),
              (m) => m.ChoicePage,
            ),
          },
          {
            path: 'terminbuchung/rezept',
            ...page(
              () => import('./booking/PrescriptionPage'),
              (m) => m.PrescriptionPage,
            ),
          },
          {
            path: 'terminbuchung/kein-rezept',
            ...page(
              () => import('./booking/SelfPayPage'),
              (m) => m.SelfPayPage,
            ),
          },
          {
            path: 'terminbuchung/manuell',
            ...page(
              () => import('./booking/ManualPage'),
              (m) => m.ManualPage,
            ),
          },
          {
            path: 'submission-erfolg',
            ...page(
              () => import('./success/SubmissionSuccessPage'),
              (m) => m.SubmissionSuccessPage,
            ),
          },
          {
            path: 'anamnese',
            ...page(
              () => import('./anamnesis/AnamnesisPage'),
              (m) => m.AnamnesisPage,
            ),
          },
          {
            path: 'erfolg',
            ...page(
              () => import('./success/FinalPage'),
              (m) => m.FinalPage,
            ),
          },
          {
            path: 'fragen',
            ...page(
              () => import('./question/QuestionPage'),
              (m) => m.QuestionPage,
            ),
          },
          {
            path: 'absagen',
            ...page(
              () => import('./cancel/CancelPage'),
              (m) => m.CancelPage,
            ),
          },
          {
            path: '*',
            ...page(
              () => import('./layout/NotFoundPage'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
      {
        path: 'success',
        ...page(
          () => import('./standalone/ThankYouPage'),
          (m) => m.ThankYouPage,
        ),
      },
      {
        path: 'success.html',
        ...page(
          () => import('./standalone/ThankYouPage'),
          (m) => m.ThankYouPage,
        ),
      },
      {
        path: 'error',
        ...page(
          () => import('./standalone/FailurePage'),
          (m) => m.FailurePage,
        ),
      },
      {
        path: 'error.html',
        ...page(
          () => import('./standalone/FailurePage'),
          (m) => m.FailurePage,
        ),
      },
      {
        path: 'impressum',
        ...page(
          () => import('./standalone/LegalPages'),
          (m) => m.ImprintPage,
        ),
      },
      {
        path: 'datenschutz',
        ...page(
          () => import('./standalone/LegalPages'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: 'kontakt',
        ...page(
          () => import('./standalone/LegalPages'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: '*',
        ...page(
          () => import('./layout/NotFoundPage'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];
