import type { ExplorerFilters, ExportFormat, ExportJob, ExportStatus } from '@tempest/contracts';
import type { ReadDb } from '@tempest/projections';
import { extensionOf } from './export-writers.js';

type JobRow = {
  id: string; created_by: string; format: ExportFormat; gzip: boolean; filters: ExplorerFilters; status: ExportStatus;
  rows_written: string; rows_total: string | null; bytes: string; error: string | null; created_at: Date | string; finished_at: Date | string | null;
};

/** What a restart leaves of a job that was queued or running (docs/api-analytics.md, Exports across a restart). */
/** What an erasure leaves of an export that may hold the erased person's data (docs/personal-data.md, Erasure). */
export const ERASED = 'Deleted: it may have held data of a person whose account was erased. Start it again.';

export const INTERRUPTED = 'Interrupted: the studio restarted while this export ran. Start it again.';

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
    finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
};

/**
 * The export jobs' table. Jobs are the studio's own work, not facts of the domain, so they are rows (like
 * the projections' checkpoints) rather than events; the settings that allow them are events.
 */
export class ExportJobsTable {
  constructor(private readonly db: ReadDb) {}

  private get t(): string {
    return this.db.table('analytics_exports');
  }

  async create(): Promise<void> {
    await this.db.query(`CREATE TABLE IF NOT EXISTS ${this.t} (
      id uuid PRIMARY KEY, created_by text NOT NULL, format text NOT NULL, gzip boolean NOT NULL, filters jsonb NOT NULL,
      status text NOT NULL, rows_written bigint NOT NULL DEFAULT 0, rows_total bigint, bytes bigint NOT NULL DEFAULT 0, error text,
      created_at timestamptz NOT NULL DEFAULT now(), finished_at timestamptz)`);
    await this.db.query(`CREATE INDEX IF NOT EXISTS analytics_exports_by_creator ON ${this.t} (created_by, created_at DESC)`);
  }

  /** On start: a job this process was running when it stopped will never finish. */
  async markInterrupted(): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE ${this.t} SET status = 'failed', error = $1, finished_at = now() WHERE status IN ('queued', 'running') RETURNING id`,
      [INTERRUPTED],
    );
    return rows.map((r) => r.id);
  }

  /** Every export with a file (or making one) finished since `since`: failed with ERASED; answers their ids. */
  async markErased(since: string): Promise<string[]> {
    // A SELECT around the UPDATE: TypeORM answers an UPDATE … RETURNING as [rows, count], a SELECT as rows.
    const rows = await this.db.query<{ id: string }>(
      `WITH erased AS (UPDATE ${this.t} SET status = 'failed', error = $1, bytes = 0, finished_at = COALESCE(finished_at, now())
         WHERE status IN ('queued', 'running', 'done') AND (finished_at IS NULL OR finished_at >= $2::timestamptz) RETURNING id)
       SELECT id FROM erased`,
      [ERASED, since],
    );
    return rows.map((r) => r.id);
  }

  async insert(job: { id: string; createdBy: string; format: ExportFormat; gzip: boolean; filters: ExplorerFilters }): Promise<ExportJob> {
    const [row] = await this.db.query<JobRow>(
      `INSERT INTO ${this.t} (id, created_by, format, gzip, filters, status) VALUES ($1, $2, $3, $4, $5::jsonb, 'queued') RETURNING *`,
      [job.id, job.createdBy, job.format, job.gzip, JSON.stringify(job.filters)],
    );
    return toJob(row);
  }

  async find(id: string): Promise<ExportJob | null> {
    const [row] = await this.db.query<JobRow>(`SELECT * FROM ${this.t} WHERE id = $1`, [id]);
    return row ? toJob(row) : null;
  }

  async listBy(userId: string, limit = 100): Promise<ExportJob[]> {
    const rows = await this.db.query<JobRow>(`SELECT * FROM ${this.t} WHERE created_by = $1 ORDER BY created_at DESC, id LIMIT ${limit}`, [userId]);
    return rows.map(toJob);
  }

  async update(id: string, fields: { status?: ExportStatus; rowsWritten?: number; rowsTotal?: number; bytes?: number; error?: string | null; finished?: boolean }): Promise<void> {
    await this.db.query(
      `UPDATE ${this.t} SET status = COALESCE($2, status), rows_written = COALESCE($3, rows_written), rows_total = COALESCE($4, rows_total),
         bytes = COALESCE($5, bytes), error = CASE WHEN $6::boolean THEN $7 ELSE error END, finished_at = CASE WHEN $8::boolean THEN now() ELSE finished_at END
       WHERE id = $1`,
      [id, fields.status ?? null, fields.rowsWritten ?? null, fields.rowsTotal ?? null, fields.bytes ?? null, fields.error !== undefined, fields.error ?? null, fields.finished === true],
    );
  }

  async remove(id: string): Promise<void> {
    await this.db.query(`DELETE FROM ${this.t} WHERE id = $1`, [id]);
  }
}
