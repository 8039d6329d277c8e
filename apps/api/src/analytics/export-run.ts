import type { ExportFormat } from '@tempest/contracts';
import { BATCH_MAX_BYTES, type EventStore } from '@tempest/event-store';
import { explorerBatch, explorerCount, explorerExportBatch, explorerExportBatchWithin, explorerHead, type ExplorerFilter, type ExportIndexRow, type ReadDb } from '@tempest/projections';
import { dataClassesOf, hasFieldsOf } from '@tempest/domain';
import { mayHoldLegacySecret, type ViewerRole } from '../privacy/event-view.js';
import type { ViewSession } from '../privacy/event-view.service.js';
import { rm } from 'node:fs/promises';
import { openExportWriter, partsPathOf, type ExportRecord } from './export-writers.js';

/** Events per batch at most: one index range read, one read of their data, one write. */
export const EXPORT_BATCH = 5000;

/** Bytes of event JSON per batch at most (the batch being written and the next one read are in memory together). */
export const EXPORT_BATCH_BYTES = BATCH_MAX_BYTES;

/** The first batch reads few sizes: until the export has seen how its stored bytes compare to their JSON text. */
const FIRST_PROBE = 64;

/**
 * A batch is opened and viewed this many events at a time, the event loop let run between slices: the next
 * batch's rows, already asked for, are read from the socket meanwhile. Left unread, the socket's buffers fill
 * and PostgreSQL stops sending (and turning documents into text) until the whole batch is done (bench/log-scale:
 * a third of a plain export's time was that wait).
 */
export const EXPORT_SLICE = 500;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Where the events are a table elsewhere (EventStoreDB), their data is fetched this many at a time, up to the byte bound. */
const FETCH_CHUNK = 100;

const textBytes = (records: { data: string | null; metadata: string | null }[]): number =>
  records.reduce((n, r) => n + (r.data?.length ?? 0) + (r.metadata?.length ?? 0), 0);

/** The index row as an export record, its data and metadata the stored text (in place: the row is the query's own). */
const recordOf = (row: ExportIndexRow & { data?: string | null; metadata?: string | null }): ExportRecord => {
  const record = row as ExportRecord;
  record.data ??= 'null';
  record.metadata ??= 'null';
  return record;
};

/** Index rows with their events' data read from the store (a table elsewhere: EventStoreDB), FETCH_CHUNK at a time, as they are asked for. */
async function* withData(store: EventStore, rows: ExportIndexRow[]): AsyncGenerator<ExportRecord> {
  for (let i = 0; i < rows.length; i += FETCH_CHUNK) {
    const chunk = rows.slice(i, i + FETCH_CHUNK);
    const found = await store.readEventsJson(chunk.map((r) => ({ streamId: r.stream_id, revision: BigInt(r.revision) })));
    const byPosition = new Map(found.map((e) => [e.globalPosition.toString(), e]));
    for (const row of chunk) {
      const event = byPosition.get(row.position);
      yield recordOf(Object.assign(row, { data: event?.data, metadata: event?.metadata }));
    }
  }
}

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
 * The records are changed in place (each is its batch's own).
 */
export const viewedRecords = async (records: ExportRecord[], view: ViewSession): Promise<ExportRecord[]> => {
  const role = view.viewer.role;
  const parsed: number[] = [];
  for (let i = 0; i < records.length; i++) if (needsView(role, records[i].event_type, records[i].data)) parsed.push(i);
  const views = await view.events(parsed.map((i) => ({ type: records[i].event_type, streamId: records[i].stream_id, data: JSON.parse(records[i].data) as unknown })));
  let k = 0;
  for (let i = 0; i < records.length; i++) {
    const r = records[i];
    if (parsed[k] === i) r.data = JSON.stringify(views[k++].data);
    else if (r.data !== 'null' && hasFieldsOf(r.event_type, 'private')) view.noteRead(r.stream_id);
    r.stream_id = view.streamId(r.stream_id);
  }
  return records;
};

/** Where an export stands after whole batches: the last position in its file, the rows and bytes there, the batches (`parts`). */
export type ExportResume = { position: bigint; rows: number; bytes: number; parts: number };

/** How often a running export records where it could resume (and a staff export its reads of private content). */
export const EXPORT_RESUME_MS = 15_000;

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
  /** The newest index position the export reads to: a resumed run keeps its first run's (default: the index's head now). */
  until?: bigint;
  /** Continue a run stopped there (its file cut back to that point); from the start when the file cannot be continued. */
  from?: ExportResume | null;
  /** Called once the total is known, then after each batch; false from `keepGoing` stops the run. */
  onTotal?(total: number, until: bigint): Promise<void>;
  onBatch?(written: number): Promise<void>;
  /**
   * Called every `resumeEveryMs` (EXPORT_RESUME_MS) with where a stopped run would continue: the batches
   * before it are in the file, and the viewer's reads of private content up to it are recorded.
   */
  onResumePoint?(at: ExportResume): Promise<void>;
  resumeEveryMs?: number;
  keepGoing?(): boolean;
};

/**
 * Writes every event the filter matches, up to the index's newest position when the run starts, oldest
 * first: rows by keyset through the index with their data joined from the events table (one statement a
 * batch; the encrypting store's text opened a batch at a time), parsed only where a field is classified
 * (docs/api-analytics.md). The next batch is read while this one is viewed, and this one encoded while the one
 * before it is written. Answers the rows and bytes written, or null when stopped (the file then stays as far as
 * the last resume point, for a resumed run to continue).
 */
export const runExport = async (run: ExportRun): Promise<{ rows: number; bytes: number } | null> => {
  const until = run.until ?? (await explorerHead(run.db));
  let from = run.from ?? null;
  let writer = from ? await openExportWriter(run.format, run.gzip, run.path, from) : null;
  if (!writer) {
    from = null; // nothing to continue: from the start
    writer = (await openExportWriter(run.format, run.gzip, run.path))!;
  }
  await run.onTotal?.(await explorerCount(run.db, run.filter, until), until);
  // Where the events are a table of the same database, one query reads a batch with its data (the studio's
  // encrypting store: its table, each batch opened); else the index rows first, then their events by (stream,
  // revision) from the store (EventStoreDB).
  const sealed = run.store.sealedEventsTable ?? null;
  const events = run.store.eventsTable ?? sealed?.table ?? null;
  const batch = run.batch ?? EXPORT_BATCH;
  const maxBytes = run.maxBytes ?? EXPORT_BATCH_BYTES;
  const opened = async (records: ExportRecord[]): Promise<ExportRecord[]> => {
    if (!sealed) return records;
    const texts = await sealed.open(records.map((r) => ({ id: r.event_id, type: r.event_type, data: r.data })));
    for (let i = 0; i < records.length; i++) records[i].data = texts[i].data;
    return records;
  };
  // Stored sizes undercount compressed (and sealed) documents: each batch's JSON text, as opened, per stored byte
  // (the largest seen so far) scales the next batch's sizes, and the sizes read grow from FIRST_PROBE while
  // batches are not cut.
  let ratio = 1;
  let probe = Math.min(batch, FIRST_PROBE);
  // A batch as read: its records, and (joined) their stored bytes, which the ratio compares with the opened text.
  type Read = { records: ExportRecord[]; stored: number | null };
  const readJoined = async (table: string, after: bigint): Promise<Read> => {
    if (maxBytes === Infinity) {
      // No byte bound (the bench's baseline): one query a batch, as before batches were bounded by bytes.
      return { records: (await explorerExportBatch(run.db, table, run.filter, after, until, batch)).map(recordOf), stored: null };
    }
    const rows = await explorerExportBatchWithin(run.db, table, run.filter, after, until, probe, maxBytes / ratio);
    // Fewer rows than asked: cut by bytes (or the end, where the next read finds none either way).
    probe = rows.length < probe ? Math.min(batch, Math.max(FIRST_PROBE, rows.length * 4)) : Math.min(batch, probe * 4);
    return { records: rows.map(recordOf), stored: rows.reduce((n, r) => n + Number(r.size), 0) };
  };
  // Else the index rows first, then their events' data by (stream, revision) from the store, a chunk at a time
  // until the batch's bytes pass the bound (the rows after it come again with the next batch).
  const readByRefs = async (after: bigint): Promise<Read> => {
    const rows = await explorerBatch(run.db, run.filter, after, until, batch);
    const records: ExportRecord[] = [];
    let bytes = 0;
    for await (const record of withData(run.store, rows)) {
      const size = textBytes([record]);
      // The batch ends before the event that would pass the bound (one larger event is a batch of one).
      if (records.length > 0 && bytes + size > maxBytes) break;
      records.push(record);
      bytes += size;
    }
    return { records, stored: null };
  };
  const read = (after: bigint): Promise<Read> => (events ? readJoined(events, after) : readByRefs(after));
  const resumeEveryMs = run.resumeEveryMs ?? EXPORT_RESUME_MS;
  let resumedAt = Date.now();
  let written = from?.rows ?? 0;
  // The last position of the batches given to the writer in this run.
  let given: bigint | null = null;
  const resumePoint = async (position: bigint) => {
    const at = await writer.written();
    // Reads of private content in the file are recorded before the resume point says the file holds them.
    await run.view.finish();
    await run.onResumePoint!({ position, rows: written, ...at });
    resumedAt = Date.now();
  };
  // The next batch is read (and opened) while this one is viewed and encoded, and the one before it written.
  let next = read(from?.position ?? 0n);
  try {
    for (;;) {
      const { records: found, stored } = await next;
      if (found.length === 0) break;
      if (run.keepGoing && !run.keepGoing()) {
        // Stopped: where the file stands is where a resumed run continues.
        if (run.onResumePoint && given !== null) await resumePoint(given);
        await writer.close();
        return null;
      }
      // The next batch is asked for as soon as this one's rows are here, before they are opened.
      const last = BigInt(found[found.length - 1].position);
      next = read(last);
      next.catch(() => undefined); // a failure is seen when awaited, not as an unhandled rejection meanwhile
      let openedBytes = 0;
      // What is written is what the role's view answered, never the rows as read.
      const viewed: ExportRecord[] = [];
      for (let i = 0; i < found.length; i += EXPORT_SLICE) {
        if (i > 0) await nextTurn();
        const slice = await opened(found.slice(i, i + EXPORT_SLICE));
        openedBytes += textBytes(slice);
        for (const record of await viewedRecords(slice, run.view)) viewed.push(record);
      }
      if (stored !== null) ratio = Math.max(ratio, openedBytes / Math.max(1, stored));
      await writer.write(viewed);
      written += viewed.length;
      given = last;
      await run.onBatch?.(written);
      if (run.onResumePoint && Date.now() - resumedAt >= resumeEveryMs) await resumePoint(last);
    }
  } catch (error) {
    await writer.close().catch(() => undefined);
    throw error;
  }
  return { rows: written, bytes: await writer.finish() };
};

/** How many slices of consecutive events an estimate writes, spread evenly over the positions, and how many each. */
export const ESTIMATE_SLICES = 20;
export const ESTIMATE_SLICE = 25;

/**
 * What an export of the filter would write if it started now (docs/api-analytics.md, Estimate): the events
 * exactly (the index's count up to its head), the bytes about: ESTIMATE_SLICES slices of ESTIMATE_SLICE events,
 * at positions spread evenly over the log, read and viewed as the export would (through `readEventsJson`, which
 * opens sealed fields) and written in the format to `path` (deleted after), their bytes per event times the
 * events. The view is never finished: nobody reads the sample, so no read of private content is recorded.
 */
export const estimateExport = async (
  run: Pick<ExportRun, 'db' | 'store' | 'filter' | 'view' | 'format' | 'gzip' | 'path'>,
): Promise<{ events: number; bytes: number; sampled: number; until: bigint }> => {
  const until = await explorerHead(run.db);
  const events = await explorerCount(run.db, run.filter, until);
  const sample = new Map<string, ExportIndexRow>();
  if (events > 0) {
    const slices = await Promise.all(
      Array.from({ length: ESTIMATE_SLICES }, (_, k) => explorerBatch(run.db, run.filter, (until * BigInt(k)) / BigInt(ESTIMATE_SLICES), until, ESTIMATE_SLICE)),
    );
    for (const row of slices.flat()) sample.set(row.position, row);
  }
  const rows = [...sample.values()].sort((a, b) => (BigInt(a.position) < BigInt(b.position) ? -1 : 1));
  const records: ExportRecord[] = [];
  for await (const record of withData(run.store, rows)) records.push(record);
  try {
    // The file of no events (a CSV header, an empty gzip member, Parquet's header and footer), then with the sample.
    const empty = await (await openExportWriter(run.format, run.gzip, run.path))!.finish();
    if (records.length === 0) return { events, bytes: empty, sampled: 0, until };
    const writer = (await openExportWriter(run.format, run.gzip, run.path))!;
    await writer.write(await viewedRecords(records, run.view));
    const withSample = await writer.finish();
    return { events, bytes: Math.round(empty + ((withSample - empty) / records.length) * events), sampled: records.length, until };
  } finally {
    await rm(run.path, { force: true });
    await rm(partsPathOf(run.path), { force: true });
  }
};
