// The large-append path (issue 33 §5, docs/architecture.md, Appending): one transaction that checks and
// compare-and-sets every stream (append_start), then loads the events with COPY, then reads their positions
// and commits. COPY parses each event's data and metadata once, straight into their columns, where
// append_events parses the whole batch as one jsonb document and then takes every event's fields out of it
// again: twice the server's work per event (bench/event-store/results.md, large appends).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { IdempotencyConflictError, InvalidEventDataError, WrongExpectedVersionError } from '../event-store.errors.js';
import type { AppendResult, NewEvent, StreamAppend } from '../event-store.port.js';
import { expectedCode, streamType } from './postgres.rows.js';
import { quoteIdent } from './postgres.schema.js';

type StartRow = { ord: string; status: string; revision: string | null; tx_id: string | null; last_position: string | null };

/** Rows per COPY chunk: the server parses one while the next is built. */
const CHUNK_ROWS = 500;

/** COPY's text format: backslash, tab and line breaks escaped. */
const copyText = (text: string): string => (/[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]) : text);
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/** JSON text holds no raw control character: only its backslashes need escaping. */
const copyJson = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text.includes('\\') ? text.replaceAll('\\', '\\\\') : text;
};

/**
 * A stream id or event type COPY would store other than as given: NUL, which no text column holds, and a
 * lone surrogate, which UTF-8 encoding would silently turn into U+FFFD (in event data, JSON escapes both
 * and jsonb refuses them, 22P05 / 22P02, as on the other path).
 */
const badText = (text: string): boolean => /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

/** One stream's events to COPY, at revisions first, first + 1, … */
type Copied = { ord: number; streamId: string; events: NewEvent[]; first: number; last: bigint; txId: bigint };

/**
 * The COPY's rows, CHUNK_ROWS at a time, built as they are sent: between two chunks the event loop runs, so
 * the socket takes one chunk and the server parses it while the next is built.
 */
async function* copyChunks(copied: Copied[]): AsyncGenerator<string> {
  let chunk = '';
  let rows = 0;
  for (const c of copied) {
    const prefix = copyText(c.streamId) + '\t';
    for (let i = 0; i < c.events.length; i++) {
      const e = c.events[i];
      chunk += prefix + (c.first + i) + '\t' + copyText(e.id) + '\t' + copyText(e.type) + '\t' + (e.schemaVersion ?? 1) + '\t' + copyJson(e.data ?? null) + '\t' + copyJson(e.metadata) + '\n';
      if (++rows === CHUNK_ROWS) {
        yield chunk;
        chunk = '';
        rows = 0;
        await new Promise(setImmediate);
      }
    }
  }
  if (rows > 0) yield chunk;
}

const pgCode = (error: unknown): string | undefined => (error as { code?: string }).code;
/** 22P05: NUL in jsonb; 22P02: invalid JSON such as a lone surrogate. */
const isBadData = (error: unknown): boolean => pgCode(error) === '22P05' || pgCode(error) === '22P02';
/** The COPY met an event id already stored (a twin append won the race, or some ids of the batch were written before). */
const isDuplicateId = (error: unknown): boolean => pgCode(error) === '23505';

type Attempt = { results: AppendResult[]; wrote: boolean };

const refusal = (write: StreamAppend, row: StartRow): Error =>
  row.status === 'idempotency_conflict'
    ? new IdempotencyConflictError(write.streamId)
    : new WrongExpectedVersionError(write.streamId, write.expected, row.revision === null ? 'no_stream' : BigInt(row.revision));

const once = async (client: pg.PoolClient, schema: string, writes: StreamAppend[]): Promise<Attempt> => {
  const s = quoteIdent(schema);
  await client.query('BEGIN');
  const rows = await client.query<StartRow>(`SELECT * FROM ${s}.append_start($1)`, [
    JSON.stringify(writes.map((w) => ({ streamId: w.streamId, streamType: streamType(w.streamId), expected: expectedCode(w.expected).toString(), ids: w.events.map((e) => e.id) }))),
  ]);
  const refused = rows.rows.find((r) => r.status !== 'ok' && r.status !== 'duplicate');
  if (refused) throw refusal(writes[Number(refused.ord) - 1], refused);

  const results: AppendResult[] = new Array(writes.length);
  const copied: Copied[] = [];
  for (const row of rows.rows) {
    const i = Number(row.ord) - 1;
    if (row.status === 'duplicate') {
      results[i] = { nextRevision: BigInt(row.revision!), position: { txId: BigInt(row.tx_id!), position: BigInt(row.last_position!) } };
    } else {
      const { streamId, events } = writes[i];
      const last = BigInt(row.revision!);
      // Revisions stay far below 2^53: numbers, not bigints, while the rows are built.
      copied.push({ ord: i, streamId, events, first: Number(last) - events.length + 1, last, txId: BigInt(row.tx_id!) });
    }
  }
  if (copied.length === 0) {
    await client.query('COMMIT');
    return { results, wrote: false };
  }
  await pipeline(
    Readable.from(copyChunks(copied)),
    client.query(copyStreams.from(`COPY ${s}.events (stream_id, stream_version, event_id, type, schema_version, data, metadata) FROM STDIN`)),
  );
  // Each stream's last event (its primary key), read and committed in one round trip (a simple query, so the
  // values are literals).
  const keys = copied.map((c) => `(${client.escapeLiteral(c.streamId)}, ${c.last.toString()})`).join(', ');
  const [positions] = (await client.query(
    `SELECT ev.stream_id, ev.global_position::text AS position FROM (VALUES ${keys}) AS k(stream_id, version)
       JOIN ${s}.events ev ON ev.stream_id = k.stream_id AND ev.stream_version = k.version; COMMIT`,
  )) as unknown as [pg.QueryResult<{ stream_id: string; position: string }>];
  const byStream = new Map(positions.rows.map((r) => [r.stream_id, BigInt(r.position)]));
  for (const c of copied) results[c.ord] = { nextRevision: c.last, position: { txId: c.txId, position: byStream.get(c.streamId)! } };
  return { results, wrote: true };
};

/**
 * Appends every write (each stream at most once) in one transaction through COPY, all or nothing, with the
 * answers append_many would give. `wrote` is false when every write was a retry already stored.
 */
export const copyAppend = async (pool: pg.Pool, schema: string, writes: StreamAppend[]): Promise<Attempt> => {
  for (const w of writes) {
    if (badText(w.streamId) || w.events.some((e) => badText(e.type))) {
      throw new InvalidEventDataError(w.streamId, 'a stream id or event type holds NUL or a lone surrogate');
    }
  }
  const attempt = async (): Promise<Attempt> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await once(client, schema, writes);
    } catch (error) {
      await client.query('ROLLBACK').catch((e: Error) => (broken = e));
      throw error;
    } finally {
      client.release(broken);
    }
  };
  try {
    try {
      return await attempt();
    } catch (error) {
      // Started again, the first id is found if a twin committed (a duplicate), else the ids overlap a batch
      // written before: the refusal append_events gives.
      if (!isDuplicateId(error)) throw error;
      try {
        return await attempt();
      } catch (again) {
        if (isDuplicateId(again)) throw new IdempotencyConflictError(writes.map((w) => w.streamId).join(', '));
        throw again;
      }
    }
  } catch (error) {
    if (isBadData(error)) throw new InvalidEventDataError(writes.map((w) => w.streamId).join(', '), (error as Error).message);
    throw error;
  }
};
