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
});
