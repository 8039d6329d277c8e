import { createHash } from 'node:crypto';
import type pg from 'pg';

/** One stored blob, named by the sha256 of its bytes; `url` is where the API serves it (`/media/<hash>`). */
export type StoredMedia = { hash: string; url: string; contentType: string; sizeBytes: number };

/**
 * Content-addressed blobs (docs/api-media.md): a put of bytes already stored stores nothing and answers
 * what is stored; a get of a hash that is not stored (or not a hash) is null.
 */
export type MediaStore = {
  put(bytes: Buffer, contentType: string): Promise<StoredMedia>;
  get(hash: string): Promise<{ bytes: Buffer; contentType: string } | null>;
};

export const MEDIA_STORE = Symbol('MEDIA_STORE');

/** Where the API serves media: `GET /media/<hash>`. */
export const MEDIA_PATH = '/media';

/** A media hash: the lowercase hex sha256 of the bytes. */
export const MEDIA_HASH = /^[0-9a-f]{64}$/;

export const mediaUrl = (hash: string): string => `${MEDIA_PATH}/${hash}`;

export const mediaHash = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

// A MIME type as the store keeps it: type/subtype, lowercase, no parameters (a header value of ours later).
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,62}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

const q = (schema: string) => `"${schema.replace(/"/g, '""')}"`;

/**
 * A content-addressed blob table in the configured schema (embedded PGlite or PostgreSQL alike): the media
 * store's `media`, and the save states' `save_states` (docs/api-timeline.md), which no route serves.
 */
export const ensureBlobTable = async (pool: pg.Pool, schema: string, name: string, { compressed = false } = {}): Promise<void> => {
  await pool.query(`
    CREATE SCHEMA IF NOT EXISTS ${q(schema)};
    CREATE TABLE IF NOT EXISTS ${q(schema)}.${q(name)} (
      hash text PRIMARY KEY,
      content_type text NOT NULL,
      size_bytes integer NOT NULL,
      bytes bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE ${q(schema)}.${q(name)} ADD COLUMN IF NOT EXISTS named boolean NOT NULL DEFAULT false;
    CREATE INDEX IF NOT EXISTS ${q(`${name}_unnamed`)} ON ${q(schema)}.${q(name)} (created_at) WHERE NOT named;`);
  // `named`: an event names the blob (the retention sweep, blob-sweep.ts, deletes old blobs no event names).
  // Bytes compressed already: the database stores them as they are instead of trying to compress them again
  // (pglz on 300 KB of brotli output doubled an embedded write).
  if (compressed) await pool.query(`ALTER TABLE ${q(schema)}.${q(name)} ALTER COLUMN bytes SET STORAGE EXTERNAL`);
};

export const ensureMediaTable = (pool: pg.Pool, schema: string): Promise<void> => ensureBlobTable(pool, schema, 'media');

export type StoredBlob = { hash: string; contentType: string; sizeBytes: number };

/** One row per distinct blob, named by the sha256 of its bytes; the bytes travel only when they are not stored yet. */
export const databaseBlobs = (pool: pg.Pool, schema: string, name: string) => {
  const table = `${q(schema)}.${q(name)}`;
  const stored = async (hash: string): Promise<StoredBlob | null> => {
    const { rows } = await pool.query<{ content_type: string; size_bytes: number }>(`SELECT content_type, size_bytes FROM ${table} WHERE hash = $1`, [hash]);
    return rows[0] ? { hash, contentType: rows[0].content_type, sizeBytes: rows[0].size_bytes } : null;
  };
  return {
    async put(bytes: Buffer, contentType: string): Promise<StoredBlob> {
      const type = contentType.trim().toLowerCase();
      if (!CONTENT_TYPE.test(type)) throw new Error(`Not a media type: ${JSON.stringify(contentType.slice(0, 80))}`);
      const hash = mediaHash(bytes);
      // One round trip for new bytes (a save state almost always is); bytes stored before keep their row. Stored
      // and named by no event yet, they are made young again: the sweep (blob-sweep.ts) keeps them the grace period
      // from now, so the event this put is for can still name them.
      const { rows } = await pool.query<{ content_type: string; size_bytes: number }>(
        `INSERT INTO ${table} AS t (hash, content_type, size_bytes, bytes) VALUES ($1, $2, $3, $4)
         ON CONFLICT (hash) DO UPDATE SET created_at = now() WHERE NOT t.named
         RETURNING content_type, size_bytes`,
        [hash, type, bytes.length, bytes],
      );
      // Stored already (before, or by another writer in between): the stored row is the answer (the same bytes).
      return rows[0] ? { hash, contentType: rows[0].content_type, sizeBytes: rows[0].size_bytes } : (await stored(hash))!;
    },
    /** The blobs of the hashes that are stored (others, and strings that are not hashes, are left out). */
    async getMany(hashes: readonly string[]): Promise<Map<string, { bytes: Buffer; contentType: string }>> {
      const wanted = [...new Set(hashes)].filter((h) => MEDIA_HASH.test(h));
      if (wanted.length === 0) return new Map();
      const { rows } = await pool.query<{ hash: string; bytes: Buffer; content_type: string }>(`SELECT hash, bytes, content_type FROM ${table} WHERE hash = ANY($1::text[])`, [wanted]);
      return new Map(rows.map((r) => [r.hash, { bytes: r.bytes, contentType: r.content_type }]));
    },
  };
};

/** The media store on the database's `media` table. */
export const databaseMediaStore = (pool: pg.Pool, schema: string): MediaStore => {
  const blobs = databaseBlobs(pool, schema, 'media');
  return {
    async put(bytes, contentType) {
      const stored = await blobs.put(bytes, contentType);
      return { ...stored, url: mediaUrl(stored.hash) };
    },
    async get(hash) {
      return (await blobs.getMany([hash])).get(hash) ?? null;
    },
  };
};

/**
 * Deletes media by hash (an erased player's save thumbnails that nothing else shows: docs/personal-data.md);
 * answers how many were stored. The count comes from a SELECT around the DELETE, which every client answers as rows.
 */
export const deleteMedia = async (db: { query<Row>(sql: string, params?: unknown[]): Promise<Row[]>; table(name: string): string }, hashes: readonly string[]): Promise<number> => {
  const wanted = hashes.filter((h) => MEDIA_HASH.test(h));
  if (wanted.length === 0) return 0;
  const [row] = await db.query<{ n: number }>(`WITH gone AS (DELETE FROM ${db.table('media')} WHERE hash = ANY($1::text[]) RETURNING 1) SELECT count(*)::int AS n FROM gone`, [wanted]);
  return row?.n ?? 0;
};
