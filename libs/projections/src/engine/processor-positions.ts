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
