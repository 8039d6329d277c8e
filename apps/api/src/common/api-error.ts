/** The one error body the API answers with (GUIDE §3). */
export type ApiErrorBody = { error: string; code: string; details?: unknown; [extra: string]: unknown };

/** An HTTP-level error that is not a domain rule (bad JSON, unknown route, validation of a DTO). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Extra top-level fields of the answer, where the spec's client reads them (e.g. error_code). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
