import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPostgresEventStore, type EventStore } from '@tempest/event-store';
import { databaseTargets, freshDatabase, type TestDatabase, testPool } from '../../../../test/support/databases.js';
import { BlobSweep, ensureBlobSweep, namedHashes } from './blob-sweep.js';
import { databaseBlobs, databaseMediaStore, ensureBlobTable, ensureMediaTable, type MediaStore } from './media-store.js';

// Services: the sweep's reads of $all, its lease and deletes on a real database.

const SCHEMA = 'sweep_schema';
const metadata = { actorId: null, actorKind: 'system' as const, correlationId: 'c', causationId: null, requestId: null, timestamp: new Date().toISOString() };

describe.each(databaseTargets())('the blob retention sweep on %s', (target) => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: EventStore;
  let media: MediaStore;
  let states: ReturnType<typeof databaseBlobs>;
  const sweep = (over: Partial<EventStore> = {}) =>
    new BlobSweep(pool, SCHEMA, Object.assign(Object.create(store) as EventStore, over), { tables: ['media', 'save_states'], graceSeconds: 86_400, pageSize: 3 });
  const stored = async (table: string) => (await pool.query<{ hash: string }>(`SELECT hash FROM ${SCHEMA}.${table} ORDER BY hash`)).rows.map((r) => r.hash);
  const age = (table: string, hash: string, seconds: number) =>
    pool.query(`UPDATE ${SCHEMA}.${table} SET created_at = now() - make_interval(secs => $2) WHERE hash = $1`, [hash, seconds]);
  const name = (data: object) => store.append(`thing-${randomUUID()}`, [{ id: randomUUID(), type: 'Named', data, metadata }]);
  const picture = async () => (await media.put(randomBytes(64), 'image/jpeg')).hash;
  const state = async () => (await states.put(randomBytes(64), 'application/x-brotli')).hash;

  beforeAll(async () => {
    db = await freshDatabase(target);
    pool = testPool(db.connectionString, 4);
    store = await createPostgresEventStore({ pool, kind: target, schema: SCHEMA });
    await ensureMediaTable(pool, SCHEMA);
    await ensureBlobTable(pool, SCHEMA, 'save_states', { compressed: true });
    await ensureBlobSweep(pool, SCHEMA);
    await ensureBlobSweep(pool, SCHEMA); // a restart finds it there
    media = databaseMediaStore(pool, SCHEMA);
    states = databaseBlobs(pool, SCHEMA, 'save_states');
  });
  afterAll(async () => {
    await store?.close();
    await pool?.end();
    await db?.drop();
  });

  it('finds the hashes an event names, wherever they are in its data', () => {
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    expect(namedHashes({ thumbnailUrl: `/media/${a}`, deep: [{ stateHash: b }], short: 'c'.repeat(63) })).toEqual([a, b]);
    expect(namedHashes(undefined)).toEqual([]);
  });

  it('deletes blobs no event names once older than the grace period, and keeps named and young ones', async () => {
    const [usedPicture, lostPicture, usedState, lostState, youngPicture] = [await picture(), await picture(), await state(), await state(), await picture()];
    await name({ thumbnailUrl: `/media/${usedPicture}` });
    for (let i = 0; i < 5; i++) await name({ filler: i }); // pages of 3: the named ones are found across pages
    await name({ stateHash: usedState });
    for (const [table, hash] of [['media', usedPicture], ['media', lostPicture], ['save_states', usedState], ['save_states', lostState]]) await age(table, hash, 2 * 86_400);
    const result = await sweep().run();
    expect(result).toMatchObject({ named: 2, deleted: 2, deletedBytes: 128, caughtUp: true });
    expect(await stored('media')).toEqual([usedPicture, youngPicture].sort());
    expect(await stored('save_states')).toEqual([usedState]);
    // The next sweep reads only what came since, and a named blob stays however old it gets.
    await age('media', usedPicture, 30 * 86_400);
    expect(await sweep().run()).toMatchObject({ events: 0, deleted: 0 });
    expect(await stored('media')).toContain(usedPicture);
  });

  it('never deletes a blob that a save is about to name: storing the same bytes again makes an unnamed blob young', async () => {
    const bytes = randomBytes(64);
    const { hash } = await media.put(bytes, 'image/jpeg');
    await age('media', hash, 2 * 86_400);
    await media.put(bytes, 'image/jpeg'); // a new save of the same picture, its event not appended yet
    await sweep().run();
    expect(await stored('media')).toContain(hash);
  });

  it('deletes nothing when its read could not reach every committed event (an older transaction still open)', async () => {
    const lost = await picture();
    await age('media', lost, 2 * 86_400);
    const beyond = { lastCommittedPosition: async () => ({ txId: 2n ** 62n, position: 2n ** 62n }) };
    expect(await sweep(beyond).run()).toMatchObject({ caughtUp: false, deleted: 0 });
    expect(await stored('media')).toContain(lost);
    expect(await sweep().run()).toMatchObject({ caughtUp: true, deleted: 1 });
  });

  it('sweeps in one process at a time: while another holds the lease, a run does nothing', async () => {
    const lost = await picture();
    await age('media', lost, 2 * 86_400);
    await pool.query(`UPDATE ${SCHEMA}.blob_sweeps SET holder = 'another replica', lease_until = now() + interval '1 minute'`);
    expect(await sweep().run()).toBeNull();
    expect(await stored('media')).toContain(lost);
    await pool.query(`UPDATE ${SCHEMA}.blob_sweeps SET lease_until = now() - interval '1 second'`); // its lease ran out
    expect(await sweep().run()).toMatchObject({ deleted: 1 });
  });
});
