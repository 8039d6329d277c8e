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

/** A sentence to show the user, preferring the server's own message. */
export function errorMessage(error: FetchBaseQueryError | SerializedError | unknown): string {
  if (isFetchBaseQueryError(error)) {
    if (isApiErrorBody(error.data)) return error.data.error;
    switch (error.status) {
      case 'FETCH_ERROR':
      case 'TIMEOUT_ERROR':
        return UNREACHABLE_MESSAGE;
      case 'PARSING_ERROR':
        return `The server sent an unexpected response (HTTP ${error.originalStatus}).`;
      case 'CUSTOM_ERROR':
        return error.error;
      default:
        return `${NETWORK_NOT_OK} (HTTP ${error.status})`;
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
