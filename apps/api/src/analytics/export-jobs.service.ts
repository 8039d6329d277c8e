import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { ExportFormat, ExportJob } from '@tempest/contracts';
import type { EventStore, RecordedEvent } from '@tempest/event-store';
import { explorerBatch, explorerCount, explorerHead, type EventIndexRow, type ExplorerFilter, type ReadDb } from '@tempest/projections';
import { redacted } from '../audit/redact.js';
import type { AppConfig } from '../config.js';
import { READ_DB } from '../infrastructure/read-db.module.js';
import { APP_CONFIG, EVENT_STORE } from '../infrastructure/tokens.js';
import { filtersOfExport } from './analytics-params.js';
import { EventExplorer } from './explorer.service.js';
import { ExportJobsTable } from './export-jobs.store.js';
import { openExportWriter, type ExportRecord } from './export-writers.js';

/** Events per batch: one index range read, one read of their data, one write. */
export const EXPORT_BATCH = 2000;

const recordOf = (row: EventIndexRow, event: RecordedEvent | undefined): ExportRecord => ({
  position: String(row.position),
  stream_id: row.stream_id,
  revision: String(row.revision),
  event_type: row.event_type,
  at: new Date(row.at).toISOString(),
  actor_id: row.actor_id,
  actor_kind: row.actor_kind,
  model: row.model,
  correlation_id: row.correlation_id,
  causation_id: row.causation_id,
  event_id: row.event_id,
  data: event ? redacted(event.data) : null,
  metadata: event ? event.metadata : null,
});

/**
 * Export jobs (docs/api-analytics.md, Exports): run one at a time in the background of the studio process,
 * reading the filtered events by keyset through the index and their data from the store a batch at a time,
 * so neither the result nor the file is ever held in memory. A restart fails the jobs it interrupted.
 */
@Injectable()
export class ExportJobs implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('ExportJobs');
  private readonly table: ExportJobsTable;
  private readonly dir: string;
  private readonly cancelled = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private readonly running = new Map<string, Promise<void>>();
  private stopping = false;

  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly explorer: EventExplorer,
  ) {
    this.table = new ExportJobsTable(db);
    this.dir = join(config.dataDir ?? join(tmpdir(), 'tempest'), 'exports', config.schema);
  }

  async onModuleInit(): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    await this.table.create();
    for (const id of await this.table.markInterrupted()) rmSync(this.pathOf(id), { force: true });
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    for (const id of this.running.keys()) this.cancelled.add(id);
    await Promise.allSettled([...this.running.values()]);
  }

  pathOf(id: string): string {
    return join(this.dir, `${id}.export`);
  }

  find(id: string): Promise<ExportJob | null> {
    return this.table.find(id);
  }

  listBy(userId: string): Promise<ExportJob[]> {
    return this.table.listBy(userId);
  }

  async start(userId: string, format: ExportFormat, gzip: boolean, filter: ExplorerFilter): Promise<ExportJob> {
    const job = await this.table.insert({ id: randomUUID(), createdBy: userId, format, gzip: format !== 'parquet' && gzip, filters: filtersOfExport(filter) });
    const run = (this.queue = this.queue.then(() => this.run(job.id, format, job.gzip, filter)));
    this.running.set(job.id, run);
    void run.finally(() => this.running.delete(job.id));
    return job;
  }

  /** Cancels a job that has not finished, then forgets it and its file. */
  async remove(id: string): Promise<void> {
    this.cancelled.add(id);
    await this.running.get(id)?.catch(() => undefined);
    await this.table.remove(id);
    rmSync(this.pathOf(id), { force: true });
    this.cancelled.delete(id);
  }

  private async run(id: string, format: ExportFormat, gzip: boolean, filter: ExplorerFilter): Promise<void> {
    if (this.cancelled.has(id) || this.stopping) return;
    try {
      await this.table.update(id, { status: 'running' });
      await this.explorer.fresh();
      const until = await explorerHead(this.db);
      await this.table.update(id, { rowsTotal: await explorerCount(this.db, filter, until) });
      const writer = openExportWriter(format, gzip, this.pathOf(id));
      let after = 0n;
      let written = 0;
      for (;;) {
        if (this.cancelled.has(id)) return void (await writer.finish().catch(() => 0));
        const rows = await explorerBatch(this.db, filter, after, until, EXPORT_BATCH);
        if (rows.length === 0) break;
        const events = await this.store.readEvents(rows.map((r) => ({ streamId: r.stream_id, revision: BigInt(r.revision) })));
        const byPosition = new Map(events.map((e) => [e.globalPosition.toString(), e]));
        await writer.write(rows.map((r) => recordOf(r, byPosition.get(String(r.position)))));
        written += rows.length;
        after = BigInt(rows[rows.length - 1].position);
        await this.table.update(id, { rowsWritten: written });
      }
      const bytes = await writer.finish();
      await this.table.update(id, { status: 'done', rowsWritten: written, bytes, finished: true });
    } catch (error) {
      this.log.error(`export ${id} failed: ${(error as Error).message}`);
      await this.table.update(id, { status: 'failed', error: 'The export failed; start it again.', finished: true }).catch(() => undefined);
    }
  }
}
