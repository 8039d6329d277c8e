import { Center, Loader } from '@mantine/core';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from '../layout/AppLayout/AppLayout';
import { CreatePage } from '../pages/CreatePage';
import { CreationDashboardPage } from '../pages/CreationDashboardPage';
import { GamesPage } from '../pages/GamesPage';
import { HomePage } from '../pages/HomePage';
import { ManifestoPage } from '../pages/ManifestoPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PlayPage } from '../pages/PlayPage';
import { PricingPage } from '../pages/PricingPage';
import { PrivacyPolicyPage } from '../pages/PrivacyPolicyPage';
import { ProfilePage } from '../pages/ProfilePage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { TermsPage } from '../pages/TermsPage';
import { WorkWithUsPage } from '../pages/WorkWithUsPage';
import { accountRoutes } from './accountRoutes';

/**
 * Shown inside the header and footer while the first page's code is still loading: a lazy route
 * (/tokens/) opened directly leaves the router uninitialised until its chunk arrives, and React Router
 * warns when no route offers a `HydrateFallback` for that moment.
 */
function PageLoading() {
  return (
    <Center mih="50vh" data-testid="page-loading">
      <Loader color="storm" type="dots" aria-label="Loading page" />
    </Center>
  );
}

export function makeRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        {
          // Pathless, so a crashing page renders its error inside the header and footer.
          errorElement: <RouteErrorPage />,
          hydrateFallbackElement: <PageLoading />,
          children: [
            { index: true, element: <HomePage /> },
            { path: 'games', element: <GamesPage /> },
            { path: 'create', element: <CreatePage /> },
            { path: 'create/creation-dashboard/:gameId', element: <CreationDashboardPage /> },
            { path: 'play/:gameId', element: <PlayPage /> },
            { path: 'creator', element: <ManifestoPage /> },
            { path: 'pricing', element: <PricingPage /> },
            { path: 'profile/:creatorId', element: <ProfilePage /> },
            { path: 'work-with-us', element: <WorkWithUsPage /> },
            { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
            { path: 'terms-and-conditions', element: <TermsPage /> },
            {
              path: 'staff/changes',
              // The diff editor and the charts are staff's: keep them out of everyone's first download.
              lazy: () => import('../pages/StaffChangesPage').then(({ StaffChangesPage }) => ({ Component: StaffChangesPage })),
            },
            // Account settings and erasure (issue 28); the staff's record of erasures.
            { path: 'account', lazy: () => import('../pages/AccountPage').then(({ AccountPage }) => ({ Component: AccountPage })) },
            { path: 'account/erased', lazy: () => import('../pages/AccountErasedPage').then(({ AccountErasedPage }) => ({ Component: AccountErasedPage })) },
            { path: 'staff/erasures', lazy: () => import('../pages/StaffErasuresPage').then(({ StaffErasuresPage }) => ({ Component: StaffErasuresPage })) },
            // The analysts' pages (issue 16): loaded on demand, as few visitors open them.
            { path: 'analytics', lazy: () => import('../pages/AnalyticsPage').then(({ AnalyticsPage }) => ({ Component: AnalyticsPage })) },
            { path: 'analytics/events/:position', lazy: () => import('../pages/AnalyticsEventPage').then(({ AnalyticsEventPage }) => ({ Component: AnalyticsEventPage })) },
            // Sign-in, registration, password reset, email verification, tokens, dev mailbox.
            ...accountRoutes,
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
