import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createPostgresEventStore, type EventStore, type NewEvent } from '@tempest/event-store';
import { databaseTargets, freshDatabase, testPool, type TestDatabase } from '../../../../test/support/databases.js';
import { encryptingEventStore } from './encrypting-event-store.js';
import { migrateToEncryptedFields } from './encrypt-migration.js';
import { ERASED_STRING } from './field-crypto.js';
import { KeyStore } from './key-store.js';

// Services: the events table rewritten in place, resumable progress in the database.

const SCHEMA = 'mig';
const event = (type: string, data: unknown): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { actorId: null, actorKind: 'system', correlationId: randomUUID(), causationId: null, requestId: null, timestamp: '2026-01-01T00:00:00.000Z' },
});

describe.each(databaseTargets())('the field-encryption migration on %s', (target) => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let plain: EventStore;
  let keys: KeyStore;
  let store: EventStore;
  const [ada, erased, gameId, sessionId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const visitor = 'b'.repeat(32);
  const secrets = ['ada@example.com', 'ada-the-great', 'Ada L.', 'print(42)', 'left the door open', 'erased@example.com', `visitor-${visitor}`];
  const stored = async () =>
    (await pool.query<{ event_id: string; global_position: string; data: string }>(`SELECT event_id::text, global_position::text, data::text FROM ${SCHEMA}.events ORDER BY global_position`)).rows;

  beforeAll(async () => {
    db = await freshDatabase(target);
    pool = testPool(db.connectionString, 4);
    plain = await createPostgresEventStore({ pool, kind: target, schema: SCHEMA });
    keys = await KeyStore.open({ pool, schema: SCHEMA, kek: randomBytes(32), kind: target });
    store = encryptingEventStore(plain, keys);
    // Written before field encryption: plaintext, straight into the table.
    await plain.append(`user-${ada}`, [event('UserRegistered', { userId: ada, username: 'ada-the-great', email: 'ada@example.com', passwordHash: 'h', via: 'password', googleSub: null, emailVerified: true, registeredAt: 'then' })]);
    await plain.append(`game-${gameId}`, [event('GameCreated', { gameId, name: 'Public name', description: '', createdAt: 'then', creatorId: ada, creatorName: 'Ada L.' })]);
    await plain.append(`asset-${randomUUID()}`, [event('AssetCreated', { assetId: randomUUID(), gameId, assetType: 'script', data: { code: 'print(42)' } })]);
    await plain.append(`play-session-${sessionId}`, [
      event('PlaySessionStarted', { sessionId, gameId, playerKey: `visitor-${visitor}`, userId: null, source: 'published', checkpointId: null, entityState: {}, at: 'then' }),
      event('GameActionApplied', { sessionId, action: 'open', args: {}, changes: {}, logs: 'left the door open', at: 'then' }),
    ]);
    await plain.append(`user-${erased}`, [event('UserRegistered', { userId: erased, username: 'gone', email: 'erased@example.com', passwordHash: null, via: 'password', googleSub: null, emailVerified: false, registeredAt: 'then' })]);
    await plain.append('analytics-settings', [event('AnalyticsSettingsChanged', { enabled: true })]);
    // Written since: already encrypted, left alone.
    await store.append(`tokens-${ada}`, [event('TokensPurchased', { amount: 3, note: 'already sealed', by: null, at: 'now' })]);
    await keys.keyForWriting(`user:${erased}`, `user:${erased}`);
    await keys.eraseOwner(`user:${erased}`);
  }, 60_000);
  afterAll(async () => {
    await keys?.close();
    await plain?.close();
    await pool?.end();
    await db?.drop();
  });

  it('encrypts every plaintext personal and private field in place, resumes after a stop, and reads give the same values', async () => {
    const before = await stored();
    // By stream and revision: a catch-up read may not see them yet behind another session's running transaction.
    const refs = (await pool.query<{ stream_id: string; v: string }>(`SELECT stream_id, stream_version::text AS v FROM ${SCHEMA}.events ORDER BY global_position`)).rows;
    const readLog = async () => (await store.readEvents(refs.map((r) => ({ streamId: r.stream_id, revision: BigInt(r.v) })))).map((e) => e.data);
    const readBefore = await readLog();
    expect(readBefore).toHaveLength(8);
    expect(JSON.stringify(before)).toContain('ada@example.com');

    // A run stopped after its first committed batch (as a kill would), then resumed.
    const stop = new Error('stopped');
    await expect(migrateToEncryptedFields({ pool, schema: SCHEMA, store, keys, batch: 2, onBatch: () => { throw stop; } })).rejects.toBe(stop);
    const first = (await pool.query(`SELECT scanned, encrypted FROM ${SCHEMA}.encryption_migrations`)).rows[0];
    expect(first).toEqual({ scanned: '2', encrypted: '2' });
    const result = await migrateToEncryptedFields({ pool, schema: SCHEMA, store, keys, batch: 2 });
    expect(result).toMatchObject({ scanned: 7, encrypted: 6, done: true }); // the already sealed purchase is left

    const after = await stored();
    expect(after.map((r) => [r.event_id, r.global_position])).toEqual(before.map((r) => [r.event_id, r.global_position]));
    for (const secret of secrets) expect(JSON.stringify(after)).not.toContain(secret);
    expect(after.find((r) => r.data.includes('already sealed'))).toBeUndefined();

    const readAfter = await readLog();
    // The same values, but the erased person's, who reads as erased (as their encrypted events would).
    const erasedAt = readBefore.findIndex((d) => (d as { email?: string }).email === 'erased@example.com');
    expect(readAfter[erasedAt]).toMatchObject({ email: ERASED_STRING, username: ERASED_STRING, userId: erased });
    expect(readAfter.filter((_, i) => i !== erasedAt)).toEqual(readBefore.filter((_, i) => i !== erasedAt));

    // Again: nothing left to do.
    expect(await migrateToEncryptedFields({ pool, schema: SCHEMA, store, keys, restart: true })).toMatchObject({ encrypted: 6, done: true });
    expect(await stored()).toEqual(after);
  });

  it('beside fields already encrypted together, seals the fields left in plaintext alone, and all of them read back', async () => {
    // As after fields' classes changed: written with two fields sealed together, two more then set in plaintext.
    const save = event('TimelineCheckpointCreated', { sessionId, markerLabel: 'before the boss', description: 'full health', branchLabel: null, ecsState: null, at: 'now' });
    await store.append(`play-session-${sessionId}`, [save]);
    await pool.query(`UPDATE ${SCHEMA}.events SET data = data || '{"branchLabel": "typed later", "ecsState": {"hp": 3}}' WHERE event_id = $1`, [save.id]);
    const dataOf = async () => (await pool.query<{ data: string }>(`SELECT data::text FROM ${SCHEMA}.events WHERE event_id = $1`, [save.id])).rows[0].data;
    expect(await dataOf()).toContain('typed later');
    expect(await dataOf()).toContain(`v1.visitor:${visitor}.s*2.`);

    expect(await migrateToEncryptedFields({ pool, schema: SCHEMA, store, keys })).toMatchObject({ done: true });
    const sealed = await dataOf();
    expect(sealed).not.toContain('typed later');
    expect(sealed).toContain(`v1.visitor:${visitor}.o.`); // each alone: its own IV and tag
    const [read] = await store.readEvents([{ streamId: `play-session-${sessionId}`, revision: 2n }]);
    expect(read.data).toMatchObject({ markerLabel: 'before the boss', description: 'full health', branchLabel: 'typed later', ecsState: { hp: 3 } });
  });
});
