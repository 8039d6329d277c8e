import type { ExportFormat } from '@tempest/contracts';
import { BATCH_MAX_BYTES, type EventStore } from '@tempest/event-store';
import { explorerBatch, explorerCount, explorerExportBatch, explorerExportBatchWithin, explorerHead, type ExplorerFilter, type ExportIndexRow, type ReadDb } from '@tempest/projections';
import { dataClassesOf, hasFieldsOf } from '@tempest/domain';
import { mayHoldLegacySecret, type ViewerRole } from '../privacy/event-view.js';
import type { ViewSession } from '../privacy/event-view.service.js';
import { openExportWriter, type ExportRecord } from './export-writers.js';

/** Events per batch at most: one index range read, one read of their data, one write. */
export const EXPORT_BATCH = 5000;

/** Bytes of event JSON per batch at most (the batch being written and the next one read are in memory together). */
export const EXPORT_BATCH_BYTES = BATCH_MAX_BYTES;

/** The first batch reads few sizes: until the export has seen how its stored bytes compare to their JSON text. */
const FIRST_PROBE = 64;

/** Where the events are a table elsewhere (EventStoreDB), their data is fetched this many at a time, up to the byte bound. */
const FETCH_CHUNK = 100;

const textBytes = (records: { data: string | null; metadata: string | null }[]): number =>
  records.reduce((n, r) => n + (r.data?.length ?? 0) + (r.metadata?.length ?? 0), 0);

const recordOf = (row: ExportIndexRow, data: string | null | undefined, metadata: string | null | undefined): ExportRecord => ({
  ...row,
  data: data ?? 'null',
  metadata: metadata ?? 'null',
});

/**
 * Whether an event's data must be parsed to be viewed: it is unclassified or names a legacy secret key; for
 * staff, it has a secret field; for analysts, any classified field. Everything else is copied as stored.
 */
const needsView = (role: ViewerRole, type: string, data: string): boolean => {
  if (data === 'null') return false;
  const classes = dataClassesOf(type);
  if (classes === null || mayHoldLegacySecret(data)) return true;
  if (role !== 'analyst') return hasFieldsOf(type, 'secret');
  return Object.keys(classes.fields).length > 0 || type === 'PrivateContentRead';
};

/**
 * The records as the export's viewer may see them (docs/personal-data.md): the data that needs it parsed and
 * viewed, every other event's text copied as it is stored (a staff export's private content counted as read).
 */
export const viewedRecords = async (records: ExportRecord[], view: ViewSession): Promise<ExportRecord[]> => {
  const role = view.viewer.role;
  const parsed = records.flatMap((r, i) => (needsView(role, r.event_type, r.data) ? [i] : []));
  const views = await view.events(parsed.map((i) => ({ type: records[i].event_type, streamId: records[i].stream_id, data: JSON.parse(records[i].data) as unknown })));
  const out = records.map((r) => ({ ...r, stream_id: view.streamId(r.stream_id) }));
  parsed.forEach((i, k) => {
    out[i].data = JSON.stringify(views[k].data);
  });
  const viewed = new Set(parsed);
  for (const [i, r] of records.entries()) if (!viewed.has(i) && r.data !== 'null' && hasFieldsOf(r.event_type, 'private')) view.noteRead(r.stream_id);
  return out;
};

export type ExportRun = {
  db: ReadDb;
  store: EventStore;
  filter: ExplorerFilter;
  /** Who the export is for: what its file may show (docs/personal-data.md). */
  view: ViewSession;
  format: ExportFormat;
  gzip: boolean;
  path: string;
  batch?: number;
  /** Bytes of event JSON per batch (default EXPORT_BATCH_BYTES): a batch stops by rows or bytes, whichever comes first; Infinity: rows only. */
  maxBytes?: number;
  /** Called once the total is known, then after each batch; false from `keepGoing` stops the run. */
  onTotal?(total: number): Promise<void>;
  onBatch?(written: number): Promise<void>;
  keepGoing?(): boolean;
};

/**
 * Writes every event the filter matches, up to the index's newest position when the run starts, oldest
 * first: rows by keyset through the index, their data (JSON text, parsed only where a field is classified) with
 * one `readEventsJson` per batch (docs/api-analytics.md). Answers the rows and bytes written, or null when stopped.
 */
export const runExport = async (run: ExportRun): Promise<{ rows: number; bytes: number } | null> => {
  const until = await explorerHead(run.db);
  await run.onTotal?.(await explorerCount(run.db, run.filter, until));
  const writer = openExportWriter(run.format, run.gzip, run.path);
  // Where the events are a table of the same database, one query reads a batch with its data; else the index
  // rows first, then their events by (stream, revision) from the store.
  const events = run.store.eventsTable;
  const batch = run.batch ?? EXPORT_BATCH;
  const maxBytes = run.maxBytes ?? EXPORT_BATCH_BYTES;
  // Stored sizes undercount compressed documents: each batch's JSON text per stored byte (the largest seen so
  // far) scales the next batch's sizes, and the sizes read grow from FIRST_PROBE while batches are not cut.
  let ratio = 1;
  let probe = Math.min(batch, FIRST_PROBE);
  const readJoined = async (table: string, after: bigint): Promise<ExportRecord[]> => {
    if (maxBytes === Infinity) {
      // No byte bound (the bench's baseline): one query a batch, as before batches were bounded by bytes.
      const rows = await explorerExportBatch(run.db, table, run.filter, after, until, batch);
      return rows.map((r) => recordOf(r, r.data, r.metadata));
    }
    const rows = await explorerExportBatchWithin(run.db, table, run.filter, after, until, probe, maxBytes / ratio);
    if (rows.length === 0) return [];
    const stored = rows.reduce((n, r) => n + Number(r.size), 0);
    ratio = Math.max(ratio, textBytes(rows) / Math.max(1, stored));
    // Fewer rows than asked: cut by bytes (or the end, where the next read finds none either way).
    probe = rows.length < probe ? Math.min(batch, Math.max(FIRST_PROBE, rows.length * 4)) : Math.min(batch, probe * 4);
    return rows.map(({ size: _size, ...r }) => recordOf(r, r.data, r.metadata));
  };
  // Else the index rows first, then their events' data by (stream, revision) from the store, a chunk at a time
  // until the batch's bytes pass the bound (the rows after it come again with the next batch).
  const readByRefs = async (after: bigint): Promise<ExportRecord[]> => {
    const rows = await explorerBatch(run.db, run.filter, after, until, batch);
    const records: ExportRecord[] = [];
    let bytes = 0;
    for (let i = 0; i < rows.length; i += FETCH_CHUNK) {
      const chunk = rows.slice(i, i + FETCH_CHUNK);
      const found = await run.store.readEventsJson(chunk.map((r) => ({ streamId: r.stream_id, revision: BigInt(r.revision) })));
      const byPosition = new Map(found.map((e) => [e.globalPosition.toString(), e]));
      for (const row of chunk) {
        const record = recordOf(row, byPosition.get(row.position)?.data, byPosition.get(row.position)?.metadata);
        const size = textBytes([record]);
        // The batch ends before the event that would pass the bound (one larger event is a batch of one).
        if (records.length > 0 && bytes + size > maxBytes) return records;
        records.push(record);
        bytes += size;
      }
    }
    return records;
  };
  const read = (after: bigint): Promise<ExportRecord[]> => (events ? readJoined(events, after) : readByRefs(after));
  // The next batch is read while this one is written: the database works while Node writes.
  let next = read(0n);
  let written = 0;
  for (;;) {
    const records = await next;
    if (records.length === 0) break;
    if (run.keepGoing && !run.keepGoing()) {
      await writer.finish().catch(() => 0);
      return null;
    }
    next = read(BigInt(records[records.length - 1].position));
    next.catch(() => undefined); // a failure is seen when awaited, not as an unhandled rejection meanwhile
    await writer.write(await viewedRecords(records, run.view));
    written += records.length;
    await run.onBatch?.(written);
  }
  return { rows: written, bytes: await writer.finish() };
};
