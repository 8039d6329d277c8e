import type { ExportFormat } from '@tempest/contracts';
import type { EventStore, StoredEventJson } from '@tempest/event-store';
import { explorerBatch, explorerCount, explorerHead, type ExplorerFilter, type ExportIndexRow, type ReadDb } from '@tempest/projections';
import { redacted } from '../audit/redact.js';
import { openExportWriter, type ExportRecord } from './export-writers.js';

/** Events per batch: one index range read, one read of their data, one write. */
export const EXPORT_BATCH = 5000;

/** A key the redaction rewrites (apps/api/src/audit/redact.ts), as it appears in JSON text. */
const SECRET_KEY = /"(passwordHash|codeHash|googleSub|token|password|code)"\s*:/;

/** The JSON text with secrets redacted; most events hold none and their text is copied as it is stored. */
export const redactedJson = (text: string): string => (SECRET_KEY.test(text) ? JSON.stringify(redacted(JSON.parse(text))) : text);

export const recordOf = (row: ExportIndexRow, event: StoredEventJson | undefined): ExportRecord => ({
  ...row,
  data: event ? redactedJson(event.data) : 'null',
  metadata: event ? event.metadata : 'null',
});

export type ExportRun = {
  db: ReadDb;
  store: EventStore;
  filter: ExplorerFilter;
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
 * first: rows by keyset through the index, their data (JSON text, never parsed unless it holds a secret) with
 * one `readEventsJson` per batch (docs/api-analytics.md). Answers the rows and bytes written, or null when stopped.
 */
export const runExport = async (run: ExportRun): Promise<{ rows: number; bytes: number } | null> => {
  const until = await explorerHead(run.db);
  await run.onTotal?.(await explorerCount(run.db, run.filter, until));
  const writer = openExportWriter(run.format, run.gzip, run.path);
  // The next batch is read while this one is written: the database works while Node writes.
  const read = async (after: bigint) => {
    const rows = await explorerBatch(run.db, run.filter, after, until, run.batch ?? EXPORT_BATCH);
    const events = rows.length === 0 ? [] : await run.store.readEventsJson(rows.map((r) => ({ streamId: r.stream_id, revision: BigInt(r.revision) })));
    return { rows, events };
  };
  let next = read(0n);
  let written = 0;
  for (;;) {
    const { rows, events } = await next;
    if (rows.length === 0) break;
    if (run.keepGoing && !run.keepGoing()) {
      await writer.finish().catch(() => 0);
      return null;
    }
    next = read(BigInt(rows[rows.length - 1].position));
    next.catch(() => undefined); // a failure is seen when awaited, not as an unhandled rejection meanwhile
    const byPosition = new Map(events.map((e) => [e.globalPosition.toString(), e]));
    await writer.write(rows.map((r) => recordOf(r, byPosition.get(r.position))));
    written += rows.length;
    await run.onBatch?.(written);
  }
  return { rows: written, bytes: await writer.finish() };
};
