import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { ExportFormat, ExportJob } from '@tempest/contracts';
import type { EventStore } from '@tempest/event-store';
import type { ExplorerFilter, ReadDb } from '@tempest/projections';
import type { AppConfig } from '../config.js';
import { READ_DB } from '../infrastructure/read-db.module.js';
import { APP_CONFIG, EVENT_STORE } from '../infrastructure/tokens.js';
import { EventViews, type Viewer } from '../privacy/event-view.service.js';
import { filtersOfExport } from './analytics-params.js';
import { EventExplorer } from './explorer.service.js';
import { ExportJobsTable } from './export-jobs.store.js';
import { runExport } from './export-run.js';

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
    private readonly views: EventViews,
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

  /** Queues an export for `viewer`: its file shows what the viewer's role may see (docs/personal-data.md). */
  async start(viewer: Viewer, format: ExportFormat, gzip: boolean, filter: ExplorerFilter): Promise<ExportJob> {
    this.explorer.assertMaySearch(filter, viewer);
    const job = await this.table.insert({ id: randomUUID(), createdBy: viewer.userId, format, gzip: format !== 'parquet' && gzip, filters: filtersOfExport(filter) });
    const run = (this.queue = this.queue.then(() => this.run(job.id, format, job.gzip, filter, viewer)));
    this.running.set(job.id, run);
    void run.finally(() => this.running.delete(job.id));
    return job;
  }

  /**
   * An erasure (docs/personal-data.md, Erasure): every export made since the person registered may hold their
   * data, so its file is deleted (a running one is cancelled first) and the job says why; answers how many.
   */
  async eraseMadeSince(since: string): Promise<number> {
    const ids = await this.table.markErased(since);
    for (const id of ids) {
      this.cancelled.add(id);
      await this.running.get(id)?.catch(() => undefined);
      rmSync(this.pathOf(id), { force: true });
    }
    return ids.length;
  }

  /** Cancels a job that has not finished, then forgets it and its file. */
  async remove(id: string): Promise<void> {
    this.cancelled.add(id);
    await this.running.get(id)?.catch(() => undefined);
    await this.table.remove(id);
    rmSync(this.pathOf(id), { force: true });
    this.cancelled.delete(id);
  }

  private async run(id: string, format: ExportFormat, gzip: boolean, filter: ExplorerFilter, viewer: Viewer): Promise<void> {
    if (this.cancelled.has(id) || this.stopping) return;
    try {
      await this.table.update(id, { status: 'running' });
      await this.explorer.fresh();
      // A staff export of private content is one read, recorded when the file is written (or the run stops).
      const view = this.views.open({ ...viewer, route: `${viewer.route} (export ${id})` });
      const done = await runExport({
        db: this.db,
        store: this.store,
        filter,
        view,
        format,
        gzip,
        path: this.pathOf(id),
        onTotal: (total) => this.table.update(id, { rowsTotal: total }),
        onBatch: (written) => this.table.update(id, { rowsWritten: written }),
        keepGoing: () => !this.cancelled.has(id),
      }).finally(() => view.finish());
      if (done) await this.table.update(id, { status: 'done', rowsWritten: done.rows, bytes: done.bytes, finished: true });
    } catch (error) {
      this.log.error(`export ${id} failed: ${(error as Error).message}`);
      await this.table.update(id, { status: 'failed', error: 'The export failed; start it again.', finished: true }).catch(() => undefined);
    }
  }
}
