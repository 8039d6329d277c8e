import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The sign-in and account error texts (the server's own are in docs/api-accounts.md). */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Wrong username or password.',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  sendOtpFailed: 'Failed to send OTP',
  invalidOtp: 'Invalid OTP',
  resetFailed: 'Failed to reset password',
  sendVerificationFailed: 'Failed to send verification OTP',
  verifyFailed: 'Failed to verify OTP',
  network: 'Network error occurred',
  googleFailed: 'Google authentication failed',
  googleError: 'An error occurred during Google authentication',
  passwordsMismatch: 'Passwords do not match',
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFetchError(error: unknown): error is FetchBaseQueryError {
  return isRecord(error) && 'status' in error;
}

/** Every string inside a value, depth first: `{ email: ['Taken'], password: 'Short' }` → Taken, Short. */
function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (isRecord(value)) return Object.values(value).flatMap(collectStrings);
  return [];
}

/** The server's own sentence: `error` (a string, or an object whose values are joined), else `message`. */
export function serverErrorText(data: unknown): string | undefined {
  if (!isRecord(data)) return undefined;
  const fromError = collectStrings(data.error);
  if (fromError.length > 0) return fromError.join(' ');
  return typeof data.message === 'string' && data.message.trim() ? data.message.trim() : undefined;
}

export function errorData(error: unknown): unknown {
  return isFetchError(error) && 'data' in error ? error.data : undefined;
}

export function httpStatus(error: unknown): number | undefined {
  return isFetchError(error) && typeof error.status === 'number' ? error.status : undefined;
}

export function isNetworkError(error: unknown): boolean {
  return isFetchError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
}

/** The server's sentence when it sent one, the network message when it could not be reached, else `fallback`. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return AUTH_MESSAGES.network;
  return serverErrorText(errorData(error)) ?? fallback;
}

export function loginErrorMessage(error: unknown): string {
  if (httpStatus(error) === 401) return AUTH_MESSAGES.wrongCredentials;
  return authErrorMessage(error, AUTH_MESSAGES.loginFailed);
}

export function verifyOtpErrorMessage(error: unknown): string {
  const fallback = httpStatus(error) === 400 ? AUTH_MESSAGES.invalidOtp : AUTH_MESSAGES.verifyFailed;
  return authErrorMessage(error, fallback);
}

/** A 403 from /login-auth/ for an account whose email is not verified yet. */
export function needsVerification(error: unknown): boolean {
  const data = errorData(error);
  return isRecord(data) && data.verification_required === true;
}

/** Google sign-in: the server's reason (or the generic failure); a broken exchange is an error. */
export function googleErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return AUTH_MESSAGES.googleError;
  return serverErrorText(errorData(error)) ?? AUTH_MESSAGES.googleFailed;
}
