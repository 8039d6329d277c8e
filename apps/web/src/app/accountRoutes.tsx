import type { RouteObject } from 'react-router';
import { DevMailboxPage } from '../pages/DevMailboxPage';
import { LoginPage } from '../pages/LoginPage';
import { RegisterPage } from '../pages/RegisterPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { VerifyEmailPage } from '../pages/VerifyEmailPage';

/**
 * Routes of the account feature (sign-in, registration, password reset, email verification, tokens,
 * development mailbox). Kept apart from router.tsx so the two can grow independently.
 * Paths are relative so they work spread into the root or into a pathless layout route;
 * 'tokens' matches both /tokens and /tokens/.
 */
export const accountRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'verify-email', element: <VerifyEmailPage /> },
  {
    path: 'tokens',
    // The chart library is only needed here; keep it out of the first download.
    lazy: () => import('../pages/TokensPage').then(({ TokensPage }) => ({ Component: TokensPage })),
  },
  { path: 'dev/mailbox', element: <DevMailboxPage /> },
];
