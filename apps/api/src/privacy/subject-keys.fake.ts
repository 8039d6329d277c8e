import type pg from 'pg';
import type { SubjectKeys } from './subject-keys.js';

/**
 * A stand-in for the key store until the encryption layer is merged (issue 28 §3): it holds no keys, only
 * which owners were erased (so `isErased` answers across replicas), and destroys nothing. Replace its
 * provider in erasure.module.ts with the real key store; nothing else changes.
 */
export const fakeSubjectKeys = async (pool: pg.Pool, schema: string): Promise<SubjectKeys> => {
  const table = `"${schema.replace(/"/g, '""')}".subject_keys_erased`;
  await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '""')}"; CREATE TABLE IF NOT EXISTS ${table} (owner text PRIMARY KEY, erased_at timestamptz NOT NULL DEFAULT now())`);
  return {
    async eraseOwner(owner) {
      await pool.query(`INSERT INTO ${table} (owner) VALUES ($1) ON CONFLICT (owner) DO NOTHING`, [owner]);
      return { destroyed: 0 };
    },
    async isErased(owner) {
      const { rows } = await pool.query(`SELECT 1 FROM ${table} WHERE owner = $1`, [owner]);
      return rows.length > 0;
    },
  };
};
