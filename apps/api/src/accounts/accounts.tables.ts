import type pg from 'pg';

const q = (schema: string) => `"${schema}"`;

/**
 * Operational state of accounts that is not domain history: sessions (so they survive restarts and
 * work across replicas), rate-limit counters, and the development mailbox.
 */
export const ensureAccountTables = async (pool: pg.Pool, schema: string): Promise<void> => {
  const s = q(schema);
  await pool.query(`
    CREATE SCHEMA IF NOT EXISTS ${s};
    CREATE TABLE IF NOT EXISTS ${s}.sessions (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL,
      remember boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS sessions_user ON ${s}.sessions (user_id);
    CREATE TABLE IF NOT EXISTS ${s}.rate_limits (
      key text PRIMARY KEY,
      window_start timestamptz NOT NULL,
      count integer NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${s}.dev_mailbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      recipient text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS dev_mailbox_recipient ON ${s}.dev_mailbox (recipient);
    CREATE TABLE IF NOT EXISTS ${s}.dev_mailbox_owners (
      browser text NOT NULL,
      email text NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (browser, email)
    );`);
};
