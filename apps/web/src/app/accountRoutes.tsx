import type { RouteObject } from 'react-router';

/**
 * Routes of the account feature (sign-in, registration, password reset, email verification, tokens,
 * development mailbox). Kept apart from router.tsx so the two can grow independently.
 */
export const accountRoutes: RouteObject[] = [];
