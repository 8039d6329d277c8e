/** The one error body the API answers with (README, The API: Errors). */
export type ApiErrorBody = { error: string; code: string; details?: unknown; [extra: string]: unknown };

/** An HTTP-level error that is not a domain rule (bad JSON, unknown route, validation of a DTO). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Extra top-level fields of the answer, where clients read them (e.g. error_code, next_allocation_days: docs/api-agent.md). */
    readonly extra?: Record<string, unknown>,
    /** Response headers the answer carries (a 429's Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
