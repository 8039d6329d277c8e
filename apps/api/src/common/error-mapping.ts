import { HttpException } from '@nestjs/common';
import { DomainError, type ErrorCategory } from '@tempest/domain';
import { IdempotencyConflictError, InvalidEventDataError, WrongExpectedVersionError } from '@tempest/event-store';
import { PythonRuntimeError } from '@tempest/python-runtime';
import { ApiError, type ApiErrorBody } from './api-error.js';

const STATUS: Record<ErrorCategory, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

/** Pure: any thrown value → HTTP status and the API's error body. Unknown errors are 500s. */
export const toHttpError = (error: unknown): { status: number; body: ApiErrorBody; headers?: Record<string, string> } => {
  if (error instanceof DomainError) {
    return { status: STATUS[error.category], body: { error: error.message, code: error.code, details: error.details } };
  }
  if (error instanceof ApiError) {
    return { status: error.status, body: { ...error.extra, error: error.message, code: error.code, details: error.details }, headers: error.headers };
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
