/** The one error body the API answers with (GUIDE §3). */
export type ApiErrorBody = { error: string; code: string; details?: unknown };

/** An HTTP-level error that is not a domain rule (bad JSON, unknown route, validation of a DTO). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
