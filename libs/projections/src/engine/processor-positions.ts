import type pg from 'pg';
import type { AllPosition } from '@tempest/event-store';
import type { ProjectionTx } from './projector.js';

export type ProcessorPosition = { position: AllPosition; version: number; updatedAt: Date | null };

type CheckpointRow = { checkpoint_tx: string; checkpoint_position: string; version: number; updated_at: Date };

export const quoteSchema = (schema: string): string => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  return `"${schema}"`;
};

export const processorsTableSql = (schema: string): string => `
CREATE SCHEMA IF NOT EXISTS ${quoteSchema(schema)};
CREATE TABLE IF NOT EXISTS ${quoteSchema(schema)}.processors (
  name                text PRIMARY KEY,
  checkpoint_tx       bigint NOT NULL DEFAULT 0,
  checkpoint_position bigint NOT NULL DEFAULT 0,
  version             integer NOT NULL,
  owner               text,
  updated_at          timestamptz NOT NULL DEFAULT now()
);`;

const toCheckpoint = (row: CheckpointRow): ProcessorPosition => ({
  position: { txId: BigInt(row.checkpoint_tx), position: BigInt(row.checkpoint_position) },
  version: row.version,
  updatedAt: row.updated_at,
});

const SELECT = 'SELECT checkpoint_tx, checkpoint_position, version, updated_at FROM';

export const readProcessorPosition = async (pool: pg.Pool, schema: string, name: string): Promise<ProcessorPosition | null> => {
  const { rows } = await pool.query<CheckpointRow>(`${SELECT} ${quoteSchema(schema)}.processors WHERE name = $1`, [
    name,
  ]);
  return rows[0] ? toCheckpoint(rows[0]) : null;
};

/** Locks the processor's row for the transaction: batches and a rebuild's swap serialise on it. */
export const lockProcessorPosition = async (tx: ProjectionTx, schema: string, name: string): Promise<ProcessorPosition | null> => {
  const rows = await tx.query<CheckpointRow>(
    `${SELECT} ${quoteSchema(schema)}.processors WHERE name = $1 FOR UPDATE`,
    [name],
  );
  return rows[0] ? toCheckpoint(rows[0]) : null;
};

export const writeProcessorPosition = async (
  tx: ProjectionTx,
  schema: string,
  name: string,
  checkpoint: { position: AllPosition; version: number; owner: string },
): Promise<void> => {
  await tx.query(
    `INSERT INTO ${quoteSchema(schema)}.processors (name, checkpoint_tx, checkpoint_position, version, owner, updated_at)
     VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (name) DO UPDATE SET checkpoint_tx = EXCLUDED.checkpoint_tx,
       checkpoint_position = EXCLUDED.checkpoint_position, version = EXCLUDED.version,
       owner = EXCLUDED.owner, updated_at = now()`,
    [
      name,
      checkpoint.position.txId.toString(),
      checkpoint.position.position.toString(),
      checkpoint.version,
      checkpoint.owner,
    ],
  );
};

/** Runs `work` in a transaction on one pooled connection (never awaits another connection inside). */
export const inTransaction = async <T>(pool: pg.Pool, work: (tx: ProjectionTx, client: pg.PoolClient) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  const tx: ProjectionTx = {
    query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
  };
  try {
    await client.query('BEGIN');
    const result = await work(tx, client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};

/** A batch with no event of the processor's types moves its checkpoint row from `from` to `to`, and nothing else. */
export type IdleMove = { name: string; from: AllPosition; to: AllPosition; version: number; owner: string };

/**
 * Moves many processors' checkpoints in one statement, each only if its row still holds `from` (the row lock the
 * UPDATE takes serialises it with batches and a rebuild's swap, as lockProcessorPosition does). Answers the names
 * it moved; a row someone else moved is left as it is.
 */
export const moveIdleCheckpoints = async (pool: pg.Pool, schema: string, moves: readonly IdleMove[]): Promise<Set<string>> => {
  const { rows } = await pool.query<{ name: string }>(
    `UPDATE ${quoteSchema(schema)}.processors AS p
        SET checkpoint_tx = m.to_tx, checkpoint_position = m.to_pos, version = m.version, owner = m.owner, updated_at = now()
       FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::int[], $7::text[])
            AS m(name, from_tx, from_pos, to_tx, to_pos, version, owner)
      WHERE p.name = m.name AND p.checkpoint_tx = m.from_tx AND p.checkpoint_position = m.from_pos
      RETURNING p.name`,
    [
      moves.map((m) => m.name),
      moves.map((m) => m.from.txId.toString()),
      moves.map((m) => m.from.position.toString()),
      moves.map((m) => m.to.txId.toString()),
      moves.map((m) => m.to.position.toString()),
      moves.map((m) => m.version),
      moves.map((m) => m.owner),
    ],
  );
  return new Set(rows.map((r) => r.name));
};

/**
 * The idle checkpoint moves of every processor in this process, written together: a game's play action is an
 * event that most processors skip, and each of them moving its row in its own transaction cost four round trips
 * per processor per batch (44 statements for one action on twelve processors). Moves asked for while a statement
 * runs go in the next one; each caller learns whether its row moved.
 */
export class IdleCheckpoints {
  private pending: { move: IdleMove; done: (moved: boolean) => void; fail: (error: Error) => void }[] = [];
  private flushing = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string,
  ) {}

  move(move: IdleMove): Promise<boolean> {
    return new Promise((done, fail) => {
      this.pending.push({ move, done, fail });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      try {
        const moved = await moveIdleCheckpoints(this.pool, this.schema, batch.map((p) => p.move));
        for (const p of batch) p.done(moved.has(p.move.name));
      } catch (error) {
        for (const p of batch) p.fail(error instanceof Error ? error : new Error(String(error)));
      }
    }
    this.flushing = false;
  }
}
