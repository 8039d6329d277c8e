import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { unwrapKey, wrapKey } from './field-crypto.js';
import type { SubjectKeys } from './subject-keys.js';

/** The owner of a key no person's erasure reaches (an event whose subject is nobody: a game made before accounts). */
export const UNOWNED = 'unowned';

export type KeyStoreOptions = {
  pool: pg.Pool;
  schema: string;
  /** The key-encryption key (`ServerSecret.key('key-encryption')`). */
  kek: Buffer;
  /** 'postgres': other replicas may erase keys, so erasures are heard by LISTEN and cached keys expire. */
  kind: 'postgres' | 'pglite';
  /** How long an unwrapped key is trusted without asking the database again (a missed notification's bound). */
  ttlMs?: number;
  maxCached?: number;
};

/** A cached key: the data key, or null once destroyed (a destroyed key never comes back, so that is kept). */
type Cached = { key: Buffer | null; owner: string | null; until: number };

const quote = (schema: string): string => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  return `"${schema}"`;
};

export const ensureKeyTables = async (pool: pg.Pool, schema: string): Promise<void> => {
  const s = quote(schema);
  await pool.query(`
    CREATE TABLE IF NOT EXISTS ${s}.subject_keys (
      key_id text PRIMARY KEY, owner text NOT NULL, wrapped bytea NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
    CREATE INDEX IF NOT EXISTS subject_keys_owner ON ${s}.subject_keys (owner);
    CREATE TABLE IF NOT EXISTS ${s}.subject_key_erasures (
      owner text PRIMARY KEY, destroyed integer NOT NULL, erased_at timestamptz NOT NULL DEFAULT now());`);
};

/**
 * The key store (docs/architecture.md, Field encryption): one random 256-bit data key per key id, stored
 * wrapped with the server's key-encryption key, created lazily and replica-safe (insert-if-absent, then
 * read), unwrapped keys cached in memory (bounded). Erasure deletes the owner's rows in one transaction that
 * also records the owner as erased, so no key is ever created for them again, and tells every replica
 * (NOTIFY; cached keys also expire after `ttlMs`, the bound should a notification be lost).
 */
export class KeyStore implements SubjectKeys {
  private readonly cache = new Map<string, Cached>();
  private readonly loading = new Map<string, Promise<Buffer | null>>();
  private readonly s: string;
  private readonly channel: string;
  /** How long a cached key (or anything decrypted with it) is trusted without asking the database again. */
  readonly ttlMs: number;
  private readonly maxCached: number;
  private listener: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Moves on whenever cached keys are dropped (an erasure here or heard from elsewhere): what was decrypted before is stale. */
  epoch = 0;

  private constructor(private readonly options: KeyStoreOptions) {
    this.s = quote(options.schema);
    this.channel = `tempest_keys_${options.schema}`;
    // One process owns an embedded database (its data directory is locked): only a replica can go stale.
    this.ttlMs = options.ttlMs ?? (options.kind === 'pglite' ? Number.POSITIVE_INFINITY : 30_000);
    this.maxCached = options.maxCached ?? 20_000;
  }

  static async open(options: KeyStoreOptions): Promise<KeyStore> {
    await ensureKeyTables(options.pool, options.schema);
    const store = new KeyStore(options);
    if (options.kind === 'postgres') await store.listen();
    return store;
  }

  /** A key already in memory: the key, null when destroyed, undefined when it must be read. */
  cached(keyId: string): Buffer | null | undefined {
    const hit = this.cache.get(keyId);
    if (!hit) return undefined;
    if (hit.key && hit.until < Date.now()) return undefined;
    return hit.key;
  }

  /** The keys (null: destroyed), those not in memory read in one query; a key that is not there was destroyed. */
  async keysFor(keyIds: Iterable<string>): Promise<Map<string, Buffer | null>> {
    const keys = new Map<string, Buffer | null>();
    const wanted: string[] = [];
    for (const id of new Set(keyIds)) {
      const hit = this.cached(id);
      if (hit === undefined) wanted.push(id);
      else keys.set(id, hit);
    }
    if (wanted.length === 0) return keys;
    const { rows } = await this.options.pool.query<{ key_id: string; owner: string; wrapped: Buffer }>(
      `SELECT key_id, owner, wrapped FROM ${this.s}.subject_keys WHERE key_id = ANY($1::text[])`,
      [wanted],
    );
    const found = new Map(rows.map((r) => [r.key_id, r]));
    for (const id of wanted) {
      const row = found.get(id);
      const key = row ? unwrapKey(this.options.kek, id, row.wrapped) : null;
      this.remember(id, key, row?.owner ?? null);
      keys.set(id, key);
    }
    return keys;
  }

  /**
   * The key to encrypt with, created if absent; null when its owner was erased and the key is gone (the
   * caller then stores no personal data at all). Two replicas creating one key agree on the first insert.
   */
  async keyForWriting(keyId: string, owner: string): Promise<Buffer | null> {
    // A null in the cache may only mean "not created yet" (createOrRead's own look-up, while another request
    // creates it): a writer trusts a cached key, never a cached absence, or it would store placeholders.
    const hit = this.cached(keyId);
    if (hit) return hit;
    let pending = this.loading.get(keyId);
    if (!pending) {
      pending = this.createOrRead(keyId, owner).finally(() => this.loading.delete(keyId));
      this.loading.set(keyId, pending);
    }
    return pending;
  }

  private async createOrRead(keyId: string, owner: string): Promise<Buffer | null> {
    const loaded = (await this.keysFor([keyId])).get(keyId);
    if (loaded) return loaded;
    const client = await this.options.pool.connect();
    try {
      await client.query('BEGIN');
      // Serialised with eraseOwner on the same owner, so a key cannot be created after its owner's erasure.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`tempest-subject-key:${owner}`]);
      await client.query(
        `INSERT INTO ${this.s}.subject_keys (key_id, owner, wrapped)
         SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM ${this.s}.subject_key_erasures WHERE owner = $2)
         ON CONFLICT (key_id) DO NOTHING`,
        [keyId, owner, wrapKey(this.options.kek, keyId, randomBytes(32))],
      );
      const { rows } = await client.query<{ owner: string; wrapped: Buffer }>(`SELECT owner, wrapped FROM ${this.s}.subject_keys WHERE key_id = $1`, [keyId]);
      await client.query('COMMIT');
      const key = rows[0] ? unwrapKey(this.options.kek, keyId, rows[0].wrapped) : null;
      this.remember(keyId, key, rows[0]?.owner ?? owner);
      return key;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async eraseOwner(owner: string, options: { keep?: readonly string[] } = {}): Promise<{ destroyed: number }> {
    const client = await this.options.pool.connect();
    let destroyed: string[];
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`tempest-subject-key:${owner}`]);
      const { rows } = await client.query<{ key_id: string }>(
        `DELETE FROM ${this.s}.subject_keys WHERE owner = $1 AND NOT (key_id = ANY($2::text[])) RETURNING key_id`,
        [owner, [...(options.keep ?? [])]],
      );
      destroyed = rows.map((r) => r.key_id);
      await client.query(
        `INSERT INTO ${this.s}.subject_key_erasures (owner, destroyed) VALUES ($1, $2)
         ON CONFLICT (owner) DO UPDATE SET destroyed = subject_key_erasures.destroyed + EXCLUDED.destroyed`,
        [owner, destroyed.length],
      );
      // Delivered at commit to every replica listening (this one too, harmlessly).
      if (this.options.kind === 'postgres') await client.query('SELECT pg_notify($1, $2)', [this.channel, owner]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    this.forget(owner);
    for (const id of destroyed) this.remember(id, null, owner);
    return { destroyed: destroyed.length };
  }

  async isErased(owner: string): Promise<boolean> {
    const { rows } = await this.options.pool.query(`SELECT 1 FROM ${this.s}.subject_key_erasures WHERE owner = $1`, [owner]);
    return rows.length > 0;
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.listener?.end().catch(() => undefined);
    this.cache.clear();
  }

  private remember(keyId: string, key: Buffer | null, owner: string | null) {
    if (this.cache.size >= this.maxCached) this.cache.delete(this.cache.keys().next().value!);
    this.cache.delete(keyId); // re-inserted last: the oldest entries go first
    this.cache.set(keyId, { key, owner, until: key ? Date.now() + this.ttlMs : Number.POSITIVE_INFINITY });
  }

  /** Drops the owner's cached keys: the next use reads the database, where they are gone. */
  private forget(owner: string) {
    this.epoch++;
    for (const [id, entry] of this.cache) if (entry.owner === owner && entry.key) this.cache.delete(id);
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    let client: pg.Client;
    try {
      client = new pg.Client(this.options.pool.options);
    } catch {
      // No client can be made any more (a test runner's torn-down registry after a store was left open).
      this.stopped = true;
      return;
    }
    client.on('error', () => this.reconnect(client));
    client.on('notification', (message) => message.payload && this.forget(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
      if (this.stopped) return void (await client.end().catch(() => undefined));
      this.listener = client;
    } catch {
      this.reconnect(client);
    }
  }

  private reconnect(client: pg.Client) {
    void client.end().catch(() => undefined);
    if (this.listener === client) this.listener = null;
    // Erasures may have been missed while deaf: trust no cached key.
    this.epoch++;
    for (const [id, entry] of this.cache) if (entry.key) this.cache.delete(id);
    if (!this.stopped && !this.retry) this.retry = setTimeout(() => ((this.retry = null), void this.listen()), 1000).unref();
  }
}
