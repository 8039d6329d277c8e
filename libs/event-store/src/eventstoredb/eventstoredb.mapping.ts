// Pure translations between the port's types and @kurrent/kurrentdb-client's. No I/O here, so every rule
// about revisions, positions and the envelope is unit-tested without a server.
import {
  ANY,
  jsonEvent,
  NO_STREAM,
  START as ESDB_START,
  STREAM_EXISTS,
  type AppendStreamState,
  type EventData,
  type JSONType,
  type Position,
  type ReadPosition,
} from '@kurrent/kurrentdb-client';
import { comparePositions } from '../all-position.js';
import { WrongExpectedVersionError } from '../event-store.errors.js';
import {
  START,
  type AllPosition,
  type EventMetadata,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from '../event-store.port.js';

export const toEsdbExpectedRevision = (expected: ExpectedRevision): AppendStreamState => {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      if (expected < 0n) throw new RangeError(`Expected revision must be >= 0, got ${expected}`);
      return expected;
  }
};

/** The client reports the current revision as a bigint or 'no_stream'; the port uses the same shape. */
export const toWrongExpectedVersionError = (
  streamId: string,
  expected: ExpectedRevision,
  actual: bigint | 'no_stream' | undefined,
): WrongExpectedVersionError => new WrongExpectedVersionError(streamId, expected, actual ?? 'no_stream');

/** txId = commit, position = prepare. */
export const fromEsdbPosition = (position: Position): AllPosition => ({
  txId: position.commit,
  position: position.prepare,
});

/** START (0, 0) is "before everything"; ESDB wants its own START marker there, not a log position. */
export const toEsdbReadPosition = (position: AllPosition): ReadPosition =>
  comparePositions(position, START) <= 0 ? ESDB_START : { commit: position.txId, prepare: position.position };

/** ESDB reads $all inclusively from a position; the port resumes strictly after it. */
export const isAfter = (position: Position, from: AllPosition): boolean =>
  comparePositions(fromEsdbPosition(position), from) > 0;

type StoredMetadata = EventMetadata & { schemaVersion: number };

export const toEsdbEvent = (event: NewEvent): EventData => {
  const metadata: StoredMetadata = { ...event.metadata, schemaVersion: event.schemaVersion ?? 1 };
  // The client JSON.stringifies data, so any JSON value (also numbers, null) travels; its type is narrower.
  return jsonEvent({ id: event.id, type: event.type, data: (event.data ?? null) as JSONType, metadata });
};

/**
 * The key of a flat metadata record that names its JSON-encoded values (comma-separated). KurrentDB's
 * multi-stream append takes metadata as string properties only; the strings stay as they are (readable by
 * other tools) and the rest (nulls, the schema version) travel as JSON text, listed here to be read back.
 */
export const FLAT_JSON_KEYS = 'tempest.json';

/** The same event for `multiStreamAppend`: its stored metadata flattened to strings (FLAT_JSON_KEYS). */
export const toFlatEsdbEvent = (event: NewEvent): EventData => {
  const stored = toEsdbEvent(event);
  const metadata: Record<string, string> = {};
  const encoded: string[] = [];
  for (const [key, value] of Object.entries(stored.metadata as StoredMetadata)) {
    if (value === undefined) continue;
    if (typeof value === 'string') metadata[key] = value;
    else {
      metadata[key] = JSON.stringify(value);
      encoded.push(key);
    }
  }
  metadata[FLAT_JSON_KEYS] = encoded.join(',');
  return { ...stored, metadata };
};

/**
 * Flat metadata (toFlatEsdbEvent) back to its JSON values; any other metadata as it is, also metadata another
 * tool wrote with a `tempest.json` key whose values are not JSON (a reader must never stop on an event).
 */
export const unflatten = (stored: Record<string, unknown>): Record<string, unknown> => {
  const keys = stored[FLAT_JSON_KEYS];
  if (typeof keys !== 'string') return stored;
  const { [FLAT_JSON_KEYS]: _, ...rest } = stored;
  try {
    for (const key of keys === '' ? [] : keys.split(',')) {
      const value = rest[key];
      if (typeof value === 'string') rest[key] = JSON.parse(value) as unknown;
    }
  } catch {
    return stored;
  }
  return rest;
};

/** The subset of the client's recorded event that the envelope is built from. */
export type EsdbRecorded = {
  id: string;
  type: string;
  streamId: string;
  revision: bigint;
  data: unknown;
  metadata: unknown;
  created: Date;
  position?: Position;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

/**
 * Splits the stored metadata back into the envelope's schemaVersion and EventMetadata. Events written
 * by other tools carry no Tempest metadata: they read as system events at schema version 1.
 */
export const splitMetadata = (
  raw: unknown,
  fallback: { id: string; created: Date },
): { schemaVersion: number; metadata: EventMetadata } => {
  const stored = isRecord(raw) ? unflatten(raw) : raw;
  if (!isRecord(stored) || typeof stored.actorKind !== 'string') {
    const schemaVersion = isRecord(stored) && typeof stored.schemaVersion === 'number' ? stored.schemaVersion : 1;
    const metadata: EventMetadata = {
      actorId: null,
      actorKind: 'system',
      correlationId: fallback.id,
      causationId: null,
      requestId: null,
      timestamp: fallback.created.toISOString(),
    };
    return { schemaVersion, metadata };
  }
  const { schemaVersion, ...rest } = stored;
  return {
    schemaVersion: typeof schemaVersion === 'number' ? schemaVersion : 1,
    metadata: rest as EventMetadata,
  };
};

/** `commitPosition` is the resolved event's fallback for servers that omit the record's position. */
export const fromEsdbEvent = (event: EsdbRecorded, commitPosition?: bigint): RecordedEvent => {
  const { schemaVersion, metadata } = splitMetadata(event.metadata, event);
  return {
    id: event.id,
    type: event.type,
    streamId: event.streamId,
    revision: event.revision,
    globalPosition: event.position?.prepare ?? commitPosition ?? -1n,
    schemaVersion,
    data: event.data,
    metadata,
  };
};

/** System events ($-prefixed types, e.g. $metadata, $>, $statistics) and system streams are not ours. */
export const isSystemEvent = (event: { type: string; streamId: string }): boolean =>
  event.type.startsWith('$') || event.streamId.startsWith('$');
