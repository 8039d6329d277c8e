import { randomUUID } from 'node:crypto';
import { comparePositions, START, type AllPosition, type EventStore } from '@tempest/event-store';
import type pg from 'pg';

/**
 * Retention of the content-addressed blobs (docs/api-media.md, "Retention"): the media store's pictures and
 * the timelines' save states are kept while an event names them; a blob no event names — a save refused
 * after its state was stored (a budget, a rate limit, a crash between the two), a picture uploaded and never
 * used — is deleted once it is older than the grace period.
 *
 * How: every blob row has `named` (false when stored). The sweep reads `$all` from where it stopped last
 * (a catch-up read: never skips a slow transaction's events), marks every blob whose hash an event's data
 * holds as named, and deletes the unnamed ones older than the grace period — only when the read reached every
 * event committed before the run began, so an event the read could not see yet never loses its blob. A put of
 * bytes stored already and not named makes them young again, so a sweep never deletes what a save is about
 * to name. One replica sweeps at a time (a lease row, renewed as it reads); events are immutable, so a named
 * blob stays named.
 */
export type BlobSweepOptions = {
  /** Blob tables in the schema (created by their stores), e.g. ['media', 'save_states']. */
  tables: readonly string[];
  /** How old an unnamed blob must be before it is deleted: longer than any save or upload takes. */
  graceSeconds: number;
  /** Events read per page of `$all` (each up to the request budget, 2 MB). */
  pageSize?: number;
};

export type SweepResult = { events: number; named: number; deleted: number; deletedBytes: number; caughtUp: boolean };

const LEASE_SECONDS = 120;
const HASH = /[0-9a-f]{64}/g;

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The hashes an event's data names (`/media/<hash>`, `stateHash`): any 64 lower-case hex digits. */
export const namedHashes = (data: unknown): string[] => JSON.stringify(data)?.match(HASH) ?? [];

/** The sweep's lease and mark (the blob tables' `named` column comes with them: media-store.ts, ensureBlobTable). */
export const ensureBlobSweep = async (pool: pg.Pool, schema: string): Promise<void> => {
  await pool.query(`CREATE TABLE IF NOT EXISTS ${q(schema)}.blob_sweeps (
    name text PRIMARY KEY, tx_id text NOT NULL, position text NOT NULL, lease_until timestamptz NOT NULL, holder text NOT NULL)`);
};

export class BlobSweep {
  private readonly holder = randomUUID();

  constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string,
    private readonly store: EventStore,
    private readonly options: BlobSweepOptions,
  ) {}

  /** Takes (or renews) the lease; the position read up to, or null when another process holds it. */
  private async lease(): Promise<AllPosition | null> {
    const { rows } = await this.pool.query<{ tx_id: string; position: string }>(
      `INSERT INTO ${q(this.schema)}.blob_sweeps AS s (name, tx_id, position, lease_until, holder) VALUES ('blobs', '0', '0', now() + make_interval(secs => $1), $2)
       ON CONFLICT (name) DO UPDATE SET lease_until = now() + make_interval(secs => $1), holder = $2
         WHERE s.lease_until < now() OR s.holder = $2
       RETURNING tx_id, position`,
      [LEASE_SECONDS, this.holder],
    );
    return rows[0] ? { txId: BigInt(rows[0].tx_id), position: BigInt(rows[0].position) } : null;
  }

  private async release(read: AllPosition): Promise<void> {
    await this.pool.query(`UPDATE ${q(this.schema)}.blob_sweeps SET tx_id = $1, position = $2, lease_until = now() WHERE name = 'blobs' AND holder = $3`, [
      read.txId.toString(),
      read.position.toString(),
      this.holder,
    ]);
  }

  /** One sweep; null when another replica is sweeping. */
  async run(): Promise<SweepResult | null> {
    let from = await this.lease();
    if (!from) return null;
    const last = await this.store.lastCommittedPosition();
    const result: SweepResult = { events: 0, named: 0, deleted: 0, deletedBytes: 0, caughtUp: false };
    try {
      for (;;) {
        const page = await this.store.readAll(from ?? START, this.options.pageSize ?? 200);
        const hashes = [...new Set(page.events.flatMap((e) => namedHashes(e.data)))];
        if (hashes.length > 0) result.named += await this.name(hashes);
        result.events += page.events.length;
        from = page.next;
        if (page.isEnd || page.events.length === 0) break;
        await this.release(from);
        if (!(await this.lease())) return result; // the lease was lost (a long pause): another replica goes on
      }
      await this.release(from);
      // Every event committed before the run began was read: an unnamed blob older than the grace period is named by none.
      result.caughtUp = comparePositions(from, last) >= 0;
      if (result.caughtUp) Object.assign(result, await this.deleteUnnamed());
      return result;
    } finally {
      await this.release(from ?? START).catch(() => undefined);
    }
  }

  private async name(hashes: string[]): Promise<number> {
    let named = 0;
    for (const table of this.options.tables) {
      const { rowCount } = await this.pool.query(`UPDATE ${q(this.schema)}.${q(table)} SET named = true WHERE hash = ANY($1::text[]) AND NOT named`, [hashes]);
      named += rowCount ?? 0;
    }
    return named;
  }

  private async deleteUnnamed(): Promise<{ deleted: number; deletedBytes: number }> {
    let deleted = 0;
    let deletedBytes = 0;
    for (const table of this.options.tables) {
      const { rows } = await this.pool.query<{ n: number; bytes: string | null }>(
        `WITH gone AS (DELETE FROM ${q(this.schema)}.${q(table)} WHERE NOT named AND created_at < now() - make_interval(secs => $1) RETURNING size_bytes)
         SELECT count(*)::int AS n, sum(size_bytes)::text AS bytes FROM gone`,
        [this.options.graceSeconds],
      );
      deleted += rows[0].n;
      deletedBytes += Number(rows[0].bytes ?? 0);
    }
    return { deleted, deletedBytes };
  }
}
