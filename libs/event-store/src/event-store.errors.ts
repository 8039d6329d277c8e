import type { ExpectedRevision } from './event-store.port.js';

/** The stream's current revision did not match the expected one. Maps to HTTP 409. */
export class WrongExpectedVersionError extends Error {
  readonly code = 'stream.wrong_expected_version';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** The stream's current revision, or 'no_stream' when it has no events. */
    readonly actual: bigint | 'no_stream',
  ) {
    super(
      `Stream ${streamId} is at revision ${String(actual)}, expected ${String(expected)}`,
    );
    this.name = 'WrongExpectedVersionError';
  }
}

/** A retried append reused event ids at different positions: it is not the same append. */
export class IdempotencyConflictError extends Error {
  readonly code = 'stream.idempotency_conflict';
  constructor(readonly streamId: string) {
    super(`Stream ${streamId}: event ids already appended at other positions`);
    this.name = 'IdempotencyConflictError';
  }
}

/** Another process holds the embedded database's data directory. */
export class DataDirectoryInUseError extends Error {
  readonly code = 'store.data_dir_in_use';
  constructor(readonly dataDir: string, readonly holderPid: number | null) {
    super(
      `The data directory ${dataDir} is in use by another Tempest process` +
        (holderPid ? ` (pid ${holderPid})` : '') +
        '. Stop that process, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirectoryInUseError';
  }
}

/** The event store named by a connection string cannot be used: the string is not one, or the server did not answer. */
export class EventStoreUnreachableError extends Error {
  readonly code = 'store.unreachable';
  constructor(reason: string) {
    super(reason);
    this.name = 'EventStoreUnreachableError';
  }
}

/** The event's data cannot be stored (PostgreSQL's jsonb refuses NUL characters and lone surrogates). */
export class InvalidEventDataError extends Error {
  readonly code = 'event.invalid_data';
  constructor(readonly streamId: string, reason: string) {
    super(`The data cannot be stored: ${reason}`);
    this.name = 'InvalidEventDataError';
  }
}
