import type pg from 'pg';
import type { ExplorerFilters, ExportFormat, ExportJob, ExportStatus } from '@tempest/contracts';
import { tableNameIn } from '@tempest/projections';
import { extensionOf } from './export-writers.js';
import { EXPIRED, type ActiveJob, type ExportUsage } from './export-retention.js';
import type { ExportResume } from './export-run.js';
import type { Viewer } from '../privacy/event-view.service.js';

type JobRow = {
  id: string; created_by: string; format: ExportFormat; gzip: boolean; filters: ExplorerFilters; status: ExportStatus;
  rows_written: string; rows_total: string | null; bytes: string; error: string | null; created_at: Date | string; finished_at: Date | string | null;
  expires_at: Date | string | null;
};

/** Who an export is for, kept with its job so that a resumed run shows what the first one showed (docs/personal-data.md). */
export type StoredViewer = Viewer;

/** What a resumed run needs of its job: the job, its filters, its viewer, the position it reads to, where it stopped. */
export type ResumableJob = { job: ExportJob; viewer: StoredViewer | null; until: bigint | null; resume: ExportResume | null };

type ResumeRow = JobRow & { viewer: StoredViewer | null; until_position: string | null; resume: { position: string; rows: number; bytes: number; parts: number } | null };

const resumableOf = (row: ResumeRow): ResumableJob => ({
  job: toJob(row),
  viewer: row.viewer,
  until: row.until_position === null ? null : BigInt(row.until_position),
  resume: row.resume ? { ...row.resume, position: BigInt(row.resume.position) } : null,
});

/** What an erasure leaves of an export that may hold the erased person's data (docs/personal-data.md, Erasure). */
export const ERASED = 'Deleted: it may have held data of a person whose account was erased. Start it again.';

/** What a restart leaves of a job that was queued or running (docs/api-analytics.md, Exports across a restart). */
export const INTERRUPTED = 'Interrupted: the studio restarted while this export ran. Start it again.';

const iso = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);

const toJob = (row: JobRow): ExportJob => {
  const written = Number(row.rows_written);
  const total = row.rows_total === null ? null : Number(row.rows_total);
  const done = row.status === 'done';
  return {
    id: row.id,
    format: row.format,
    gzip: row.gzip,
    filters: row.filters,
    status: row.status,
    rows_written: written,
    rows_total: total,
    progress: done ? 1 : total ? Math.min(1, written / total) : 0,
    bytes: Number(row.bytes),
    error: row.error,
    file_name: `events-${row.id.slice(0, 8)}.${extensionOf(row.format, row.gzip)}`,
    created_by: row.created_by,
    created_at: new Date(row.created_at).toISOString(),
    finished_at: iso(row.finished_at),
    expires_at: iso(row.expires_at),
  };
};

export type NewExportJob = { id: string; createdBy: string; format: ExportFormat; gzip: boolean; filters: ExplorerFilters; runner: string; viewer: StoredViewer };

/**
 * The export jobs' table. Jobs are the studio's own work, not facts of the domain, so they are rows (like
 * the projections' checkpoints) rather than events; the settings that allow them are events. Queries go
 * through the pg pool, whose answer is always `{ rows }` (TypeORM's answers `[rows, count]` to an UPDATE).
 */
export class ExportJobsTable {
  private readonly t: string;

  constructor(
    private readonly pool: pg.Pool,
    schema: string,
  ) {
    this.t = tableNameIn(schema)('analytics_exports');
  }

  private async rows<Row extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<Row[]> {
    return (await this.pool.query<Row>(sql, params)).rows;
  }

  async create(): Promise<void> {
    await this.pool.query(`CREATE TABLE IF NOT EXISTS ${this.t} (
      id uuid PRIMARY KEY, created_by text NOT NULL, format text NOT NULL, gzip boolean NOT NULL, filters jsonb NOT NULL,
      status text NOT NULL, rows_written bigint NOT NULL DEFAULT 0, rows_total bigint, bytes bigint NOT NULL DEFAULT 0, error text,
      created_at timestamptz NOT NULL DEFAULT now(), finished_at timestamptz)`);
    // Added by issue 28 (quotas and retention); databases made before get them here.
    await this.pool.query(`ALTER TABLE ${this.t} ADD COLUMN IF NOT EXISTS expires_at timestamptz, ADD COLUMN IF NOT EXISTS runner text, ADD COLUMN IF NOT EXISTS heartbeat_at timestamptz`);
    // Added by issue 33 (resumable exports): who it is for, the position it reads to, and where it could continue.
    await this.pool.query(`ALTER TABLE ${this.t} ADD COLUMN IF NOT EXISTS viewer jsonb, ADD COLUMN IF NOT EXISTS until_position bigint, ADD COLUMN IF NOT EXISTS resume jsonb`);
    await this.pool.query(`CREATE INDEX IF NOT EXISTS analytics_exports_by_creator ON ${this.t} (created_by, created_at DESC)`);
    await this.pool.query(`CREATE INDEX IF NOT EXISTS analytics_exports_by_status ON ${this.t} (status, expires_at)`);
  }

  /**
   * Inserts the job unless the analyst is at a limit (`refuse` says why, from their usage). One transaction
   * under an advisory lock per analyst: parallel requests, on any replica, are counted one after the other.
   */
  async insertWithin(job: NewExportJob, refuse: (usage: ExportUsage) => string | null): Promise<{ job: ExportJob } | { refused: string }> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`${this.t}:${job.createdBy}`]);
      const { rows: [usage] } = await client.query<{ active: string; bytes: string }>(
        `SELECT count(*) FILTER (WHERE status IN ('queued', 'running')) AS active, COALESCE(sum(bytes) FILTER (WHERE status = 'done'), 0) AS bytes
         FROM ${this.t} WHERE created_by = $1`,
        [job.createdBy],
      );
      const refused = refuse({ active: Number(usage.active), bytes: Number(usage.bytes) });
      if (refused) {
        await client.query('ROLLBACK');
        return { refused };
      }
      const { rows: [row] } = await client.query<JobRow>(
        `INSERT INTO ${this.t} (id, created_by, format, gzip, filters, status, runner, heartbeat_at, viewer) VALUES ($1, $2, $3, $4, $5::jsonb, 'queued', $6, now(), $7::jsonb) RETURNING *`,
        [job.id, job.createdBy, job.format, job.gzip, JSON.stringify(job.filters), job.runner, JSON.stringify(job.viewer)],
      );
      await client.query('COMMIT');
      return { job: toJob(row) };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Bytes of the analyst's finished files other than `exceptId`: what a running export may add to. */
  async bytesKept(userId: string, exceptId: string): Promise<number> {
    const [row] = await this.rows<{ bytes: string }>(`SELECT COALESCE(sum(bytes), 0) AS bytes FROM ${this.t} WHERE created_by = $1 AND status = 'done' AND id <> $2`, [userId, exceptId]);
    return Number(row.bytes);
  }

  /** The process's own queued and running jobs are alive (replicas read it: export-retention.ts). */
  async heartbeat(runner: string): Promise<void> {
    await this.pool.query(`UPDATE ${this.t} SET heartbeat_at = now() WHERE runner = $1 AND status IN ('queued', 'running')`, [runner]);
  }

  async activeJobs(): Promise<ActiveJob[]> {
    const rows = await this.rows<{ id: string; runner: string | null; heartbeat_at: Date | null }>(`SELECT id, runner, heartbeat_at FROM ${this.t} WHERE status IN ('queued', 'running')`);
    return rows.map((r) => ({ id: r.id, runner: r.runner, heartbeatAt: r.heartbeat_at ? new Date(r.heartbeat_at).getTime() : null }));
  }

  /**
   * Takes over jobs whose process is gone (each as the sweep saw it: its id and runner), for this runner to run
   * or continue; answers those this call took (a replica racing it gets none of them, as the runner moved on).
   */
  async claim(jobs: { id: string; runner: string | null }[], runner: string): Promise<ResumableJob[]> {
    if (jobs.length === 0) return [];
    const rows = await this.rows<ResumeRow>(
      `UPDATE ${this.t} t SET runner = $3, heartbeat_at = now()
         FROM unnest($1::uuid[], $2::text[]) AS g(id, runner)
         WHERE t.id = g.id AND t.runner IS NOT DISTINCT FROM g.runner AND t.status IN ('queued', 'running') RETURNING t.*`,
      [jobs.map((j) => j.id), jobs.map((j) => j.runner), runner],
    );
    return rows.map(resumableOf);
  }

  /** The position the export reads to and its total, once its first run knows them. */
  async started(id: string, until: bigint, total: number): Promise<void> {
    await this.pool.query(`UPDATE ${this.t} SET until_position = $2, rows_total = $3 WHERE id = $1`, [id, until.toString(), total]);
  }

  /** Where a stopped run of the job continues (its file holds every batch before it). */
  async resumePoint(id: string, at: ExportResume): Promise<void> {
    await this.pool.query(`UPDATE ${this.t} SET resume = $2::jsonb, rows_written = $3 WHERE id = $1 AND status = 'running'`, [
      id,
      JSON.stringify({ ...at, position: at.position.toString() }),
      at.rows,
    ]);
  }

  /** Fails jobs whose process is gone; answers those this call changed (a replica racing it gets none of them). */
  async markInterrupted(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.rows<{ id: string }>(
      `UPDATE ${this.t} SET status = 'failed', error = $1, finished_at = now() WHERE id = ANY($2::uuid[]) AND status IN ('queued', 'running') RETURNING id`,
      [INTERRUPTED, ids],
    );
    return rows.map((r) => r.id);
  }

  /** Every export with a file (or making one) finished since `since`: failed with ERASED; answers their ids. */
  async markErased(since: string): Promise<string[]> {
    const rows = await this.rows<{ id: string }>(
      `UPDATE ${this.t} SET status = 'failed', error = $1, bytes = 0, finished_at = COALESCE(finished_at, now())
         WHERE status IN ('queued', 'running', 'done') AND (finished_at IS NULL OR finished_at >= $2::timestamptz) RETURNING id`,
      [ERASED, since],
    );
    return rows.map((r) => r.id);
  }

  /** Marks finished jobs past their time to live expired; answers those this call changed. */
  async expire(): Promise<string[]> {
    const rows = await this.rows<{ id: string }>(`UPDATE ${this.t} SET status = 'expired', error = $1 WHERE status = 'done' AND expires_at <= now() RETURNING id`, [EXPIRED]);
    return rows.map((r) => r.id);
  }

  /** Ids of jobs whose file must stay: queued, running or done. */
  async liveIds(): Promise<Set<string>> {
    const rows = await this.rows<{ id: string }>(`SELECT id FROM ${this.t} WHERE status IN ('queued', 'running', 'done')`);
    return new Set(rows.map((r) => r.id));
  }

  async find(id: string): Promise<ExportJob | null> {
    const [row] = await this.rows<JobRow>(`SELECT * FROM ${this.t} WHERE id = $1`, [id]);
    return row ? toJob(row) : null;
  }

  /** Newest first: one analyst's jobs, or everyone's (`userId` null, for staff). */
  async list(userId: string | null, limit = 100): Promise<ExportJob[]> {
    const rows = await this.rows<JobRow>(
      `SELECT * FROM ${this.t} WHERE $1::text IS NULL OR created_by = $1 ORDER BY created_at DESC, id LIMIT ${Math.floor(limit)}`,
      [userId],
    );
    return rows.map(toJob);
  }

  async update(id: string, fields: { status?: ExportStatus; rowsWritten?: number; rowsTotal?: number; bytes?: number; error?: string | null; finished?: boolean; ttlMs?: number }): Promise<void> {
    await this.pool.query(
      `UPDATE ${this.t} SET status = COALESCE($2, status), rows_written = COALESCE($3, rows_written), rows_total = COALESCE($4, rows_total),
         bytes = COALESCE($5, bytes), error = CASE WHEN $6::boolean THEN $7 ELSE error END, finished_at = CASE WHEN $8::boolean THEN now() ELSE finished_at END,
         expires_at = CASE WHEN $9::bigint IS NULL THEN expires_at ELSE now() + $9::bigint * interval '1 millisecond' END
       WHERE id = $1`,
      [id, fields.status ?? null, fields.rowsWritten ?? null, fields.rowsTotal ?? null, fields.bytes ?? null, fields.error !== undefined, fields.error ?? null, fields.finished === true, fields.ttlMs ?? null],
    );
  }

  async remove(id: string): Promise<void> {
    await this.pool.query(`DELETE FROM ${this.t} WHERE id = $1`, [id]);
  }
}
