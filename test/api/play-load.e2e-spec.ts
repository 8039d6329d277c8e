// Issue 32 §3: game actions under load — a retry with the player's action id is recorded once, a flood beyond
// what a replica runs at once is answered 503 play.busy with Retry-After (nothing recorded), the studio answers
// beside the flood, and two replicas serve one session's actions without losing or repeating one.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { PythonPool } from '@tempest/python-runtime';
import { databaseTargets, freshDatabase, type TestDatabase } from '../support/databases.js';
import { startTestApp, startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

const RULES = `def increment(state, by=1):
    for entity in state.values():
        counter = entity.get('counter')
        if counter:
            counter['value'] += by


def slow(state):
    total = 0
    for i in range(400000):
        total += i
    state_value = total
`;

type Recorded = { type: string; data: { actionId?: string; changes?: Record<string, unknown> } };

// Pyodide takes seconds to load: one pool for the whole file, shared by every app.
const python = new PythonPool();
afterAll(() => python.close());
const sharePython = (app: TestApp) => jest.spyOn(app.app.get(PythonPool), 'run').mockImplementation((job, options) => python.run(job, options));

/** A published game with one hero whose counter starts at 10. */
const publishedCounter = async (creator: Client): Promise<{ gameId: string; heroId: string }> => {
  const gameId = (await creator.post('/api/games', { name: 'Class Clicker' }).expect(201)).body.id as string;
  const heroId = (await creator.post(`/create/entities/${gameId}/create_entity/`, { entity_type: 'hero', component_state: { counter: { componentName: 'Counter', fieldData: { value: 10 } } } }).expect(201)).body.entity.id as string;
  await creator.post(`/create/mechanic/create-custom-script/${gameId}/`, { name: 'rules.py', content: RULES }).expect(201);
  const checkpoint = (await creator.post('/create/versioning/checkpoints/', { game_id: gameId, message: 'v1' }).expect(201)).body.checkpoint_id;
  await creator.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: checkpoint, publish_message: 'v1' }).expect(200);
  return { gameId, heroId };
};
const startOn = async (visitor: Client, gameId: string): Promise<string> =>
  (await visitor.post(`/play/start-game/${gameId}/`).send({ forceNew: true }).expect(200)).body.session_id as string;
const act = (visitor: Client, sessionId: string, action: string, actionId?: string) => visitor.post(`/play/game-action/${sessionId}/`, { action, args: {}, ...(actionId ? { actionId } : {}) });

describe.each(databaseTargets())('game actions under load on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let gameId: string;
  let heroId: string;
  const recorded = async (sessionId: string) =>
    ((await app.infra.store.readStream(`play-session-${sessionId}`)) as unknown as Recorded[]).filter((e) => e.type === 'GameActionApplied' || e.type === 'GameActionFailed');

  beforeAll(async () => {
    // Two actions at once per replica, and a tenth of a second to wait for a turn: a flood of slow actions is shed.
    app = await startTestAppOn(target, { playActions: { inFlight: 2, maxWaitMs: 100 } });
    sharePython(app);
    ({ client: creator } = await signUp(app.url));
    ({ gameId, heroId } = await publishedCounter(creator));
  }, 60_000);
  afterAll(async () => app?.close());

  it('records an action once however often its id is sent, also at the same time, and answers each the first outcome', async () => {
    const visitor = await newClient(app.url);
    const sessionId = await startOn(visitor, gameId);
    const id = randomUUID();
    const first = (await act(visitor, sessionId, 'increment', id).expect(200)).body;
    expect(first).toMatchObject({ success: true, changed: [heroId], entity_state: { [heroId]: { counter: { value: 11 } } } });
    const retry = (await act(visitor, sessionId, 'increment', id.toUpperCase()).expect(200)).body;
    expect(retry).toEqual({ ...first, logs: '' });

    const twice = randomUUID();
    const both = await Promise.all([act(visitor, sessionId, 'increment', twice), act(visitor, sessionId, 'increment', twice)]);
    expect(both.map((r) => [r.status, r.body.success, r.body.entity_state[heroId].counter.value])).toEqual([
      [200, true, 12],
      [200, true, 12],
    ]);
    // Without an id every call is an action of its own.
    await act(visitor, sessionId, 'increment').expect(200);
    await act(visitor, sessionId, 'increment').expect(200);
    const events = await recorded(sessionId);
    expect(events.map((e) => e.data.actionId ?? null)).toEqual([id, twice, null, null]);
    expect((await act(visitor, sessionId, 'increment', 'not-an-id').expect(400)).body.error).toBe('actionId must be an action id (UUID)');
  });

  it('answers a flood beyond what the replica runs at once 503 play.busy with Retry-After, records none of those, and a retry of one goes through once', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, async () => {
      const visitor = await newClient(app.url);
      return { visitor, sessionId: await startOn(visitor, gameId), actionId: randomUUID() };
    }));
    let studioAnsweredWhileFlooded = false;
    const flood = Promise.all(players.map((p) => act(p.visitor, p.sessionId, 'slow', p.actionId)));
    // The creator's studio answers beside the flood: before its last action is answered.
    const studio = creator.get('/api/games').then((r) => {
      studioAnsweredWhileFlooded = true;
      return r;
    });
    const answers = await flood;
    expect((await studio).status).toBe(200);
    expect(studioAnsweredWhileFlooded).toBe(true);

    const busy = answers.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(2);
    expect(busy.map((r) => [r.body.code, r.body.error, r.headers['retry-after']])).toEqual(busy.map(() => ['play.busy', 'The game is busy. Retrying in a moment.', '1']));
    for (const [i, answer] of answers.entries()) expect(await recorded(players[i].sessionId)).toHaveLength(answer.status === 200 ? 1 : 0);

    // The frame retries the same action id: recorded once, then answered its outcome again.
    const shed = players[answers.findIndex((r) => r.status === 503)];
    await act(shed.visitor, shed.sessionId, 'slow', shed.actionId).expect(200);
    await act(shed.visitor, shed.sessionId, 'slow', shed.actionId).expect(200);
    expect(await recorded(shed.sessionId)).toHaveLength(1);
  }, 60_000);
});

// Services: two API replicas (in-process) on one PostgreSQL.
const replicas = process.env.DATABASE_URL ? describe : describe.skip;

replicas('one play session served by two API replicas', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    db = await freshDatabase('postgres');
    a = await startTestApp(db.connectionString);
    b = await startTestApp(db.connectionString, { runProjections: false });
    sharePython(a);
    sharePython(b);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await db?.drop();
  });

  it('records every action a player sends to either replica once, in order, also when both run one at the same time', async () => {
    const { client: creator } = await signUp(a.url);
    const { gameId, heroId } = await publishedCounter(creator);
    const visitor = await newClient(a.url);
    const sessionId = await startOn(visitor, gameId);
    // The same visitor (its cookie) on replica B.
    const onB = await newClient(b.url);
    const jar = (onB.agent as unknown as { jar: { setCookie(cookie: string, domain: string, path: string): void } }).jar;
    for (const c of visitor.cookies().filter((c) => c.name === 'tempest_player')) jar.setCookie(`${c.name}=${c.value}`, new URL(b.url).hostname, '/');
    const values: number[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = await act(i % 2 === 0 ? visitor : onB, sessionId, 'increment').expect(200);
      values.push(answer.body.entity_state[heroId].counter.value);
    }
    expect(values).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    // At the same time on both: each replica's own fold is behind the other's append; neither action is lost.
    const together = await Promise.all(Array.from({ length: 6 }, (_, i) => act(i % 2 === 0 ? visitor : onB, sessionId, 'increment', randomUUID())));
    expect(together.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(Math.max(...together.map((r) => r.body.entity_state[heroId].counter.value))).toBe(26);
    const events = (await a.infra.store.readStream(`play-session-${sessionId}`)).filter((e) => e.type === 'GameActionApplied');
    expect(events).toHaveLength(16);
  }, 60_000);
});
