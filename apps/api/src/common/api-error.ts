/** The one error body the API answers with (README, The API: Errors). */
export type ApiErrorBody = { error: string; code: string; details?: unknown; [extra: string]: unknown };

/**
 * A request the API could not read as one (a body that is not JSON, too large or too deep for the parser,
 * of a type not read, hostile text, a malformed address): refused before any route runs, so it is transport,
 * not a rule of the studio. Every other refusal is a DomainError from the catalogue (@tempest/domain).
 */
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
