import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { ExportEstimate, ExportFormat, ExportJob } from '@tempest/contracts';
import type { EventStore } from '@tempest/event-store';
import type { ExplorerFilter, ReadDb } from '@tempest/projections';
import { privateDir } from '../common/private-files.js';
import type { AppConfig } from '../config.js';
import type { Infrastructure } from '../infrastructure/infrastructure.js';
import { READ_DB } from '../infrastructure/read-db.module.js';
import { APP_CONFIG, EVENT_STORE, INFRASTRUCTURE } from '../infrastructure/tokens.js';
import { EventViews, roleOf, type Viewer } from '../privacy/event-view.service.js';
import { explorerFilterOf, filtersOfExport } from './analytics-params.js';
import { AnalyticsSettingsService } from './analytics-settings.service.js';
import { EventExplorer } from './explorer.service.js';
import { ERASED, ExportJobsTable } from './export-jobs.store.js';
import { EXPORT_SWEEP_MS, isInterrupted, overQuotaError, quotaRefusal, runnerStopped, strayFiles, thisRunner, type ActiveJob, type ExportLimits } from './export-retention.js';
import { estimateExport, runExport, type ExportResume } from './export-run.js';
import { partsPathOf } from './export-writers.js';
import { UserDirectory } from '../accounts/user-directory.js';
import { DomainError } from '@tempest/domain';

/** What a job queued while exports were on says when they are off by its turn. */
export const TURNED_OFF = 'Exports were turned off before this export ran.';

/**
 * Export jobs (docs/api-analytics.md, Exports): run one at a time in the background of the studio process,
 * reading the filtered events by keyset through the index and their data from the store a batch at a time,
 * so neither the result nor the file is ever held in memory. Each analyst has a quota (jobs at once, bytes
 * kept); finished files expire. A sweep on every replica keeps its own jobs' heartbeat, fails jobs whose
 * process is gone, expires old files and deletes files no live job names.
 */
@Injectable()
export class ExportJobs implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('ExportJobs');
  private readonly table: ExportJobsTable;
  private readonly root: string;
  private readonly inMemory: boolean;
  private readonly dir: string;
  private readonly limits: ExportLimits;
  private readonly runner = thisRunner();
  private readonly cancelled = new Map<string, string | null>();
  private queue: Promise<void> = Promise.resolve();
  private readonly running = new Map<string, Promise<void>>();
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> = Promise.resolve();
  private stopping = false;
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(INFRASTRUCTURE) infra: Infrastructure,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly explorer: EventExplorer,
    private readonly views: EventViews,
    private readonly settings: AnalyticsSettingsService,
    private readonly users: UserDirectory,
  ) {
    this.table = new ExportJobsTable(infra.pool, config.schema);
    this.limits = config.exportLimits;
    this.inMemory = infra.database === 'embedded' && config.dataDir === null;
    // Without a data directory (an in-memory database, tests) each database gets a temporary directory of its own:
    // the sweep deletes files no job of its database names, so two studios must never share one.
    this.root = config.dataDir ?? join(tmpdir(), `tempest-${createHash('sha256').update(`${infra.connectionString}|${config.schema}`).digest('hex').slice(0, 16)}`);
    this.dir = join(this.root, 'exports', config.schema);
  }

  async onModuleInit(): Promise<void> {
    for (let dir = this.dir; dir !== this.root; dir = dirname(dir)) privateDir(dir);
    privateDir(this.root);
    await this.table.create();
    // The first sweep fails what a previous run of this process left queued or running, and deletes its files.
    await this.sweep();
    const tick = () => {
      this.sweeper = setTimeout(() => {
        this.sweeping = this.sweep().catch((error: Error) => this.log.error(`export sweep failed: ${error.message}`));
        void this.sweeping.finally(() => !this.stopping && tick());
      }, EXPORT_SWEEP_MS);
      this.sweeper.unref();
    };
    tick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    runnerStopped(this.runner);
    if (this.sweeper) clearTimeout(this.sweeper);
    for (const id of this.running.keys()) this.cancelled.set(id, null);
    await Promise.allSettled([...this.running.values(), this.sweeping]);
    // An in-memory database's jobs end with it: so do their files.
    if (this.inMemory) rmSync(this.root, { recursive: true, force: true });
  }

  pathOf(id: string): string {
    return join(this.dir, `${id}.export`);
  }

  find(id: string): Promise<ExportJob | null> {
    return this.table.find(id);
  }

  /** One analyst's jobs, or everyone's (null: staff's list). */
  list(userId: string | null, limit?: number): Promise<ExportJob[]> {
    return this.table.list(userId, limit);
  }

  /**
   * Queues an export for `viewer` — its file shows what the viewer's role may see (docs/personal-data.md) — or
   * 409 `export.quota` when the analyst holds as many jobs or bytes as allowed.
   */
  async start(viewer: Viewer, format: ExportFormat, gzip: boolean, filter: ExplorerFilter): Promise<ExportJob> {
    this.explorer.assertMaySearch(filter, viewer);
    const asked = { id: randomUUID(), createdBy: viewer.userId, format, gzip: format !== 'parquet' && gzip, filters: filtersOfExport(filter), runner: this.runner.id, viewer };
    const answer = await this.table.insertWithin(asked, (usage) => quotaRefusal(usage, this.limits));
    if ('refused' in answer) throw new DomainError('export.quota', answer.refused);
    const { job } = answer;
    this.enqueue(job, filter, viewer, null, null);
    return job;
  }

  /** Queues a run of the job (one at a time); `from`: where a stopped run of it continues. */
  private enqueue(job: ExportJob, filter: ExplorerFilter, viewer: Viewer, until: bigint | null, from: ExportResume | null): void {
    const run = (this.queue = this.queue.then(() => this.run(job, filter, viewer, until, from)));
    this.running.set(job.id, run);
    void run.finally(() => this.running.delete(job.id));
  }

  /** Deletes a job's file and what a resumed Parquet export would read beside it. */
  private removeFiles(id: string): void {
    rmSync(this.pathOf(id), { force: true });
    rmSync(partsPathOf(this.pathOf(id)), { force: true });
  }

  /**
   * Continues jobs whose process is gone (a restart, a killed replica) from where they stopped (docs/api-analytics.md,
   * Exports across a restart): this runner takes them over; each runs again from its last resume point when its file
   * is here, else from the start. A job whose creator no longer reads as they did when it started (or made before
   * jobs kept their viewer) fails as interrupted, its file deleted.
   */
  private async resumeGone(gone: ActiveJob[]): Promise<void> {
    const claimed = await this.table.claim(gone.map((j) => ({ id: j.id, runner: j.runner })), this.runner.id);
    const refused: string[] = [];
    for (const { job, viewer, until, resume } of claimed) {
      const user = viewer ? await this.users.load(job.created_by) : null;
      if (!viewer || !user || roleOf(user) !== viewer.role) {
        refused.push(job.id);
        continue;
      }
      this.log.log(`export ${job.id} continues${resume ? ` after ${resume.rows} rows` : ''}`);
      this.enqueue(job, explorerFilterOf(job.filters), viewer, until, resume);
    }
    for (const id of await this.table.markInterrupted(refused)) this.removeFiles(id);
  }

  /**
   * What an export of the filter would write, for `viewer`, if it started now (docs/api-analytics.md, Estimate):
   * refused as `start` refuses (an analyst's personal stream name); the sample's file is written in the jobs'
   * directory and deleted.
   */
  async estimate(viewer: Viewer, format: ExportFormat, gzip: boolean, filter: ExplorerFilter): Promise<ExportEstimate> {
    this.explorer.assertMaySearch(filter, viewer);
    await this.explorer.fresh();
    const view = this.views.open(viewer);
    const found = await estimateExport({ db: this.db, store: this.store, filter, view, format, gzip, path: join(this.dir, `estimate-${randomUUID()}.tmp`) });
    return { events: found.events, bytes: found.bytes, sampled: found.sampled, head_position: found.until.toString(), format, gzip };
  }

  /**
   * An erasure (docs/personal-data.md, Erasure): every export made since the person registered may hold their
   * data, so its file is deleted (a running one is cancelled first) and the job says why; answers how many.
   */
  async eraseMadeSince(since: string): Promise<number> {
    const ids = await this.table.markErased(since);
    for (const id of ids) {
      this.cancelled.set(id, ERASED);
      await this.running.get(id)?.catch(() => undefined);
      this.removeFiles(id);
    }
    return ids.length;
  }

  /** Cancels a job that has not finished, then forgets it and its file. */
  async remove(id: string): Promise<void> {
    this.cancelled.set(id, null);
    await this.running.get(id)?.catch(() => undefined);
    await this.table.remove(id);
    this.removeFiles(id);
    this.cancelled.delete(id);
  }

  /**
   * One pass of the retention rules, safe on every replica at once: each UPDATE answers only the jobs it changed,
   * and a file is deleted only when no queued, running or done job names it (whichever replica's disk holds it).
   */
  async sweep(): Promise<void> {
    await this.table.heartbeat(this.runner.id);
    const now = Date.now();
    const gone = (await this.table.activeJobs()).filter((job) => !this.running.has(job.id) && isInterrupted(job, this.runner, now));
    if (!this.stopping) await this.resumeGone(gone);
    for (const id of await this.table.expire()) this.removeFiles(id);
    // The directory is listed before the live jobs are read: a file made after its job's row is never taken for stray.
    const files = readdirSync(this.dir);
    for (const name of strayFiles(files, await this.table.liveIds())) rmSync(join(this.dir, name), { force: true });
  }

  private async run(job: ExportJob, filter: ExplorerFilter, viewer: Viewer, until: bigint | null, from: ExportResume | null): Promise<void> {
    const { id } = job;
    if (this.cancelled.has(id) || this.stopping) return;
    const path = this.pathOf(id);
    try {
      if (!(await this.settings.read()).exports_enabled) {
        this.removeFiles(id);
        return await this.table.update(id, { status: 'failed', error: TURNED_OFF, finished: true });
      }
      await this.table.update(id, { status: 'running' });
      await this.explorer.fresh();
      const allowance = this.limits.maxBytes - (await this.table.bytesKept(job.created_by, id));
      // A staff export of private content is recorded as read at each resume point and when the file is written (or the run stops).
      const view = this.views.open({ ...viewer, route: `${viewer.route} (export ${id})` });
      const done = await runExport({
        db: this.db,
        store: this.store,
        filter,
        view,
        format: job.format,
        gzip: job.gzip,
        path,
        until: until ?? undefined,
        from,
        onTotal: (total, head) => (until === null ? this.table.started(id, head, total) : Promise.resolve()),
        onBatch: async (written) => {
          await this.table.update(id, { rowsWritten: written });
          if (statSync(path).size > allowance) this.cancelled.set(id, overQuotaError(this.limits));
        },
        onResumePoint: (at) => this.table.resumePoint(id, at),
        keepGoing: () => !this.cancelled.has(id),
      }).finally(() => view.finish());
      if (done && done.bytes > allowance) this.cancelled.set(id, overQuotaError(this.limits));
      const stopped = this.cancelled.get(id);
      if (stopped) {
        this.removeFiles(id);
        await this.table.update(id, { status: 'failed', error: stopped, finished: true });
      } else if (done) {
        await this.table.update(id, { status: 'done', rowsWritten: done.rows, bytes: done.bytes, finished: true, ttlMs: this.limits.ttlMs });
      }
      // Else stopped with the studio: the job stays running, its file as far as its resume point, for the next start to continue.
    } catch (error) {
      this.log.error(`export ${id} failed: ${(error as Error).message}`);
      this.removeFiles(id);
      await this.table.update(id, { status: 'failed', error: 'The export failed; start it again.', finished: true }).catch(() => undefined);
    } finally {
      if (this.cancelled.get(id)) this.cancelled.delete(id);
    }
  }
}
