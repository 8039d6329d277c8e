import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The body every API error carries: `{ error, code, details? }`. */
export type ApiErrorBody = {
  error: string;
  code: string;
  details?: unknown;
};

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.error === 'string' && typeof candidate.code === 'string';
}

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

export const UNREACHABLE_MESSAGE = "Can't reach the Tempest server. Check your connection and try again.";
/** Spec 3's fallbacks: an HTTP failure without the API's error body, and an error without any message. */
export const NETWORK_NOT_OK = 'Network response was not ok';
export const UNKNOWN_ERROR = 'An unknown error occurred';

const notOk = (status: number) => `${NETWORK_NOT_OK} (HTTP ${status})`;
const said = (text: string) => (text.trim() === '' ? UNKNOWN_ERROR : text);

/**
 * A sentence to show the user, preferring the server's own message. A failed status whose body is not the API's
 * (a proxy's HTML error page, which the JSON reader cannot parse) is 'Network response was not ok'; an error that
 * says nothing (an empty message) is 'An unknown error occurred', never a blank line.
 */
export function errorMessage(error: FetchBaseQueryError | SerializedError | unknown): string {
  if (isFetchBaseQueryError(error)) {
    if (isApiErrorBody(error.data)) return said(error.data.error);
    switch (error.status) {
      case 'FETCH_ERROR':
      case 'TIMEOUT_ERROR':
        return UNREACHABLE_MESSAGE;
      case 'PARSING_ERROR':
        return error.originalStatus >= 400 ? notOk(error.originalStatus) : `The server sent an unexpected response (HTTP ${error.originalStatus}).`;
      case 'CUSTOM_ERROR':
        return said(error.error);
      default:
        return notOk(error.status);
    }
  }
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as SerializedError;
    if (message) return message;
  }
  return UNKNOWN_ERROR;
}

export function errorStatus(error: unknown): number | string | undefined {
  return isFetchBaseQueryError(error) ? error.status : undefined;
}
