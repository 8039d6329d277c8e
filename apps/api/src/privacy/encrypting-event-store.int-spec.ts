import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPostgresEventStore, START, type EventMetadata, type EventStore, type NewEvent, type RecordedEvent } from '@tempest/event-store';
import { databaseTargets, eventually, freshDatabase, testPool, type TestDatabase } from '../../../../test/support/databases.js';
import { ServerSecret } from '../infrastructure/server-secret.js';
import { encryptingEventStore } from './encrypting-event-store.js';
import { ERASED_STRING } from './field-crypto.js';
import { KeyStore } from './key-store.js';

// Services: the key store's tables and locks, and two processes (pools) on one PostgreSQL database.

const SCHEMA = 'enc';
const meta = (actorId: string | null = null): EventMetadata => ({
  actorId,
  actorKind: actorId ? 'user' : 'system',
  correlationId: randomUUID(),
  causationId: null,
  requestId: null,
  timestamp: new Date().toISOString(),
});
const event = (type: string, data: unknown, actorId: string | null = null): NewEvent => ({ id: randomUUID(), type, data, metadata: meta(actorId) });
const registered = (userId: string, email: string) =>
  event('UserRegistered', { userId, username: `u${userId.slice(0, 6)}`, email, passwordHash: 'scrypt$hash', via: 'password', googleSub: null, emailVerified: false, registeredAt: '2026-12-01T00:00:00.000Z' });

type Replica = { pool: pg.Pool; keys: KeyStore; store: EventStore; close(): Promise<void> };

describe.each(databaseTargets())('field encryption in the event store on %s', (target) => {
  let db: TestDatabase;
  let a: Replica;
  let raw: pg.Pool;
  const secret = new ServerSecret(randomBytes(32));
  const replica = async (): Promise<Replica> => {
    const pool = testPool(db.connectionString, 4);
    const inner = await createPostgresEventStore({ pool, kind: target, schema: SCHEMA });
    const keys = await KeyStore.open({ pool, schema: SCHEMA, kek: secret.key('key-encryption'), kind: target });
    return {
      pool,
      keys,
      store: encryptingEventStore(inner, keys),
      async close() {
        await inner.close();
        await keys.close();
        await pool.end();
      },
    };
  };
  const storedData = async (eventId: string): Promise<string> =>
    (await raw.query<{ data: string }>(`SELECT data::text AS data FROM ${SCHEMA}.events WHERE event_id = $1`, [eventId])).rows[0].data;

  beforeAll(async () => {
    db = await freshDatabase(target);
    raw = testPool(db.connectionString, 2);
    a = await replica();
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await raw?.end();
    await db?.drop();
  });

  it('stores a registration with no email or username in clear, and every read gives them back', async () => {
    const userId = randomUUID();
    const e = registered(userId, 'ada.lovelace@example.com');
    const { position } = await a.store.append(`user-${userId}`, [e], 'no_stream');
    const stored = await storedData(e.id);
    expect(stored).not.toContain('ada.lovelace');
    expect(stored).not.toContain(`u${userId.slice(0, 6)}`);
    expect(stored).toContain(`"$enc": "v1.user:${userId}.s*2.`); // username and email: one ciphertext of two fields
    expect(stored).toContain('scrypt$hash'); // a secret field is a hash, left as it is

    const expected = expect.objectContaining({ email: 'ada.lovelace@example.com', username: `u${userId.slice(0, 6)}`, passwordHash: 'scrypt$hash' });
    expect((await a.store.readStream(`user-${userId}`))[0].data).toEqual(expected);
    expect((await a.store.readStreams([{ streamId: `user-${userId}` }])).get(`user-${userId}`)![0].data).toEqual(expected);
    expect((await a.store.readEvents([{ streamId: `user-${userId}`, revision: 0n }]))[0].data).toEqual(expected);
    expect(JSON.parse((await a.store.readEventsJson([{ streamId: `user-${userId}`, revision: 0n }]))[0].data)).toEqual(expected);
    // Catch-up reads see the event once no older transaction is running (PostgreSQL).
    await eventually(async () => expect((await a.store.readAll(START, 1000)).events.find((r) => r.id === e.id)?.data).toEqual(expected));
    expect(a.store.eventsTable).toBeNull(); // so an export cannot join the stored ciphertext

    const seen: RecordedEvent[] = [];
    const subscription = a.store.subscribeToAll(async (batch) => void seen.push(...batch), { from: START, pollIntervalMs: 20 });
    await eventually(() => expect(seen.some((r) => r.globalPosition === position.position)).toBe(true));
    await subscription.stop();
    expect(seen.find((r) => r.id === e.id)!.data).toEqual(expected);

    // A subscriber that reads other types' data only (the projections: SubscribeOptions.dataOf) gets it as stored.
    const sealed: RecordedEvent[] = [];
    const others = a.store.subscribeToAll(async (batch) => void sealed.push(...batch), { from: START, pollIntervalMs: 20, dataOf: new Set(['GameCreated']) });
    await eventually(() => expect(sealed.some((r) => r.id === e.id)).toBe(true));
    await others.stop();
    expect(JSON.stringify(sealed.find((r) => r.id === e.id)!.data)).toContain(`v1.user:${userId}.s*2.`);
    expect(JSON.stringify(sealed.find((r) => r.id === e.id)!.data)).not.toContain('ada.lovelace');
  });

  it("keys a game's asset content and history by the game and the creator's name by the creator, learning the creator from the same write", async () => {
    const [creator, gameId, assetId] = [randomUUID(), randomUUID(), randomUUID()];
    const created = event('GameCreated', { gameId, name: 'Moon', description: '', createdAt: 'now', creatorId: creator, creatorName: 'Ada L.' }, creator);
    const asset = event('AssetCreated', { assetId, gameId, assetType: 'script', data: { code: 'print("secret sauce")' } }, creator);
    const checkpoint = event('CheckpointCreated', { checkpointId: randomUUID(), gameId, title: 'My private title', description: '', message: 'm', assets: [] }, creator);
    await a.store.appendMany([
      { streamId: `game-${gameId}`, events: [created], expected: 'no_stream' },
      { streamId: `asset-${assetId}`, events: [asset], expected: 'no_stream' },
    ]);
    await a.store.append(`checkpoints-${gameId}`, [checkpoint]);
    expect(await storedData(asset.id)).toContain(`v1.game:${gameId}.o`);
    expect(await storedData(asset.id)).not.toContain('secret sauce');
    expect(await storedData(created.id)).toContain(`v1.user:${creator}.s`);
    expect(await storedData(checkpoint.id)).toContain(`v1.game:${gameId}.s`);
    const { rows } = await raw.query(`SELECT key_id, owner FROM ${SCHEMA}.subject_keys WHERE key_id = $1`, [`game:${gameId}`]);
    expect(rows).toEqual([{ key_id: `game:${gameId}`, owner: `user:${creator}` }]);
    expect((await a.store.readStream(`asset-${assetId}`))[0].data).toMatchObject({ data: { code: 'print("secret sauce")' } });
  });

  it('two first writes under one new key at once both store readable content (neither takes the key being created for an erased one)', async () => {
    const [creator, gameId] = [randomUUID(), randomUUID()];
    await a.store.append(`game-${gameId}`, [event('GameCreated', { gameId, name: 'Race', description: '', createdAt: 'now', creatorId: creator, creatorName: 'Ada' }, creator)]);
    const assets = Array.from({ length: 6 }, () => randomUUID());
    // Started a moment apart, so later writes arrive while the first is still creating the key.
    await Promise.all(
      assets.map(async (assetId, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 2));
        await a.store.append(`asset-${assetId}`, [event('AssetCreated', { assetId, gameId, assetType: 'frontend_file', data: { filename: `f${i}.tsx` } }, creator)]);
      }),
    );
    for (const [i, assetId] of assets.entries()) {
      expect((await a.store.readStream(`asset-${assetId}`))[0].data).toMatchObject({ data: { filename: `f${i}.tsx` } });
    }
  });

  it("keys a visitor's play by the visitor, also for events that name only the session", async () => {
    const [sessionId, gameId] = [randomUUID(), randomUUID()];
    const visitor = 'a'.repeat(32);
    const started = event('PlaySessionStarted', { sessionId, gameId, playerKey: `visitor-${visitor}`, userId: null, source: 'published', checkpointId: null, entityState: { e: { hp: { value: 3 } } }, at: 'now' });
    await a.store.append(`play-session-${sessionId}`, [started], 'no_stream');
    // Another process (no cache) learns the owner from the stored start, whose player key it cannot read in clear.
    const b = await replica();
    try {
      const action = event('GameActionApplied', { sessionId, action: 'jump', args: { height: 7 }, changes: {}, logs: 'jumped high', at: 'now' });
      await b.store.append(`play-session-${sessionId}`, [action]);
      expect(await storedData(started.id)).toContain(`v1.visitor:${visitor}.s`);
      expect(await storedData(action.id)).toContain(`v1.visitor:${visitor}.o`);
      expect(await storedData(action.id)).not.toContain('jumped high');
    } finally {
      await b.close();
    }
  });

  it('erasure makes the owner’s fields read as placeholders of their shape, keeps what it is told to keep, and never keys the owner again', async () => {
    const [user, gameId, assetId] = [randomUUID(), randomUUID(), randomUUID()];
    await a.store.append(`user-${user}`, [registered(user, 'grace@example.com')]);
    await a.store.append(`game-${gameId}`, [event('GameCreated', { gameId, name: 'G', description: '', createdAt: 'now', creatorId: user, creatorName: 'Grace' })]);
    await a.store.append(`asset-${assetId}`, [event('AssetCreated', { assetId, gameId, assetType: 'script', data: { code: 'kept' } })]);
    await a.store.append(`agent-session-${gameId}`, [event('AgentSessionStarted', { sessionId: gameId, gameId, userId: user, modelId: 'm', programmatic: false, metadata: { note: 'x' }, at: 'now' })]);

    expect(await a.keys.isErased(`user:${user}`)).toBe(false);
    // Read (and so decrypted and kept in memory) before the erasure: that copy must not outlive it.
    expect((await a.store.readStream(`user-${user}`))[0].data).toMatchObject({ email: 'grace@example.com' });
    expect(await a.keys.eraseOwner(`user:${user}`, { keep: [`game:${gameId}`] })).toEqual({ destroyed: 1 });
    expect(await a.keys.eraseOwner(`user:${user}`, { keep: [`game:${gameId}`] })).toEqual({ destroyed: 0 }); // idempotent
    expect(await a.keys.isErased(`user:${user}`)).toBe(true);

    const [account] = await a.store.readStream(`user-${user}`);
    expect(account.data).toMatchObject({ email: ERASED_STRING, username: ERASED_STRING, userId: user, passwordHash: 'scrypt$hash' });
    expect((await a.store.readStream(`game-${gameId}`))[0].data).toMatchObject({ creatorName: ERASED_STRING, name: 'G' });
    expect((await a.store.readStream(`agent-session-${gameId}`))[0].data).toMatchObject({ metadata: {} });
    expect((await a.store.readStream(`asset-${assetId}`))[0].data).toMatchObject({ data: { code: 'kept' } });

    // A late write about the erased person stores nothing of them, and creates no new key.
    const late = event('OnboardingRecorded', { purposes: ['fun'], experienceLevel: 'new', gameTypeInterests: [], outcome: 'done', at: 'now' });
    await a.store.append(`user-${user}`, [late]);
    expect(await storedData(late.id)).not.toContain('fun');
    expect((await a.store.readStream(`user-${user}`))[1].data).toMatchObject({ purposes: [], experienceLevel: ERASED_STRING });
    const { rows } = await raw.query(`SELECT key_id FROM ${SCHEMA}.subject_keys WHERE owner = $1`, [`user:${user}`]);
    expect(rows).toEqual([{ key_id: `game:${gameId}` }]);
  });

  it('a ciphertext copied into another event reads as erased, never as the other person’s data', async () => {
    const [victim, thief] = [randomUUID(), randomUUID()];
    const v = registered(victim, 'victim@example.com');
    const t = registered(thief, 'thief@example.com');
    await a.store.append(`user-${victim}`, [v]);
    await a.store.append(`user-${thief}`, [t]);
    await raw.query(
      `UPDATE ${SCHEMA}.events SET data = jsonb_set(data, '{email}', (SELECT data->'email' FROM ${SCHEMA}.events WHERE event_id = $1)) WHERE event_id = $2`,
      [v.id, t.id],
    );
    // The event's fields are one ciphertext: with one of them foreign, none of them reads.
    expect((await a.store.readStream(`user-${thief}`))[0].data).toMatchObject({ email: ERASED_STRING, username: ERASED_STRING });
    expect((await a.store.readStream(`user-${victim}`))[0].data).toMatchObject({ email: 'victim@example.com' });
    const exported = await a.store.readEventsJson([{ streamId: `user-${thief}`, revision: 0n }, { streamId: `user-${victim}`, revision: 0n }]);
    expect(exported.map((e) => JSON.parse(e.data))).toEqual([
      expect.objectContaining({ email: ERASED_STRING, username: ERASED_STRING, userId: thief }),
      expect.objectContaining({ email: 'victim@example.com', username: `u${victim.slice(0, 6)}` }),
    ]);
  });

  it('opens every event of a read longer than its cache of recently opened events (5,000), the first ones too', async () => {
    // A visitor's play session of 6,000 actions, each with its printed output (sealed with the visitor's key).
    const sessionId = randomUUID();
    const streamId = `play-session-${sessionId}`;
    const started = event('PlaySessionStarted', { sessionId, gameId: randomUUID(), playerKey: `visitor-${'b'.repeat(32)}`, userId: null, source: 'published', checkpointId: null, entityState: {}, at: 'now' });
    await a.store.append(streamId, [started], 'no_stream');
    const actions = Array.from({ length: 6_000 }, (_, i) => event('GameActionApplied', { sessionId, action: 'click', args: {}, changes: {}, logs: `click ${i}`, at: 'now' }));
    for (let i = 0; i < actions.length; i += 1_000) await a.store.append(streamId, actions.slice(i, i + 1_000));
    expect(await storedData(actions[0].id)).not.toContain('click 0');
    // Another process's first read (its cache empty), and its second (its cache holding the last 5,000).
    const b = await replica();
    try {
      for (let read = 0; read < 2; read++) {
        const events = (await b.store.readStream(streamId)).slice(1);
        expect(events).toHaveLength(6_000);
        expect(events.filter((e, i) => (e.data as { logs: string }).logs !== `click ${i}`).map((e) => Number(e.revision))).toEqual([]);
      }
    } finally {
      await b.close();
    }
  }, 60_000);

  it('reads events written in plaintext before encryption as they are', async () => {
    const plain = createPostgresEventStore({ pool: a.pool, kind: target, schema: SCHEMA });
    const userId = randomUUID();
    await (await plain).append(`user-${userId}`, [registered(userId, 'old@example.com')]);
    expect((await a.store.readStream(`user-${userId}`))[0].data).toMatchObject({ email: 'old@example.com' });
  });

  (target === 'postgres' ? it : it.skip)('two processes agree on a key created by both at once, and an erasure on one stops the other decrypting', async () => {
    const b = await replica();
    try {
      const user = randomUUID();
      const [x, y] = [registered(user, 'twice@example.com'), event('TokensPurchased', { amount: 5, note: 'paid by card 4242', by: null, at: 'now' })];
      await Promise.all([a.store.append(`user-${user}`, [x]), b.store.append(`tokens-${user}`, [y])]);
      // Each reads what the other wrote: one key.
      expect((await b.store.readStream(`user-${user}`))[0].data).toMatchObject({ email: 'twice@example.com' });
      expect((await a.store.readStream(`tokens-${user}`))[0].data).toMatchObject({ note: 'paid by card 4242' });

      await a.keys.eraseOwner(`user:${user}`);
      await eventually(async () => expect((await b.store.readStream(`user-${user}`))[0].data).toMatchObject({ email: ERASED_STRING }), 5000);
      expect((await b.store.readStream(`tokens-${user}`))[0].data).toMatchObject({ note: ERASED_STRING });
    } finally {
      await b.close();
    }
  });
});
