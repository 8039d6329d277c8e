// The large-append path (issue 33 §5, docs/architecture.md, Appending): one transaction, three round trips:
// compare-and-set every stream (append_start), load the events with COPY, read their positions and commit. COPY
// parses each event's data and metadata once, straight into their columns, where append_events parses the whole
// batch as one jsonb document and then takes every event's fields out of it again (bench/event-store/results.md,
// large appends). Only the common case goes this way; a retry, a conflict or a reused event id is rolled back
// and answered by the old path, which knows every answer.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { InvalidEventDataError } from '../event-store.errors.js';
import type { AppendResult, NewEvent, StreamAppend } from '../event-store.port.js';
import { expectedCode, streamType } from './postgres.rows.js';
import { quoteIdent } from './postgres.schema.js';

type StartRow = { ord: string; revision: string | null; tx_id: string | null };

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
 * and jsonb refuses them, 22P05 / 22P02, as on the old path).
 */
const badText = (text: string): boolean => /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

/** Rows per chunk of the COPY: small strings, each made a buffer at once, cost less than one large one. */
const CHUNK_ROWS = 256;

/**
 * The COPY's rows, stream after stream, each at its revision (first, first + 1, …), a chunk at a time as the
 * COPY takes them: the server parses the chunks in the socket while the next ones are built.
 */
export function* copyChunks(copied: { streamId: string; first: number; events: NewEvent[] }[]): Generator<Buffer> {
  let text = '';
  let rows = 0;
  for (const { streamId, first, events } of copied) {
    const prefix = copyText(streamId) + '\t';
    for (let i = 0; i < events.length; i++) {
      const e = events[i];
      text += prefix + (first + i) + '\t' + copyText(e.id) + '\t' + copyText(e.type) + '\t' + (e.schemaVersion ?? 1) + '\t' + copyJson(e.data ?? null) + '\t' + copyJson(e.metadata) + '\n';
      if (++rows === CHUNK_ROWS) {
        yield Buffer.from(text);
        text = '';
        rows = 0;
      }
    }
  }
  if (rows > 0) yield Buffer.from(text);
}

const pgCode = (error: unknown): string | undefined => (error as { code?: string }).code;
/** 22P05: NUL in jsonb; 22P02: invalid JSON such as a lone surrogate, or an id that is no uuid. */
const isBadData = (error: unknown): boolean => pgCode(error) === '22P05' || pgCode(error) === '22P02';
/** The COPY met an event id already stored: a twin append won the race, or the batch reuses ids of another. */
const isDuplicateId = (error: unknown): boolean => pgCode(error) === '23505';

/** Not through COPY: the old path is to answer. */
export const OLD_PATH = Symbol('old path');

const once = async (client: pg.PoolClient, schema: string, writes: StreamAppend[]): Promise<AppendResult[] | typeof OLD_PATH> => {
  const s = quoteIdent(schema);
  const starts = JSON.stringify(
    writes.map((w) => ({ streamId: w.streamId, streamType: streamType(w.streamId), expected: expectedCode(w.expected).toString(), n: w.events.length, firstId: w.events[0].id })),
  );
  // BEGIN and append_start in one round trip: a simple query, so its value is a literal.
  const [, { rows }] = (await client.query(`BEGIN; SELECT * FROM ${s}.append_start(${client.escapeLiteral(starts)}::jsonb)`)) as unknown as [
    pg.QueryResult,
    pg.QueryResult<StartRow>,
  ];
  if (rows.length < writes.length || rows.some((r) => r.revision === null)) return OLD_PATH;

  // In stream id order, as append_start answered: the order append_many gives them in $all.
  const copied = rows.map((row) => {
    const i = Number(row.ord) - 1;
    const { streamId, events } = writes[i];
    const last = BigInt(row.revision!);
    // Revisions stay far below 2^53: numbers while the rows are built.
    return { i, streamId, events, last, first: Number(last) - events.length + 1, txId: BigInt(row.tx_id!) };
  });
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
  const results: AppendResult[] = new Array(writes.length);
  for (const c of copied) results[c.i] = { nextRevision: c.last, position: { txId: c.txId, position: byStream.get(c.streamId)! } };
  return results;
};

/**
 * Appends every write (each stream at most once) in one transaction through COPY, all or nothing; or, when a
 * stream's first event id is stored, its expected revision does not hold, or the COPY meets a stored id, writes
 * nothing and answers OLD_PATH.
 */
export const copyAppend = async (pool: pg.Pool, schema: string, writes: StreamAppend[]): Promise<AppendResult[] | typeof OLD_PATH> => {
  for (const w of writes) {
    if (badText(w.streamId) || w.events.some((e) => badText(e.type))) {
      throw new InvalidEventDataError(w.streamId, 'a stream id or event type holds NUL or a lone surrogate');
    }
  }
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const answer = await once(client, schema, writes);
    if (answer === OLD_PATH) await client.query('ROLLBACK');
    return answer;
  } catch (error) {
    await client.query('ROLLBACK').catch((e: Error) => (broken = e));
    if (isDuplicateId(error)) return OLD_PATH;
    if (isBadData(error)) throw new InvalidEventDataError(writes.map((w) => w.streamId).join(', '), (error as Error).message);
    throw error;
  } finally {
    client.release(broken);
  }
};
