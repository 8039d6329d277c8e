import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { io } from 'socket.io-client';
import { eventually, freshDatabase, type TestDatabase } from '../support/databases.js';
import { spawnNode, studioUrl, type Spawned } from '../support/processes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp } from '../support/users.js';
import { STAFF_ROOM } from '@tempest/contracts';
import { makeAnalyst, makeStaff } from '../support/account-fixtures.js';
import { connectSocket } from '../support/sockets.js';

// Services: separate API and worker processes sharing PostgreSQL and Redis.

const realPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const withRedis = process.env.DATABASE_URL && process.env.REDIS_URL ? it : it.skip;

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const kill9 = async (spawned: Spawned) => {
  spawned.child.kill('SIGKILL');
  await spawned.exited;
};

describe('the embedded database (npm start)', () => {
  it('keeps its data across kill -9, and refuses a second studio on the same data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tempest-embedded-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, PORT: '0', WEB_DIST: '', DATABASE_URL: '', REDIS_URL: '' };

    const first = spawnNode('apps/api/dist/main.js', env);
    cleanups.push(() => first.child.kill('SIGKILL'));
    const url = await studioUrl(first);
    const { client } = await signUp(url);
    const { body } = await client.post('/api/games').send({ name: 'Survivor', description: 'outlives kill -9' });
    expect(body.position).toBeTruthy();

    const second = spawnNode('apps/api/dist/main.js', env);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another Tempest process`);

    await kill9(first);
    const again = spawnNode('apps/api/dist/main.js', env);
    cleanups.push(() => kill9(again));
    const restarted = await studioUrl(again);
    // The session survives too: it lives in the database, not in the process (a draft is listed to its creator only).
    const cookie = client.cookies().map((c) => `${c.name}=${c.value}`).join('; ');
    const list = await request(restarted).get('/api/games').set('Cookie', cookie);
    expect(list.body.games).toEqual([expect.objectContaining({ id: body.id, name: 'Survivor' })]);
    const me = await request(restarted).get('/api/me').set('Cookie', cookie);
    expect(me.body).toMatchObject({ isAuthenticated: true });
  });
});

realPostgres('replicas on PostgreSQL', () => {
  let db: TestDatabase;
  const app = async (overrides: Parameters<typeof startTestApp>[1]): Promise<TestApp> => {
    const started = await startTestApp(db.connectionString, overrides);
    cleanups.push(() => started.close());
    return started;
  };
  const database = async () => {
    db = await freshDatabase('postgres');
    cleanups.push(() => db.drop());
  };

  it('a projection worker killed with -9 is replaced by a standby, which resumes from the checkpoint', async () => {
    await database();
    const worker = spawnNode('apps/api/dist/worker.js', { DATABASE_URL: db.connectionString, REDIS_URL: '' });
    cleanups.push(() => worker.child.kill('SIGKILL'));
    await eventually(() => expect(worker.output()).toContain('Projection worker'), 30_000);
    const api = await app({ runProjections: true });
    await eventually(async () => {
      const { body } = await request(api.url).get('/health');
      expect(body.projections[0]).toMatchObject({ state: 'standby', owner: expect.stringContaining(`:${worker.child.pid}`) });
    });

    const { client } = await signUp(api.url);
    const first = await client.post('/api/games').send({ name: 'Before the crash' });
    expect((await client.get('/api/games').query({ minPosition: first.body.position })).body.caughtUp).toBe(true);
    await kill9(worker);
    const second = await client.post('/api/games').send({ name: 'After the crash' });

    const list = await client.get('/api/games').query({ minPosition: second.body.position });
    expect(list.body.caughtUp).toBe(true);
    expect(list.body.games.map((g: { name: string }) => g.name).sort()).toEqual(['After the crash', 'Before the crash']);
    const { body: health } = await request(api.url).get('/health');
    expect(health.projections[0]).toMatchObject({ state: 'running', owner: api.infra.engine.owner, lagEvents: 0 });
  });

  withRedis('a change made through one replica reaches a client of another replica (Redis adapter)', async () => {
    await database();
    const redisUrl = process.env.REDIS_URL!;
    const a = await app({ redisUrl, runProjections: true });
    const b = await app({ redisUrl, runProjections: false });
    const socket = io(b.url, { transports: ['websocket'], forceNew: true });
    cleanups.push(() => socket.disconnect());
    await socket.emitWithAck('subscribe', { room: 'games' });
    const received: { readModel: string; id: string }[] = [];
    socket.on('readmodel.updated', (m: { readModel: string; id: string }) => received.push(m));
    const { client } = await signUp(a.url);
    const { body } = await client.post('/api/games').send({ name: 'Seen everywhere' });
    await eventually(() => expect(received).toContainEqual(expect.objectContaining({ readModel: 'games', id: body.id })));
    const cookie = client.cookies().map((c) => `${c.name}=${c.value}`).join('; ');
    const onB = await request(b.url).get('/api/games').set('Cookie', cookie).query({ minPosition: body.position });
    expect(onB.body.games).toContainEqual(expect.objectContaining({ id: body.id, name: 'Seen everywhere' }));
  });

  withRedis("a role revoked and a session ended through one replica reach the user's sockets on another", async () => {
    await database();
    const redisUrl = process.env.REDIS_URL!;
    const a = await app({ redisUrl, runProjections: true });
    const b = await app({ redisUrl, runProjections: false });
    const staffUser = await signUp(a.url);
    await makeStaff(a, staffUser.id);
    const analystUser = await signUp(a.url);
    await makeAnalyst(a, analystUser.id);
    // The analyst's socket is on replica B; the revocation is an HTTP call to A (whose projections see it).
    const onB = await connectSocket(b.url, analystUser.client);
    cleanups.push(() => onB.close());
    expect(await onB.subscribe({ room: STAFF_ROOM })).toEqual({ ok: true, room: STAFF_ROOM });
    await staffUser.client.post(`/api/staff/users/${analystUser.id}/analyst`, { is_analyst: false }).expect(200);
    await eventually(() => expect(onB.left).toEqual([{ room: STAFF_ROOM, error: expect.any(String), code: 'auth.analyst_only' }]));
    // Signing out through A ends the socket on B that was signed in with that session.
    const gone = new Promise<string>((resolve) => onB.socket.once('disconnect', resolve));
    await analystUser.client.get('/logout').expect(200);
    expect(await gone).toBe('io server disconnect');
  });

  withRedis('a role revoked reaches the sockets of an API replica when the projection worker applies it', async () => {
    await database();
    const redisUrl = process.env.REDIS_URL!;
    const worker = spawnNode('apps/api/dist/worker.js', { DATABASE_URL: db.connectionString, REDIS_URL: redisUrl });
    cleanups.push(() => worker.child.kill('SIGKILL'));
    await eventually(() => expect(worker.output()).toContain('Projection worker'), 30_000);
    const api = await app({ redisUrl, runProjections: false });
    const staffUser = await signUp(api.url);
    await makeStaff(api, staffUser.id);
    const analystUser = await signUp(api.url);
    await makeAnalyst(api, analystUser.id);
    const live = await connectSocket(api.url, analystUser.client);
    cleanups.push(() => live.close());
    expect(await live.subscribe({ room: STAFF_ROOM })).toEqual({ ok: true, room: STAFF_ROOM });
    await staffUser.client.post(`/api/staff/users/${analystUser.id}/analyst`, { is_analyst: false }).expect(200);
    await eventually(() => expect(live.left).toEqual([{ room: STAFF_ROOM, error: expect.any(String), code: 'auth.analyst_only' }]), 15_000);
  });
});
