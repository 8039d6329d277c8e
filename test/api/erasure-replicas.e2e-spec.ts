// Issue 28 §3: an erasure on one API replica holds on the other at once (PostgreSQL + Redis, as deployed).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { makeStaff } from '../support/account-fixtures.js';
import { freshDatabase, type TestDatabase } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { logIn, newClient, signUp } from '../support/users.js';

// Services: two API replicas sharing PostgreSQL and Redis.
const replicas = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

replicas('erasure across two API replicas', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    db = await freshDatabase('postgres');
    a = await startTestApp(db.connectionString, { redisUrl: process.env.REDIS_URL! });
    b = await startTestApp(db.connectionString, { redisUrl: process.env.REDIS_URL! });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await db?.drop();
  });

  it('signs the person out on the other replica at once, and refuses their sign-in there', async () => {
    const ada = await signUp(a.url);
    const onB = await logIn(b.url, ada.user);
    expect((await onB.get('/api/me')).body.isAuthenticated).toBe(true);
    await ada.client.post('/api/user/erase/', { password: ada.user.password, confirm: true }).expect(200);
    expect((await onB.get('/api/me')).body.isAuthenticated).toBe(false);
    expect((await onB.post('/api/games', { name: 'After' })).status).toBe(401);
    const again = await (await newClient(b.url)).post('/login-auth/', { email: ada.user.email, password: ada.user.password, remember_me: false });
    expect(again.status).toBe(401);
  });

  it('records one erasure when two staff members erase the same person on both replicas at once', async () => {
    const staffA = await signUp(a.url);
    const staffB = await signUp(a.url);
    await makeStaff(a, staffA.id);
    await makeStaff(a, staffB.id);
    const carol = await signUp(a.url);
    for (let i = 0; i < 3; i++) await carol.client.post('/api/games', { name: `Draft ${i}` }).expect(201);
    const onB = await logIn(b.url, staffB.user);
    const answers = await Promise.all([
      staffA.client.post(`/api/staff/users/${carol.id}/erase/`, { reason: 'asked by mail' }),
      onB.post(`/api/staff/users/${carol.id}/erase/`, { reason: 'asked by mail' }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.map((r) => r.body.recorded).sort()).toEqual([false, true]);
    const events = await a.infra.store.readStream(`user-${carol.id}`);
    expect(events.filter((e) => e.type === 'UserErased')).toHaveLength(1);
    const deleted = (await a.infra.pool.query(`SELECT count(*)::int AS n FROM "${a.config.schema}".events WHERE type = 'GameDeleted'`)).rows[0].n;
    expect(deleted).toBe(3);
  });
});
