export type ErrorCategory = 'validation' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict';

/** A rule of the domain said no. `code` is stable (clients and tests key on it); `message` is for people. */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly category: ErrorCategory;
  constructor(
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
