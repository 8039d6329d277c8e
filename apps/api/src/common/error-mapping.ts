import { HttpException } from '@nestjs/common';
import { DomainError, type ErrorCategory } from '@tempest/domain';
import { IdempotencyConflictError, InvalidEventDataError, WrongExpectedVersionError } from '@tempest/event-store';
import { PythonRuntimeError } from '@tempest/python-runtime';
import { ApiError, type ApiErrorBody } from './api-error.js';

/** The one place an error category becomes an HTTP status. */
export const STATUS: Record<ErrorCategory, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unprocessable: 422,
  limited: 429,
  upstream_failed: 502,
  unavailable: 503,
  failed: 500,
};

export type HttpError = { status: number; body: ApiErrorBody; headers?: Record<string, string> };

/** Pure: a domain error as the API answers it; the catalogue entry says what it adds (fields, Retry-After). */
const answerOf = (error: DomainError): HttpError => {
  const body: ApiErrorBody = { ...error.fields, error: error.message, code: error.code, details: error.answeredDetails };
  const retryAfter = error.retryAfterSeconds;
  return retryAfter === undefined ? { status: STATUS[error.category], body } : { status: STATUS[error.category], body, headers: { 'Retry-After': String(retryAfter) } };
};

/** Pure: any thrown value → HTTP status and the API's error body. Unknown errors are 500s. */
export const toHttpError = (error: unknown): HttpError => {
  if (error instanceof DomainError) return answerOf(error);
  if (error instanceof ApiError) {
    return { status: error.status, body: { error: error.message, code: error.code, details: error.details } };
  }
  if (error instanceof PythonRuntimeError) {
    return { status: error.status, body: { error: error.message, code: error.code, details: error.details } };
  }
  if (error instanceof WrongExpectedVersionError) {
    const currentRevision = error.actual === 'no_stream' ? null : Number(error.actual);
    return {
      status: 409,
      body: {
        error: 'This was changed by someone else in the meantime. Reload and try again.',
        code: error.code,
        details: { currentRevision },
      },
    };
  }
  if (error instanceof InvalidEventDataError) {
    return {
      status: 400,
      body: { error: 'The request contains characters that cannot be stored (a NUL character or a broken emoji).', code: error.code },
    };
  }
  if (error instanceof IdempotencyConflictError) {
    return { status: 409, body: { error: error.message, code: error.code } };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code = status === 404 ? 'route.not_found' : `http.${status}`;
    return { status, body: { error: error.message, code } };
  }
  return { status: 500, body: { error: 'Internal server error', code: 'internal' } };
};

/**
 * How a refusal is logged, by HTTP and over the socket alike: one warning line without a stack for a refusal the
 * studio means (a domain error of category 'unavailable': a busy game or runtime, 503; under a flood it is said for
 * every request it sheds), an error for anything else at 500 and above, nothing for the rest (the client's mistakes).
 */
export const refusalLogLevel = (error: unknown, status: number): 'warn' | 'error' | null =>
  error instanceof DomainError && error.category === 'unavailable' ? 'warn' : status >= 500 ? 'error' : null;
