import type { ExportFormat } from '@tempest/contracts';
import type { EventStore } from '@tempest/event-store';
import { explorerBatch, explorerCount, explorerExportBatch, explorerHead, type ExplorerFilter, type ExportIndexRow, type ExportRow, type ReadDb } from '@tempest/projections';
import { dataClassesOf, hasFieldsOf } from '@tempest/domain';
import { mayHoldLegacySecret, type ViewerRole } from '../privacy/event-view.js';
import type { ViewSession } from '../privacy/event-view.service.js';
import { openExportWriter, type ExportRecord } from './export-writers.js';

/** Events per batch: one index range read, one read of their data, one write. */
export const EXPORT_BATCH = 5000;

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
  const read = async (after: bigint): Promise<ExportRecord[]> => {
    if (events) {
      const rows: ExportRow[] = await explorerExportBatch(run.db, events, run.filter, after, until, batch);
      return rows.map((r) => recordOf(r, r.data, r.metadata));
    }
    const rows = await explorerBatch(run.db, run.filter, after, until, batch);
    if (rows.length === 0) return [];
    const found = await run.store.readEventsJson(rows.map((r) => ({ streamId: r.stream_id, revision: BigInt(r.revision) })));
    const byPosition = new Map(found.map((e) => [e.globalPosition.toString(), e]));
    return rows.map((r) => recordOf(r, byPosition.get(r.position)?.data, byPosition.get(r.position)?.metadata));
  };
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
