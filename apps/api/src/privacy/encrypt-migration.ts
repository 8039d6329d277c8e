import { EVENT_DATA_CLASSES } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import type pg from 'pg';
import { hasSealedFields, sealData } from './encrypting-event-store.js';
import { EventSubjects } from './event-subjects.js';
import type { KeyStore } from './key-store.js';

export type MigrationProgress = {
  /** Events of types with personal or private fields read so far (over every run). */
  scanned: number;
  /** Of those, events rewritten with their plaintext fields encrypted (or blanked: an erased owner's). */
  encrypted: number;
  /** Where the walk is in `$all` (transaction id, position). */
  txId: string;
  position: string;
  done: boolean;
};

const MIGRATION = 'field-encryption-v1';
const SEALED_TYPES = Object.keys(EVENT_DATA_CLASSES).filter(hasSealedFields);

type Row = { tx: string; pos: string; event_id: string; stream_id: string; type: string; data: unknown; metadata: never };

/**
 * The one sanctioned rewrite of stored events (docs/architecture.md, Field encryption): events written in
 * plaintext before field encryption get their personal and private fields encrypted in place. Positions,
 * ids, types and every public field stay. It walks `$all` in order (the catch-up order, so no slow
 * transaction's events are skipped), a batch per transaction that also records how far it got: a killed run
 * resumes where its last batch committed, and two runs take turns. Events already encrypted are left alone,
 * so running it again is harmless. Safe while the studio runs on PostgreSQL (readers accept both forms).
 */
export const migrateToEncryptedFields = async (options: {
  pool: pg.Pool;
  schema: string;
  /** The app's (encrypting) store: how a stream's first event names its owner. */
  store: EventStore;
  keys: KeyStore;
  batch?: number;
  /** Walk from the first event again (after a replica still writing plaintext was stopped). */
  restart?: boolean;
  onBatch?(progress: MigrationProgress): void;
}): Promise<MigrationProgress> => {
  const { pool, keys } = options;
  const s = `"${options.schema}"`;
  const batch = options.batch ?? 500;
  const subjects = new EventSubjects(async (streamId) => (await options.store.readStream(streamId, { maxCount: 1 }))[0]);
  await pool.query(`CREATE TABLE IF NOT EXISTS ${s}.encryption_migrations (
    name text PRIMARY KEY, tx_id xid8 NOT NULL DEFAULT '0', position bigint NOT NULL DEFAULT 0,
    scanned bigint NOT NULL DEFAULT 0, encrypted bigint NOT NULL DEFAULT 0, updated_at timestamptz NOT NULL DEFAULT now())`);
  await pool.query(`INSERT INTO ${s}.encryption_migrations (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [MIGRATION]);
  if (options.restart) await pool.query(`UPDATE ${s}.encryption_migrations SET tx_id = '0', position = 0 WHERE name = $1`, [MIGRATION]);

  const committedBeyond = async (at: { tx_id: string; position: string }): Promise<boolean> =>
    (
      await pool.query(
        `SELECT 1 FROM ${s}.events WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND type = ANY($3::text[]) LIMIT 1`,
        [at.tx_id, at.position, SEALED_TYPES],
      )
    ).rows.length > 0;
  const progressSql = `SELECT tx_id::text, position::text, scanned::text, encrypted::text FROM ${s}.encryption_migrations WHERE name = $1`;
  for (;;) {
    // Read and encrypt outside the transaction (key creation and owner lookups use other connections, which
    // would wait for it on the embedded database), then write if no other run moved on meanwhile.
    const { rows: at } = await pool.query<{ tx_id: string; position: string; scanned: string; encrypted: string }>(progressSql, [MIGRATION]);
    const { rows } = await pool.query<Row>(
      `SELECT transaction_id::text AS tx, global_position::text AS pos, event_id::text, stream_id, type, data, metadata FROM ${s}.events
        WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot()) AND type = ANY($3::text[])
        ORDER BY transaction_id, global_position LIMIT $4`,
      [at[0].tx_id, at[0].position, SEALED_TYPES, batch],
    );
    const rewritten: { id: string; data: string }[] = [];
    for (const row of rows) {
      const data = await sealData(keys, subjects, row.stream_id, { id: row.event_id, type: row.type, data: row.data, metadata: row.metadata }, { onlyPlain: true });
      if (data !== row.data) rewritten.push({ id: row.event_id, data: JSON.stringify(data) });
    }
    if (rows.length === 0 && (await committedBeyond(at[0]))) {
      // Events committed after an older transaction that is still running are not visible yet (the catch-up
      // rule above): wait for it rather than finish short of them.
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    const last = rows[rows.length - 1];
    const progress: MigrationProgress = {
      scanned: Number(at[0].scanned) + rows.length,
      encrypted: Number(at[0].encrypted) + rewritten.length,
      txId: last?.tx ?? at[0].tx_id,
      position: last?.pos ?? at[0].position,
      done: rows.length < batch && !(await committedBeyond({ tx_id: last?.tx ?? at[0].tx_id, position: last?.pos ?? at[0].position })),
    };
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows: now } = await client.query<{ tx_id: string; position: string }>(`${progressSql} FOR UPDATE`, [MIGRATION]);
      if (now[0].tx_id !== at[0].tx_id || now[0].position !== at[0].position) {
        await client.query('ROLLBACK');
        continue; // another run wrote this batch
      }
      if (rewritten.length > 0) {
        await client.query(
          `UPDATE ${s}.events e SET data = u.data::jsonb FROM unnest($1::uuid[], $2::text[]) AS u(id, data) WHERE e.event_id = u.id`,
          [rewritten.map((r) => r.id), rewritten.map((r) => r.data)],
        );
      }
      await client.query(
        `UPDATE ${s}.encryption_migrations SET tx_id = $2::text::xid8, position = $3, scanned = $4, encrypted = $5, updated_at = now() WHERE name = $1`,
        [MIGRATION, progress.txId, progress.position, progress.scanned, progress.encrypted],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    options.onBatch?.(progress);
    if (progress.done) return progress;
  }
};
