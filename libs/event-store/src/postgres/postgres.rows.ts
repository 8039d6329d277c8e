import type { EventMetadata, NewEvent, RecordedEvent } from '../event-store.port.js';
import { EXPECTED_CODES } from './postgres.schema.js';
import type { ExpectedRevision, StreamAppend } from '../event-store.port.js';

/**
 * Column order of every event read; rows come back as arrays (pg rowMode 'array') for speed.
 * The text cast needs its own name: unnamed, it would be the output column `transaction_id`, and
 * `ORDER BY transaction_id` would then sort by the text ('10' < '9') instead of using the index.
 */
export const EVENT_COLUMNS =
  'event_id, type, stream_id, stream_version, global_position, transaction_id::text AS tx_id, schema_version, data, metadata';

export type EventRow = [string, string, string, string, string, string, number, unknown, EventMetadata];

export const rowToEvent = (row: EventRow): RecordedEvent => ({
  id: row[0],
  type: row[1],
  streamId: row[2],
  revision: BigInt(row[3]),
  globalPosition: BigInt(row[4]),
  schemaVersion: row[6],
  data: row[7],
  metadata: row[8],
});

export const rowTxId = (row: EventRow): bigint => BigInt(row[5]);

export const expectedCode = (expected: ExpectedRevision): bigint => {
  if (typeof expected === 'bigint') {
    if (expected < 0n) throw new RangeError(`Expected revision must be >= 0, got ${expected}`);
    return expected;
  }
  return BigInt(EXPECTED_CODES[expected]);
};

/** "game-0b1e…" → "game": the category a stream belongs to. */
export const streamType = (streamId: string): string => {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
};

const eventsJson = (events: NewEvent[]) =>
  events.map((e) => ({ id: e.id, type: e.type, schemaVersion: e.schemaVersion ?? 1, data: e.data ?? null, metadata: e.metadata }));

/** An append's events as the JSON text the append functions take. */
export const eventsJsonText = (events: NewEvent[]): string => JSON.stringify(eventsJson(events));

/** The append function's parameters: the events travel as one JSON array (one stringify, one parse). */
export const appendParams = (streamId: string, events: NewEvent[], expected: ExpectedRevision, eventsText = eventsJsonText(events)): unknown[] => [
  streamId,
  streamType(streamId),
  expectedCode(expected).toString(),
  eventsText,
];

/** One append of a group commit, its events already as JSON text (stringified once, when it was queued). */
export type EachAppend = { streamId: string; expected: ExpectedRevision; eventsText: string };

/**
 * append_each's one parameter: every append as one JSON array, built around each append's events text
 * rather than stringifying the events again.
 */
export const appendEachParams = (appends: readonly EachAppend[]): unknown[] => [
  `[${appends
    .map((a) => `{"streamId":${JSON.stringify(a.streamId)},"streamType":${JSON.stringify(streamType(a.streamId))},"expected":"${expectedCode(a.expected)}","events":${a.eventsText}}`)
    .join(',')}]`,
];

/** append_many's one parameter: every stream's append as one JSON array. */
export const appendManyParams = (writes: StreamAppend[]): unknown[] => [
  JSON.stringify(
    writes.map((w) => ({ streamId: w.streamId, streamType: streamType(w.streamId), expected: expectedCode(w.expected).toString(), events: eventsJson(w.events) })),
  ),
];
