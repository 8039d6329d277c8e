import type { EventChain, ExplorerEvent } from '@tempest/contracts';
import type { ReadDb } from '../read-db.js';
import { categoryOf, type EventIndexRow } from './event-index.read-model.js';

/** The explorer's filters (docs/api-analytics.md); every one given must hold. */
export type ExplorerFilter = {
  stream?: string | null;
  prefix?: string | null;
  category?: string | null;
  eventTypes?: string[];
  actorId?: string | null;
  model?: string | null;
  from?: string | null;
  to?: string | null;
};

/** Where a page starts: strictly before / after a position, or at a time (the newest event at or before it, inclusive). */
export type ExplorerPage = { before?: bigint | null; after?: bigint | null; at?: string | null; limit: number };

type Where = { sql: string; params: unknown[] };

/** The first string after every string that starts with `prefix`, in byte order (the end of the prefix's range). */
const prefixEnd = (prefix: string): string => prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

const whereOf = (filter: ExplorerFilter, extra: string[] = [], extraParams: unknown[] = []): Where => {
  const parts = [...extra];
  const params = [...extraParams];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  if (filter.stream) add((p) => `e.stream_id = ${p}`, filter.stream);
  if (filter.prefix) {
    // A range of the text_pattern_ops index; a prefix that names a category ("game-…") also pins the category,
    // whose (category, position) index then reads in position order.
    add((p) => `e.stream_id ~>=~ ${p}`, filter.prefix);
    add((p) => `e.stream_id ~<~ ${p}`, prefixEnd(filter.prefix));
    if (filter.prefix.indexOf('-') > 0) add((p) => `e.category = ${p}`, categoryOf(filter.prefix));
  }
  if (filter.category) add((p) => `e.category = ${p}`, filter.category);
  if (filter.eventTypes && filter.eventTypes.length === 1) add((p) => `e.event_type = ${p}`, filter.eventTypes[0]);
  if (filter.eventTypes && filter.eventTypes.length > 1) add((p) => `e.event_type = ANY(${p}::text[])`, filter.eventTypes);
  if (filter.actorId) add((p) => `e.actor_id = ${p}`, filter.actorId);
  if (filter.model) add((p) => `e.model = ${p}`, filter.model);
  if (filter.from) add((p) => `e.at >= ${p}::timestamptz`, filter.from);
  if (filter.to) add((p) => `e.at < ${p}::timestamptz`, filter.to);
  return { sql: parts.length > 0 ? parts.join(' AND ') : 'TRUE', params };
};

export const toExplorerEvent = (row: EventIndexRow): ExplorerEvent => ({
  position: String(row.position),
  stream_id: row.stream_id,
  revision: String(row.revision),
  event_type: row.event_type,
  at: new Date(row.at).toISOString(),
  actor: { id: row.actor_id, kind: row.actor_kind as ExplorerEvent['actor']['kind'], name: null },
  model: row.model,
  correlation_id: row.correlation_id,
  causation_id: row.causation_id,
  event_id: row.event_id,
});

/** Rows of the filter on one side of a position, nearest first, at most `limit`. */
const side = (db: ReadDb, filter: ExplorerFilter, dir: 'older' | 'newer', pivot: bigint | null, limit: number) => {
  const keyset = pivot === null ? [] : [dir === 'older' ? 'e.position < $1' : 'e.position > $1'];
  const where = whereOf(filter, keyset, pivot === null ? [] : [pivot.toString()]);
  const order = dir === 'older' ? 'DESC' : 'ASC';
  return db.query<EventIndexRow>(
    `SELECT * FROM ${db.table('event_index')} e WHERE ${where.sql} ORDER BY e.position ${order} LIMIT ${limit}`,
    where.params,
  );
};

/** The position just after the newest event at or before `at` (so a `before` page starts with it). */
const pivotAt = async (db: ReadDb, at: string): Promise<bigint> => {
  const [row] = await db.query<{ position: string }>(
    `SELECT position FROM ${db.table('event_index')} WHERE at <= $1::timestamptz ORDER BY at DESC, position DESC LIMIT 1`,
    [at],
  );
  return row ? BigInt(row.position) + 1n : 1n;
};

/**
 * One page of the explorer, newest first, both ways by keyset: `before` (older), `after` (newer) or `at`
 * (a time). Each side is an index range read from the pivot; `limit + 1` rows tell whether more lie beyond.
 */
export const explorerPage = async (
  db: ReadDb,
  filter: ExplorerFilter,
  page: ExplorerPage,
): Promise<{ events: ExplorerEvent[]; nextBefore: string | null; nextAfter: string | null }> => {
  const newer = page.after !== null && page.after !== undefined;
  const pivot = newer ? page.after! : page.at ? await pivotAt(db, page.at) : (page.before ?? null);
  const rows = await side(db, filter, newer ? 'newer' : 'older', pivot, page.limit + 1);
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  if (newer) shown.reverse();
  const events = shown.map(toExplorerEvent);
  if (events.length === 0) return { events, nextBefore: null, nextAfter: null };
  const newest = BigInt(events[0].position);
  const oldest = BigInt(events[events.length - 1].position);
  const olderExists = newer ? (await side(db, filter, 'older', oldest, 1)).length > 0 : more;
  const newerExists = newer ? more : pivot !== null && (await side(db, filter, 'newer', newest, 1)).length > 0;
  return { events, nextBefore: olderExists ? oldest.toString() : null, nextAfter: newerExists ? newest.toString() : null };
};

export const explorerEvent = async (db: ReadDb, position: bigint): Promise<EventIndexRow | null> => {
  const [row] = await db.query<EventIndexRow>(`SELECT * FROM ${db.table('event_index')} WHERE position = $1`, [position.toString()]);
  return row ?? null;
};

/** Every event sharing the correlation id (at most `cap`, oldest first), and the causation links among them. */
export const eventChain = async (db: ReadDb, correlationId: string | null, self: EventIndexRow, cap: number): Promise<EventChain> => {
  const rows = correlationId
    ? await db.query<EventIndexRow>(`SELECT * FROM ${db.table('event_index')} WHERE correlation_id = $1 ORDER BY position LIMIT ${cap + 1}`, [correlationId])
    : [self];
  const shown = rows.slice(0, cap);
  if (!shown.some((r) => String(r.position) === String(self.position))) shown.push(self);
  const byEventId = new Map(shown.map((r) => [r.event_id, String(r.position)]));
  const nodes = shown.map((r) => ({ position: String(r.position), event_id: r.event_id, event_type: r.event_type, stream_id: r.stream_id, at: new Date(r.at).toISOString() }));
  const edges = shown.flatMap((r) => {
    const from = r.causation_id ? byEventId.get(r.causation_id) : undefined;
    return from && from !== String(r.position) ? [{ from, to: String(r.position) }] : [];
  });
  return { nodes, edges, truncated: rows.length > cap };
};

/** An export's index columns, as text, in the export's order (docs/api-analytics.md). */
const EXPORT_COLUMNS_SQL = `e.position::text AS position, e.stream_id, e.revision::text AS revision, e.event_type,
  to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, e.actor_id, e.actor_kind, e.model,
  e.correlation_id, e.causation_id, e.event_id::text AS event_id`;

/** An export's row: the index's columns as text (no Date or bigint parsing for rows that are only written out). */
export type ExportIndexRow = Omit<EventIndexRow, 'category'>;

/** The next batch of an export: rows of the filter in (after, until], oldest first (an index range, as a page is). */
export const explorerBatch = (db: ReadDb, filter: ExplorerFilter, after: bigint, until: bigint, limit: number): Promise<ExportIndexRow[]> => {
  const where = whereOf(filter, ['e.position > $1', 'e.position <= $2'], [after.toString(), until.toString()]);
  return db.query<ExportIndexRow>(
    `SELECT ${EXPORT_COLUMNS_SQL}
     FROM ${db.table('event_index')} e WHERE ${where.sql} ORDER BY e.position LIMIT ${limit}`,
    where.params,
  );
};

/** An export's row with the event's data and metadata as the JSON text the store holds (null if it is missing). */
export type ExportRow = ExportIndexRow & { data: string | null; metadata: string | null };

/**
 * As `explorerBatch`, with each event's data and metadata joined from the store's events table
 * (`EventStore.eventsTable`, in the same database): one round trip a batch, one primary-key probe an event
 * (LATERAL … OFFSET 0, whatever plan a never-analysed PGlite table suggests).
 */
export const explorerExportBatch = (db: ReadDb, events: string, filter: ExplorerFilter, after: bigint, until: bigint, limit: number): Promise<ExportRow[]> => {
  const where = whereOf(filter, ['e.position > $1', 'e.position <= $2'], [after.toString(), until.toString()]);
  return db.query<ExportRow>(
    `SELECT ${EXPORT_COLUMNS_SQL}, ev.data::text AS data, ev.metadata::text AS metadata
     FROM ${db.table('event_index')} e
     LEFT JOIN LATERAL (SELECT data, metadata FROM ${events} x WHERE x.stream_id = e.stream_id AND x.stream_version = e.revision OFFSET 0) ev ON TRUE
     WHERE ${where.sql} ORDER BY e.position LIMIT ${limit}`,
    where.params,
  );
};

/** An export row with its event's stored size. */
export type SizedExportRow = ExportRow & { size: number };

/**
 * As `explorerExportBatch`, bounded by bytes too: of the first `limit` rows, those whose events' stored sizes
 * (data and metadata: `pg_column_size`, which reads no document; compressed documents count for their compressed
 * bytes) add up to at most `capBytes`, and always the first. One statement: each event is probed once, its size
 * summed in order, and only the rows kept have their documents turned into text (docs/api-analytics.md).
 */
export const explorerExportBatchWithin = (
  db: ReadDb, events: string, filter: ExplorerFilter, after: bigint, until: bigint, limit: number, capBytes: number,
): Promise<SizedExportRow[]> => {
  const where = whereOf(filter, ['e.position > $1', 'e.position <= $2'], [after.toString(), until.toString()]);
  const cap = `$${where.params.length + 1}`;
  // The running sum is taken in the index's own order, at the level that reads it (a window the scan's order
  // satisfies, row by row): no sort of rows that carry their documents (one spilled to disk per batch, and took
  // about half of an export's read, bench/log-scale), and the outer order is the subquery's own (`pos`).
  const size = 'COALESCE(pg_column_size(ev.data) + pg_column_size(ev.metadata), 0)';
  return db.query<SizedExportRow>(
    `SELECT s.position, s.stream_id, s.revision, s.event_type, s.at, s.actor_id, s.actor_kind, s.model, s.correlation_id, s.causation_id, s.event_id,
       s.data::text AS data, s.metadata::text AS metadata, s.size
     FROM (
       SELECT ${EXPORT_COLUMNS_SQL}, e.position AS pos, ev.data, ev.metadata, ${size}::int AS size,
         row_number() OVER w AS n, sum(${size}) OVER w AS running
       FROM ${db.table('event_index')} e
       LEFT JOIN LATERAL (SELECT data, metadata FROM ${events} x WHERE x.stream_id = e.stream_id AND x.stream_version = e.revision OFFSET 0) ev ON TRUE
       WHERE ${where.sql}
       WINDOW w AS (ORDER BY e.position ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
       ORDER BY e.position LIMIT ${limit}
     ) s
     WHERE s.running <= ${cap}::bigint OR s.n = 1
     ORDER BY s.pos`,
    [...where.params, Math.floor(capBytes)],
  );
};

/** The newest indexed position (an export stops there, so events appended while it runs do not stretch it). */
export const explorerHead = async (db: ReadDb): Promise<bigint> => {
  const [row] = await db.query<{ p: string | null }>(`SELECT max(position) AS p FROM ${db.table('event_index')}`);
  return BigInt(row?.p ?? 0);
};

/** How many events the filter matches (an export's `rows_total`). */
export const explorerCount = async (db: ReadDb, filter: ExplorerFilter, until: bigint): Promise<number> => {
  const where = whereOf(filter, ['e.position <= $1'], [until.toString()]);
  const [row] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${db.table('event_index')} e WHERE ${where.sql}`, where.params);
  return Number(row?.n ?? 0);
};

/** The plan of a page (the bench and a test check that filters read an index). */
export const explainExplorerPage = async (db: ReadDb, filter: ExplorerFilter, limit: number): Promise<string> => {
  const where = whereOf(filter);
  const rows = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN SELECT * FROM ${db.table('event_index')} e WHERE ${where.sql} ORDER BY e.position DESC LIMIT ${limit}`,
    where.params,
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n');
};

/**
 * The stream categories the index holds, in order: a skip scan of the (category, position) index (one probe
 * per category), never a scan of the events. At most `limit`.
 */
export const eventCategories = async (db: ReadDb, limit: number): Promise<string[]> => {
  const t = db.table('event_index');
  const rows = await db.query<{ category: string }>(
    `WITH RECURSIVE c(category) AS (
       (SELECT category FROM ${t} ORDER BY category LIMIT 1)
       UNION ALL
       SELECT (SELECT e.category FROM ${t} e WHERE e.category > c.category ORDER BY e.category LIMIT 1) FROM c WHERE c.category IS NOT NULL
     ) SELECT category FROM c WHERE category IS NOT NULL LIMIT ${limit}`,
  );
  return rows.map((r) => r.category);
};
