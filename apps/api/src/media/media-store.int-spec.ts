import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { databaseTargets, freshDatabase, type TestDatabase, testPool } from '../../../../test/support/databases.js';
import { databaseMediaStore, ensureMediaTable, type MediaStore } from './media-store.js';

// Services: blobs of megabytes over a real connection, TOAST storage settings.

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(databaseTargets())('the database media store on %s', (target) => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: MediaStore;
  const rows = async () => Number((await pool.query('SELECT count(*) AS n FROM media_schema.media')).rows[0].n);

  beforeAll(async () => {
    db = await freshDatabase(target);
    pool = testPool(db.connectionString, 4);
    await ensureMediaTable(pool, 'media_schema');
    await ensureMediaTable(pool, 'media_schema'); // a restart finds the table there
    store = databaseMediaStore(pool, 'media_schema');
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('stores bytes under their sha256 and gives them back with their type', async () => {
    const stored = await store.put(PNG, 'image/png');
    expect(stored).toEqual({ hash: sha256(PNG), url: `/media/${sha256(PNG)}`, contentType: 'image/png', sizeBytes: PNG.length });
    const found = await store.get(stored.hash);
    expect(found?.contentType).toBe('image/png');
    expect(Buffer.compare(found!.bytes, PNG)).toBe(0);
  });

  it('a put of bytes already stored stores nothing and answers the same result, even when racing', async () => {
    const bytes = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${target}</svg>`);
    const before = await rows();
    const results = await Promise.all([1, 2, 3, 4].map(() => store.put(bytes, 'image/svg+xml')));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(await store.put(bytes, 'Image/SVG+XML')).toEqual(results[0]);
    // Same bytes named with another type: the stored row stays as it was.
    expect((await store.put(bytes, 'text/plain')).contentType).toBe('image/svg+xml');
    expect(await rows()).toBe(before + 1);
  });

  it('keeps binary bytes exactly (every byte value, a megabyte)', async () => {
    const bytes = Buffer.alloc(1_048_576);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
    const { hash, sizeBytes } = await store.put(bytes, 'application/octet-stream');
    expect(sizeBytes).toBe(1_048_576);
    expect(Buffer.compare((await store.get(hash))!.bytes, bytes)).toBe(0);
  });

  it('answers null for a hash it does not hold, or a string that is not a hash', async () => {
    expect(await store.get(sha256(Buffer.from('never stored')))).toBeNull();
    expect(await store.get(sha256(PNG).toUpperCase())).toBeNull();
    expect(await store.get("x' OR 1=1 --")).toBeNull();
    expect(await store.get('')).toBeNull();
  });

  it('refuses a content type that is not a media type, storing nothing', async () => {
    const before = await rows();
    await expect(store.put(Buffer.from('x'), 'image/png\r\nX-Evil: 1')).rejects.toThrow('Not a media type');
    await expect(store.put(Buffer.from('x'), '')).rejects.toThrow('Not a media type');
    expect(await rows()).toBe(before);
  });
});
