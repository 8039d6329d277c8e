import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { rowsWithinBytes } from '../byte-batches.js';
import { startCatchUpSubscription } from '../catch-up-subscription.js';
import { IdempotencyConflictError, InvalidEventDataError, WrongExpectedVersionError } from '../event-store.errors.js';
import type {
  AllPosition,
  AppendResult,
  EventRef,
  EventStore,
  StoredEventJson,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadAllPage,
  ReadStreamOptions,
  RecordedEvent,
  StreamAppend,
  StreamRead,
  Subscription,
} from '../event-store.port.js';
import { checkAppend, checkAppendMany } from '../append-checks.js';
import { START } from '../event-store.port.js';
import { UpcasterRegistry } from '../upcasters.js';
import { copyAppend, OLD_PATH } from './postgres.copy-append.js';
import { startNotifyHint } from './postgres.notify.js';
import { DEFAULT_FLUSH_BOUNDS, type FlushBounds, type FlushOutcome, GroupCommitter } from './group-commit.js';
import {
  appendEachParams,
  appendManyParams,
  appendParams,
  type EachAppend,
  EVENT_COLUMNS,
  eventsJsonText,
  type EventRow,
  expectedCode,
  rowToEvent,
  rowTxId,
} from './postgres.rows.js';
import { quoteIdent, schemaSql } from './postgres.schema.js';

export type PostgresEventStoreOptions = {
  pool: pg.Pool;
  /** 'pglite' turns off LISTEN/NOTIFY (PGlite delivers notifications to the wrong client). */
  kind?: 'postgres' | 'pglite';
  schema?: string;
  upcasters?: UpcasterRegistry;
  /**
   * Group commit (issue 32): single-stream appends that arrive while another is being written go together in
   * the next round trip and transaction (append_each), each with its own answer. On by default; `false`
   * writes every append in its own transaction (the bench's "before"). An object tunes the flush bounds and
   * how many flushes may run at once (default 1).
   */
  groupCommit?: boolean | (Partial<FlushBounds> & { concurrency?: number });
  /**
   * Large appends (issue 33 §5): an append, or an appendMany, of at least this many events goes through COPY
   * (postgres.copy-append.ts) instead of append_events / append_many; `false` never (the bench's "before").
   * Real PostgreSQL only: COPY FROM STDIN breaks pglite-socket's protocol, so PGlite always takes the old path.
   */
  copyFrom?: number | false;
};

/** From this many events an append goes through COPY: where it measured faster (bench/event-store/results.md). */
export const DEFAULT_COPY_FROM = 1000;

type Queryable = Pick<pg.ClientBase, 'query'>;
type AppendRow = { status: string; revision: string | null; tx_id: string | null; last_position: string | null };

/** Creates the tables and functions once; concurrent starts of several replicas serialise on a lock. */
export const ensureEventStoreSchema = async (pool: pg.Pool, schema: string): Promise<void> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`tempest-schema:${schema}`]);
    await client.query(schemaSql(schema));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};

/** An append function's answer for one stream: the port's result, or the refusal to throw. */
const answerOf = (streamId: string, expected: ExpectedRevision, row: AppendRow): AppendResult | Error => {
  if (row.status === 'conflict') {
    return new WrongExpectedVersionError(streamId, expected, row.revision === null ? 'no_stream' : BigInt(row.revision));
  }
  if (row.status === 'idempotency_conflict') return new IdempotencyConflictError(streamId);
  return {
    nextRevision: BigInt(row.revision!),
    position: { txId: BigInt(row.tx_id!), position: BigInt(row.last_position!) },
  };
};

/** One round trip: compare-and-set the stream version and insert every event. Exported for tests. */
export const appendWithClient = async (
  client: Queryable,
  schema: string,
  streamId: string,
  events: NewEvent[],
  expected: ExpectedRevision,
  eventsText?: string,
): Promise<AppendResult> => {
  const sql = `SELECT * FROM ${quoteIdent(schema)}.append_events($1, $2, $3, $4)`;
  const { rows } = await client.query<AppendRow>(sql, appendParams(streamId, events, expected, eventsText));
  const answer = answerOf(streamId, expected, rows[0]);
  if (answer instanceof Error) throw answer;
  return answer;
};

const pgCode = (error: unknown): string | undefined => (error as { code?: string }).code;
const isUniqueViolation = (error: unknown): boolean => pgCode(error) === '23505';
/** 22P05: NUL in text/jsonb; 22P02 (in an append): invalid JSON such as a lone surrogate. */
const isBadData = (error: unknown): boolean => pgCode(error) === '22P05' || pgCode(error) === '22P02';

type AppendManyRow = { ord: string; revision: string; tx_id: string; last_position: string };
/** append_many's refusal: DETAIL carries the stream and its revision. */
const REFUSED = 'TE409';
/** Pages a subscription read, kept for the others at that position (see subscriptionRead). */
const SETTLED_PAGES = 16;
const SETTLED_PAGE_MS = 1000;

/** One round trip for every stream's append, all or nothing (see append_many). */
const appendManyOnce = async (pool: pg.Pool, schema: string, writes: StreamAppend[]): Promise<AppendResult[]> => {
  try {
    const { rows } = await pool.query<AppendManyRow>(`SELECT * FROM ${quoteIdent(schema)}.append_many($1)`, appendManyParams(writes));
    const results: AppendResult[] = new Array(writes.length);
    for (const row of rows) {
      results[Number(row.ord) - 1] = { nextRevision: BigInt(row.revision), position: { txId: BigInt(row.tx_id), position: BigInt(row.last_position) } };
    }
    return results;
  } catch (error) {
    if (pgCode(error) === REFUSED) {
      const { streamId, revision } = JSON.parse((error as { detail: string }).detail) as { streamId: string; revision: number | null };
      if ((error as Error).message === 'idempotency_conflict') throw new IdempotencyConflictError(streamId);
      const expected = writes.find((w) => w.streamId === streamId)!.expected;
      throw new WrongExpectedVersionError(streamId, expected, revision === null ? 'no_stream' : BigInt(revision));
    }
    if (isBadData(error)) throw new InvalidEventDataError(writes.map((w) => w.streamId).join(', '), (error as Error).message);
    throw error;
  }
};

/** append_many, once more if two identical retries raced (the loser then finds the winner's events), as appendAlone. */
const appendManyAlone = async (pool: pg.Pool, schema: string, writes: StreamAppend[]): Promise<AppendResult[]> => {
  try {
    return await appendManyOnce(pool, schema, writes);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return await appendManyOnce(pool, schema, writes);
  }
};

/** One append in its own transaction: the path of every append without group commit, and of a flush of one. */
const appendAlone = async (
  pool: pg.Pool,
  schema: string,
  streamId: string,
  events: NewEvent[],
  expected: ExpectedRevision,
  eventsText?: string,
): Promise<AppendResult> => {
  const once = () => appendWithClient(pool, schema, streamId, events, expected, eventsText);
  try {
    try {
      return await once();
    } catch (error) {
      // Two identical retries raced: the loser now finds the winner's events and succeeds idempotently.
      if (!isUniqueViolation(error)) throw error;
      return await once();
    }
  } catch (error) {
    if (isBadData(error)) throw new InvalidEventDataError(streamId, (error as Error).message);
    throw error;
  }
};

/** One append waiting for a group commit: its events stringified once, when it was queued. */
type QueuedAppend = EachAppend & { events: NewEvent[]; bytes: number };
type AppendEachRow = AppendRow & { ord: string };

/** One round trip and one transaction for many single-stream appends, each answered on its own (append_each). */
const appendEachOnce = async (pool: pg.Pool, schema: string, appends: QueuedAppend[]): Promise<FlushOutcome<AppendResult>[]> => {
  const { rows } = await pool.query<AppendEachRow>(`SELECT * FROM ${quoteIdent(schema)}.append_each($1)`, appendEachParams(appends));
  const outcomes: FlushOutcome<AppendResult>[] = new Array(appends.length);
  for (const row of rows) {
    const { streamId, expected } = appends[Number(row.ord) - 1];
    const answer = answerOf(streamId, expected, row);
    outcomes[Number(row.ord) - 1] = answer instanceof Error ? { ok: false, error: answer } : { ok: true, value: answer };
  }
  return outcomes;
};

/**
 * The server answered with an error (not a lost connection): the statement, and with it the flush's
 * transaction, was rolled back, so nothing of the flush was written.
 */
const isServerError = (error: unknown): boolean => typeof (error as { severity?: unknown }).severity === 'string' && typeof pgCode(error) === 'string';

const settle = <T>(promise: Promise<T>): Promise<FlushOutcome<T>> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

/**
 * A group commit's flush: a lone append goes as before (append_events); several go in one append_each. If
 * the server refuses the whole statement (one append's data jsonb cannot hold, two identical retries racing,
 * a deadlock with another writer), nothing was written: each append is redone alone, one at a time, and gets
 * the answer it would have had without the others.
 */
const flushAppends = async (pool: pg.Pool, schema: string, appends: QueuedAppend[]): Promise<FlushOutcome<AppendResult>[]> => {
  const alone = (a: QueuedAppend) => settle(appendAlone(pool, schema, a.streamId, a.events, a.expected, a.eventsText));
  if (appends.length === 1) return [await alone(appends[0])];
  try {
    return await appendEachOnce(pool, schema, appends);
  } catch (error) {
    if (!isServerError(error)) throw error;
    const outcomes: FlushOutcome<AppendResult>[] = [];
    for (const a of appends) outcomes.push(await alone(a));
    return outcomes;
  }
};

const jsonOf = (e: RecordedEvent): StoredEventJson => ({
  id: e.id, type: e.type, streamId: e.streamId, revision: e.revision, globalPosition: e.globalPosition, data: JSON.stringify(e.data ?? null), metadata: JSON.stringify(e.metadata),
});

export const createPostgresEventStore = async (options: PostgresEventStoreOptions): Promise<EventStore> => {
  const { pool } = options;
  const kind = options.kind ?? 'postgres';
  const schema = options.schema ?? 'public';
  const s = quoteIdent(schema);
  const upcasters = options.upcasters ?? new UpcasterRegistry();
  await ensureEventStoreSchema(pool, schema);

  const signal = new EventEmitter().setMaxListeners(0);
  const subscriptions = new Set<Subscription>();
  const notify = kind === 'postgres' ? startNotifyHint(pool, schema, () => signal.emit('appended')) : null;
  const toEvent = upcasters.isEmpty ? rowToEvent : (row: EventRow) => upcasters.apply(rowToEvent(row));
  const appended = () => {
    signal.emit('appended');
    notify?.hint();
  };

  const copyFrom = kind === 'pglite' ? false : (options.copyFrom ?? DEFAULT_COPY_FROM);
  const isLarge = (events: number) => copyFrom !== false && events >= copyFrom;

  const grouping = options.groupCommit ?? true;
  const committer =
    grouping === false
      ? null
      : new GroupCommitter<QueuedAppend, AppendResult>(
          async (appends) => {
            const outcomes = await flushAppends(pool, schema, appends);
            if (outcomes.some((o) => o.ok)) appended();
            return outcomes;
          },
          { ...DEFAULT_FLUSH_BOUNDS, ...(grouping === true ? {} : grouping) },
          grouping === true ? 1 : (grouping.concurrency ?? 1),
        );

  const readAllSql = `SELECT ${EVENT_COLUMNS} FROM ${s}.events
    WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
      AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY transaction_id, global_position LIMIT $3`;

  // With a types filter, the other events come back without their data and metadata (never decoded) and
  // only mark how far the page went.
  const typedReadAllSql = `SELECT event_id, type, stream_id, stream_version, global_position, transaction_id::text AS tx_id, schema_version,
      CASE WHEN type = ANY($4::text[]) THEN data END, CASE WHEN type = ANY($4::text[]) THEN metadata END
    FROM ${s}.events
    WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
      AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY transaction_id, global_position LIMIT $3`;

  // Without data (ReadAllOptions.withoutData): the envelope and metadata only; the document is never read.
  const envelopeReadAllSql = `SELECT event_id, type, stream_id, stream_version, global_position, transaction_id::text AS tx_id, schema_version, NULL AS data, metadata
    FROM ${s}.events
    WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
      AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY transaction_id, global_position LIMIT $3`;

  // The stored size of each event a page would hold (pg_column_size reads no document, compressed or not).
  const sizesSql = `SELECT CASE WHEN $4::text[] IS NULL OR type = ANY($4::text[]) THEN CASE WHEN $5::boolean THEN 0 ELSE pg_column_size(data) END + pg_column_size(metadata) ELSE 0 END AS size
    FROM ${s}.events
    WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
      AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY transaction_id, global_position LIMIT $3`;

  /** How many events, of at most `maxCount`, a page bounded by `maxBytes` takes from `from`. */
  const countWithinBytes = async (from: AllPosition, maxCount: number, maxBytes: number, types: readonly string[] | undefined, withoutData: boolean): Promise<number> => {
    const { rows } = await pool.query<{ size: number }>(sizesSql, [from.txId.toString(), from.position.toString(), maxCount, types ?? null, withoutData]);
    return rowsWithinBytes(rows.map((r) => Number(r.size)), maxBytes);
  };

  const readAllNow = async (from: AllPosition, asked: number, types?: readonly string[], maxBytes?: number, withoutData = false): Promise<ReadAllPage> => {
    const maxCount = maxBytes === undefined ? asked : await countWithinBytes(from, asked, maxBytes, types, withoutData);
    if (maxCount === 0) return { events: [], next: from, isEnd: true };
    const { rows } = await pool.query<EventRow>({
      text: withoutData ? envelopeReadAllSql : types ? typedReadAllSql : readAllSql,
      values: [from.txId.toString(), from.position.toString(), maxCount, ...(types && !withoutData ? [types] : [])],
      rowMode: 'array',
    });
    if (rows.length === 0) return { events: [], next: from, isEnd: true };
    const last = rows[rows.length - 1];
    const wanted = types ? new Set(types) : null;
    return {
      // Without data there is nothing to upcast: the envelope as stored.
      events: (wanted ? rows.filter((row) => wanted.has(row[1])) : rows).map(withoutData ? rowToEvent : toEvent),
      next: { txId: rowTxId(last), position: BigInt(last[4]) },
      isEnd: rows.length < maxCount,
      scanned: rows.length,
    };
  };

  // Every projection follows $all on its own subscription, and an append wakes them all at once: readers
  // asking for the same page while it is being read share that one query (on the embedded database, whose
  // one backend runs queries one at a time, this was a read of every new event per projection).
  const reading = new Map<string, Promise<ReadAllPage>>();
  const readAll = (from: AllPosition, maxCount = 1000, options: ReadAllOptions = {}): Promise<ReadAllPage> => {
    const types = options.types && options.types.length > 0 ? options.types : undefined;
    const withoutData = options.withoutData === true;
    const key = `${from.txId}:${from.position}:${maxCount}:${options.maxBytes ?? ''}${withoutData ? ':-data' : ''}${types ? `:${types.join(',')}` : ''}`;
    const running = reading.get(key);
    if (running) return running;
    const read = readAllNow(from, maxCount, types, options.maxBytes, withoutData).finally(() => reading.delete(key));
    reading.set(key, read);
    return read;
  };
  // The subscriptions do not all ask at once: under a steady stream of appends each projector stands at its own
  // position when woken (one that wrote rows comes back later than one that skipped the batch), and each read
  // was a query of its own. But starting where another left off, they walk the same chain of pages, and a page
  // with events is a fact: readAll never passes a transaction still in flight, so nothing can appear inside it
  // later. Such a page answers the next subscription at that position for SETTLED_PAGE_MS; an empty page is
  // never kept, nor whether the log ended after it (either would hide what comes next).
  const settled = new Map<string, { page: ReadAllPage; until: number }>();
  const subscriptionRead = async (from: AllPosition, maxCount: number): Promise<ReadAllPage> => {
    const key = `${from.txId}:${from.position}:${maxCount}`;
    const known = settled.get(key);
    // Whether the log ended there was true when it was read: the subscription asks what follows again itself.
    if (known && known.until > Date.now()) return known.page.isEnd ? { ...known.page, isEnd: false } : known.page;
    const page = await readAll(from, maxCount);
    if (page.events.length > 0) {
      settled.delete(key);
      if (settled.size >= SETTLED_PAGES) settled.delete(settled.keys().next().value!);
      settled.set(key, { page, until: Date.now() + SETTLED_PAGE_MS });
    }
    return page;
  };

const readEvents = async (refs: EventRef[]): Promise<RecordedEvent[]> => {
    if (refs.length === 0) return [];
    // One primary-key probe per ref (LATERAL … OFFSET 0), as readStreams does.
    const { rows } = await pool.query<EventRow>({
      text: `SELECT e.* FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY AS r(stream_id, rev, o)
        CROSS JOIN LATERAL (SELECT ${EVENT_COLUMNS} FROM ${s}.events ev
          WHERE ev.stream_id = r.stream_id AND ev.stream_version = r.rev OFFSET 0) e
        ORDER BY r.o`,
      values: [refs.map((r) => r.streamId), refs.map((r) => r.revision.toString())],
      rowMode: 'array',
    });
    return rows.map(toEvent);
  };

  return {
    kind,
    eventsTable: upcasters.isEmpty ? `${s}.events` : null,
    async append(streamId, events, expected = 'any') {
      checkAppend(events);
      if (isLarge(events.length)) {
        // Past the group commit (as appendMany): its COPY is its own transaction.
        const copied = await copyAppend(pool, schema, [{ streamId, events, expected }]);
        const result = copied === OLD_PATH ? await appendAlone(pool, schema, streamId, events, expected) : copied[0];
        appended();
        return result;
      }
      if (!committer) {
        const result = await appendAlone(pool, schema, streamId, events, expected);
        appended();
        return result;
      }
      // Refused here, before it joins a flush, what would otherwise fail the flush's other appends.
      expectedCode(expected);
      const eventsText = eventsJsonText(events);
      // Characters, not bytes (equal for ASCII): a flush bound needs no exact count.
      return committer.submit({ streamId, events, expected, eventsText, bytes: eventsText.length });
    },

    async appendMany(writes) {
      checkAppendMany(writes);
      const copied = isLarge(writes.reduce((n, w) => n + w.events.length, 0)) ? await copyAppend(pool, schema, writes) : OLD_PATH;
      const results = copied === OLD_PATH ? await appendManyAlone(pool, schema, writes) : copied;
      appended();
      return results;
    },

    async readStreams(reads: StreamRead[]): Promise<Map<string, RecordedEvent[]>> {
      const found = new Map<string, RecordedEvent[]>(reads.map((r) => [r.streamId, []]));
      if (reads.length === 0) return found;
      // One index probe per stream (LATERAL … OFFSET 0), whatever plan PGlite's never-analysed tables suggest.
      const { rows } = await pool.query<EventRow>({
        text: `SELECT e.* FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY AS r(stream_id, from_rev, o)
          CROSS JOIN LATERAL (SELECT ${EVENT_COLUMNS} FROM ${s}.events ev
            WHERE ev.stream_id = r.stream_id AND ev.stream_version >= r.from_rev ORDER BY ev.stream_version OFFSET 0) e
          ORDER BY r.o, e.stream_version`,
        values: [reads.map((r) => r.streamId), reads.map((r) => (r.fromRevision ?? 0n).toString())],
        rowMode: 'array',
      });
      for (const row of rows) found.get(row[2])!.push(toEvent(row));
      return found;
    },

    readEvents,

    async readEventsJson(refs: EventRef[]): Promise<StoredEventJson[]> {
      // With upcasters the stored text may be an older schema: parse, upcast and write it again.
      if (!upcasters.isEmpty) return (await readEvents(refs)).map(jsonOf);
      if (refs.length === 0) return [];
      const { rows } = await pool.query<[string, string, string, string, string, string, string]>({
        text: `SELECT e.* FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY AS r(stream_id, rev, o)
          CROSS JOIN LATERAL (SELECT ev.event_id::text, ev.type, ev.stream_id, ev.stream_version::text, ev.global_position::text, ev.data::text, ev.metadata::text
            FROM ${s}.events ev WHERE ev.stream_id = r.stream_id AND ev.stream_version = r.rev OFFSET 0) e
          ORDER BY r.o`,
        values: [refs.map((r) => r.streamId), refs.map((r) => r.revision.toString())],
        rowMode: 'array',
      });
      return rows.map((r) => ({ id: r[0], type: r[1], streamId: r[2], revision: BigInt(r[3]), globalPosition: BigInt(r[4]), data: r[5], metadata: r[6] }));
    },

    async readStream(streamId, opts: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
      const backwards = opts.direction === 'backwards';
      const from = opts.fromRevision ?? (backwards ? BigInt(Number.MAX_SAFE_INTEGER) : 0n);
      const { rows } = await pool.query<EventRow>({
        text: `SELECT ${EVENT_COLUMNS} FROM ${s}.events WHERE stream_id = $1
          AND stream_version ${backwards ? '<=' : '>='} $2 ORDER BY stream_version ${backwards ? 'DESC' : 'ASC'}
          LIMIT $3`,
        values: [streamId, from.toString(), opts.maxCount ?? null],
        rowMode: 'array',
      });
      return rows.map(toEvent);
    },

    readAll,

    subscribeToAll(handler, opts) {
      const subscription = startCatchUpSubscription(handler, {
        from: opts.from,
        batchSize: opts.batchSize ?? 1000,
        pollIntervalMs: opts.pollIntervalMs ?? 250,
        coalesceMs: opts.coalesceMs,
        readAll: subscriptionRead,
        onWake: (listener) => {
          signal.on('appended', listener);
          return () => signal.off('appended', listener);
        },
      });
      subscriptions.add(subscription);
      void subscription.failed.then(() => subscriptions.delete(subscription));
      return subscription;
    },

    async headPosition() {
      const { rows } = await pool.query<{ tx: string; pos: string; at: Date }>(
        `SELECT transaction_id::text AS tx, global_position AS pos, created_at AS at FROM ${s}.events
          WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
      );
      if (rows.length === 0) return { position: { txId: 0n, position: 0n }, at: null };
      return { position: { txId: BigInt(rows[0].tx), position: BigInt(rows[0].pos) }, at: rows[0].at };
    },

    async countAll({ after, upTo, types }) {
      const { rows } = await pool.query<{ events: string; of_types: string; bytes: string }>(
        `SELECT count(*) AS events, count(*) FILTER (WHERE $3::text[] IS NULL OR type = ANY($3::text[])) AS of_types,
                coalesce(sum(pg_column_size(data) + pg_column_size(metadata)) FILTER (WHERE $3::text[] IS NULL OR type = ANY($3::text[])), 0) AS bytes
           FROM ${s}.events WHERE global_position > $1 AND ($2::bigint IS NULL OR global_position <= $2)`,
        [(after ?? 0n).toString(), upTo?.toString() ?? null, types ?? null],
      );
      return { events: Number(rows[0].events), ofTypes: Number(rows[0].of_types), bytes: Number(rows[0].bytes) };
    },

    async lastCommittedPosition() {
      const { rows } = await pool.query<{ tx: string; pos: string }>(
        `SELECT transaction_id::text AS tx, global_position AS pos FROM ${s}.events ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
      );
      return rows.length === 0 ? START : { txId: BigInt(rows[0].tx), position: BigInt(rows[0].pos) };
    },

    onAppended(listener) {
      signal.on('appended', listener);
      return () => signal.off('appended', listener);
    },

    async close() {
      await committer?.drained(); // appends already accepted are written (and answered) before the pool goes
      await Promise.all([...subscriptions].map((sub) => sub.stop()));
      subscriptions.clear();
      signal.removeAllListeners();
      await notify?.stop();
    },
  };
};
