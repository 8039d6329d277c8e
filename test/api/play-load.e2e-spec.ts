// Issue 32 §3: game actions under load — a retry with the player's action id is recorded once, a flood beyond
// what a replica runs at once is answered 503 play.busy with Retry-After (nothing recorded), the studio answers
// beside the flood, and two replicas serve one session's actions without losing or repeating one. Game actions
// over the tab's socket (GAME_ACTION): the POST's answers, rules and limits, message for message.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { GAME_ACTION, type GameActionReply } from '@tempest/contracts';
import { PythonPool } from '@tempest/python-runtime';
import { databaseTargets, freshDatabase, type TestDatabase } from '../support/databases.js';
import { publishedCounter, startOn } from '../support/play-fixtures.js';
import { connectSocket, type LiveSocket } from '../support/sockets.js';
import { startTestApp, startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

type Recorded = { type: string; data: { actionId?: string; changes?: Record<string, unknown> } };

// Pyodide takes seconds to load: one pool for the whole file, shared by every app.
const python = new PythonPool();
afterAll(() => python.close());
const sharePython = (app: TestApp) => jest.spyOn(app.app.get(PythonPool), 'run').mockImplementation((job, options) => python.run(job, options));

const act = (visitor: Client, sessionId: string, action: string, actionId?: string) => visitor.post(`/play/game-action/${sessionId}/`, { action, args: {}, ...(actionId ? { actionId } : {}) });

/** One game action over `live`'s socket: the ack, the POST's answer (status, body, Retry-After). */
const actOver = (live: LiveSocket, message: unknown) => live.socket.timeout(10_000).emitWithAck(GAME_ACTION, message) as Promise<GameActionReply>;

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

  describe('over the socket', () => {
    const sockets: LiveSocket[] = [];
    const open = async (client: Client | null) => {
      const live = await connectSocket(app.url, client);
      sockets.push(live);
      return live;
    };
    afterAll(() => sockets.forEach((s) => s.close()));

    it("answers as the POST does, records the action once whichever way its retry comes, and only in the socket's player's own session", async () => {
      const visitor = await newClient(app.url);
      const sessionId = await startOn(visitor, gameId);
      const live = await open(visitor);
      const id = randomUUID();
      const first = await actOver(live, { sessionId, action: 'increment', args: { by: 2 }, actionId: id });
      expect(first).toEqual({ status: 200, body: { success: true, changed: [heroId], entity_state: { [heroId]: expect.objectContaining({ counter: { value: 12 } }) }, logs: '', error: null } });
      // The retry of a lost answer, over HTTP or the socket again: the first outcome, nothing run again.
      expect((await act(visitor, sessionId, 'increment', id).expect(200)).body).toEqual(first.body);
      expect(await actOver(live, { sessionId: sessionId.toUpperCase(), action: 'increment', actionId: id.toUpperCase() })).toEqual(first);
      expect((await actOver(live, { sessionId, action: 'increment' })).body).toMatchObject({ success: true, entity_state: { [heroId]: { counter: { value: 13 } } } });
      const events = await recorded(sessionId);
      expect(events.map((e) => [e.type, e.data.actionId ?? null])).toEqual([
        ['GameActionApplied', id],
        ['GameActionApplied', null],
      ]);

      // Another visitor's socket, a signed-in user's, and a socket whose handshake carried no player: nothing recorded.
      const stranger = await newClient(app.url);
      await startOn(stranger, gameId);
      expect(await actOver(await open(stranger), { sessionId, action: 'increment' })).toEqual({ status: 404, body: { error: 'Session not found', code: 'play.session_not_found', details: { sessionId } } });
      expect((await actOver(await open(creator), { sessionId, action: 'increment' })).body).toMatchObject({ code: 'play.session_not_found' });
      expect(await actOver(await open(null), { sessionId, action: 'increment' })).toEqual({
        status: 401,
        body: { error: 'This connection started before the player was known: open it again, or send the action over HTTP', code: 'play.socket_without_player' },
      });
      expect(await recorded(sessionId)).toHaveLength(2);

      // The signed-in creator plays their own session over their socket.
      const own = await startOn(creator, gameId);
      expect(await actOver(await open(creator), { sessionId: own, action: 'increment' })).toMatchObject({ status: 200, body: { success: true } });
    });

    it('refuses a message the POST would refuse with the same 400, and no message of any shape gets a 5xx or records anything', async () => {
      const visitor = await newClient(app.url);
      const sessionId = await startOn(visitor, gameId);
      const live = await open(visitor);
      const refusals: [unknown, string, string][] = [
        [{ sessionId: 'not-a-uuid', action: 'increment' }, 'play.invalid_session_id', 'Session id must be a UUID'],
        [{ action: 'increment' }, 'request.invalid', 'sessionId is required'],
        [{ sessionId, action: '' }, 'request.invalid', 'action cannot be empty'],
        [{ sessionId, action: 'increment', args: [] }, 'request.invalid', 'args must be an object of keyword arguments'],
        [{ sessionId, action: 'increment', actionId: 'not-an-id' }, 'request.invalid', 'actionId must be an action id (UUID)'],
        [{ sessionId, action: 'increment', extra: 1 }, 'request.invalid', expect.stringContaining('extra') as unknown as string],
        [{ sessionId, action: 'incr\u0000ement' }, expect.any(String) as unknown as string, expect.any(String) as unknown as string],
      ];
      for (const [message, code, error] of refusals) {
        expect([message, await actOver(live, message)]).toEqual([message, { status: 400, body: expect.objectContaining({ code, error }) }]);
      }
      // Hostile values in every field (fast-check, fixed seed): each answered below 500, over the same socket.
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(
          fc.record({ sessionId: fc.oneof(fc.constant(sessionId), fc.string(), fc.anything()), action: fc.oneof(fc.constant('increment'), fc.string({ maxLength: 400 }), fc.anything()), args: fc.anything(), actionId: fc.oneof(fc.uuid(), fc.string(), fc.anything()) }, { requiredKeys: [] }),
          async (message) => {
            const reply = await actOver(live, message);
            statuses.add(reply.status);
            expect(reply.status).toBeLessThan(500);
          },
        ),
        { seed: 32, numRuns: 150 },
      );
      expect([...statuses].every((s) => s === 200 || (s >= 400 && s < 500))).toBe(true);
      expect(live.socket.connected).toBe(true);
      // A game action too large for the socket's frame limit closes that socket only: the studio still plays.
      const big = await open(visitor);
      big.socket.emit(GAME_ACTION, { sessionId, action: 'increment', args: { text: 'x'.repeat(1_100_000) } });
      await new Promise<void>((resolve) => big.socket.once('disconnect', () => resolve()));
      expect((await actOver(live, { sessionId, action: 'increment' })).status).toBe(200);
    }, 60_000);

    it('sheds a flood 503 play.busy with Retry-After, as the POST does, and the retry of a shed action goes through once', async () => {
      const players = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const visitor = await newClient(app.url);
          const sessionId = await startOn(visitor, gameId);
          return { live: await open(visitor), sessionId, actionId: randomUUID() };
        }),
      );
      const replies = await Promise.all(players.map((p) => actOver(p.live, { sessionId: p.sessionId, action: 'slow', actionId: p.actionId })));
      const busy = replies.filter((r) => r.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy).toEqual(busy.map(() => ({ status: 503, body: { error: 'The game is busy. Retrying in a moment.', code: 'play.busy' }, retryAfter: 1 })));
      for (const [i, reply] of replies.entries()) expect(await recorded(players[i].sessionId)).toHaveLength(reply.status === 200 ? 1 : 0);
      const shed = players[replies.findIndex((r) => r.status === 503)];
      expect((await actOver(shed.live, { sessionId: shed.sessionId, action: 'slow', actionId: shed.actionId })).status).toBe(200);
      expect(await recorded(shed.sessionId)).toHaveLength(1);
    }, 60_000);
  });
});

// The play limits and the event-byte budget hold for game actions over the socket as over HTTP.
describe('game actions over the socket within the limits', () => {
  let app: TestApp;
  let gameId: string;
  const sockets: LiveSocket[] = [];

  beforeAll(async () => {
    // 30 actions per visitor in ten minutes (3,000 × 0.01), 2 starts per address; an action's event may hold 2,000 bytes.
    app = await startTestAppOn('pglite', { playLimitsScale: 0.01, eventBytesPerRequest: 2_000 });
    sharePython(app);
    const { client: creator } = await signUp(app.url);
    ({ gameId } = await publishedCounter(creator));
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await app?.close();
  });

  it("counts a visitor's actions over the socket and HTTP together, also sent at the same moment, and refuses an action whose event exceeds the budget", async () => {
    const visitor = await newClient(app.url);
    const sessionId = await startOn(visitor, gameId);
    const live = await connectSocket(app.url, visitor);
    sockets.push(live);
    const replies = await Promise.all(Array.from({ length: 34 }, () => actOver(live, { sessionId, action: 'increment', actionId: randomUUID() })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(30);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(4);
    expect(replies.find((r) => r.status === 429)).toEqual({ status: 429, body: expect.objectContaining({ code: 'rate_limited', error: 'Too many game actions. Try again in a few minutes.' }), retryAfter: expect.any(Number) });
    await act(visitor, sessionId, 'increment').expect(429);

    const other = await newClient(app.url);
    const theirs = await startOn(other, gameId);
    const socket = await connectSocket(app.url, other);
    sockets.push(socket);
    expect(await actOver(socket, { sessionId: theirs, action: 'increment', args: { by: 1, note: 'n'.repeat(3_000) } })).toEqual({
      status: 413,
      body: expect.objectContaining({ code: 'request.too_large', details: { bytes: expect.any(Number), limitBytes: 2_000 } }),
    });
    const events = (await app.infra.store.readStream(`play-session-${theirs}`)).filter((e) => e.type.startsWith('GameAction'));
    expect(events).toEqual([]);
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
    // Over the socket on B beside HTTP on A: the same session, one order.
    const live = await connectSocket(b.url, visitor);
    const mixed = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? act(visitor, sessionId, 'increment', randomUUID()).then((r) => r.body) : actOver(live, { sessionId, action: 'increment', actionId: randomUUID() }).then((r) => r.body))));
    live.close();
    expect(mixed.map((answer) => (answer as { success: boolean }).success)).toEqual(Array(6).fill(true));
    expect(Math.max(...mixed.map((answer) => (answer as { entity_state: Record<string, { counter: { value: number } }> }).entity_state[heroId].counter.value))).toBe(32);
    const events = (await a.infra.store.readStream(`play-session-${sessionId}`)).filter((e) => e.type === 'GameActionApplied');
    expect(events).toHaveLength(22);
  }, 60_000);
});
