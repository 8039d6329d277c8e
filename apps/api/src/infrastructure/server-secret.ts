import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * The studio's one long-lived secret, from which every keyed hash and key-encryption key is derived (HKDF,
 * one purpose each): the visitor id kept in events instead of the visitor's cookie, analysts' pseudonyms,
 * the key that wraps each subject's data key (docs/personal-data.md).
 *
 * `SERVER_SECRET` sets it (replicas and restores then agree without the database holding it, so a copy of
 * the database alone cannot unwrap personal data). Unset, it is made once and kept in the database
 * (`server_secrets`), which every replica reads: insert-if-absent, then read, so two processes starting
 * together agree. Changing it later orphans what was derived from it (visitor saves, pseudonyms, personal
 * data): set it before the first start.
 */
export class ServerSecret {
  private readonly derived = new Map<string, Buffer>();

  constructor(private readonly secret: Buffer) {
    if (secret.length < 32) throw new Error('SERVER_SECRET must hold at least 32 bytes (e.g. 64 hex digits)');
  }

  /** A 32-byte key for one purpose ('visitor-id', 'pseudonym', 'key-encryption', …). */
  key(purpose: string): Buffer {
    let key = this.derived.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.secret, Buffer.alloc(0), `tempest:${purpose}`, 32));
      this.derived.set(purpose, key);
    }
    return key;
  }

  /** A stable keyed hash of `value` for `purpose`: 32 lower-case hex digits (128 bits), safe in stream ids. */
  hash(purpose: string, value: string): string {
    return createHmac('sha256', this.key(purpose)).update(value).digest('hex').slice(0, 32);
  }
}

const parseConfigured = (configured: string): Buffer =>
  /^[0-9a-f]+$/i.test(configured) && configured.length % 2 === 0 ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'utf8');

export const loadServerSecret = async (pool: pg.Pool, schema: string, configured: string | null): Promise<ServerSecret> => {
  if (configured) return new ServerSecret(parseConfigured(configured));
  await pool.query(`CREATE TABLE IF NOT EXISTS "${schema}".server_secrets (name text PRIMARY KEY, secret bytea NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
  await pool.query(`INSERT INTO "${schema}".server_secrets (name, secret) VALUES ('root', $1) ON CONFLICT (name) DO NOTHING`, [randomBytes(32)]);
  const { rows } = await pool.query<{ secret: Buffer }>(`SELECT secret FROM "${schema}".server_secrets WHERE name = 'root'`);
  return new ServerSecret(rows[0].secret);
};
