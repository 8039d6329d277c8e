// Issue 28 §1: an anonymous player's `tempest_player` cookie is their only credential, so it never reaches
// an event, a stream id or a read model: the log holds a keyed hash of it (apps/api/src/play/player.ts).
// Sessions recorded before that hold the cookie itself; their visitor still reaches them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { playSessionStreamId } from '@tempest/domain';
import { systemMetadata } from '../../apps/api/src/common/actor.js';
import { PlaySessions } from '../../apps/api/src/play/play-sessions.js';
import { databaseTargets } from '../support/databases.js';
import { refusedBy } from '../support/refusals.js';
import { connectSocket } from '../support/sockets.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

describe.each(databaseTargets())('visitor ids on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let gameId: string;
  let heroId: string;
  let checkpointId: string;
  const refused = refusedBy(() => app);

  const start = (client: Client, body: object = { forceNew: false }) => client.post(`/play/start-game/${gameId}/`).send(body);
  const visitorCookie = (client: Client) => client.cookies().find((c) => c.name === 'tempest_player')?.value;
  /** A visitor whose browser holds `cookie` from an earlier visit. */
  const returning = async (cookie: string) => {
    const client = await newClient(app.url);
    (client.agent as unknown as { jar: { setCookie(cookie: string, domain: string, path: string): void } }).jar.setCookie(`tempest_player=${cookie}; Path=/`, new URL(app.url).hostname, '/');
    return client;
  };
  /** Where in the database a text occurs: every table of the schema (events, streams, read models, stores), as rows' text. */
  const tablesHolding = async (text: string): Promise<string[]> => {
    const { rows } = await app.infra.pool.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
      [app.config.schema],
    );
    const holding: string[] = [];
    for (const { table_name } of rows) {
      const found = await app.infra.pool.query(`SELECT 1 FROM "${app.config.schema}"."${table_name}" t WHERE t::text ILIKE $1 LIMIT 1`, [`%${text}%`]);
      if (found.rowCount) holding.push(table_name);
    }
    return holding;
  };
  const firstEvent = async (sessionId: string) => (await app.infra.store.readStream(playSessionStreamId(sessionId), { maxCount: 1 }))[0].data as { playerKey: string };

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games', { name: 'Visitors welcome' }).expect(201)).body.id;
    heroId = (await creator.post(`/create/entities/${gameId}/create_entity/`, { entity_type: 'hero', component_state: { counter: { componentName: 'Counter', fieldData: { value: 1 } } } }).expect(201))
      .body.entity.id;
    checkpointId = (await creator.post(`/create/checkpoint/${gameId}/create/`, { title: 'v1' }).expect(200)).body.checkpoint_id;
    await creator.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: checkpointId, publish_message: 'v1' }).expect(200);
  });
  afterAll(async () => app?.close());

  it("keeps a keyed hash of the visitor's cookie in events and stream ids, never the cookie, and the visitor keeps their session and saves", async () => {
    const visitor = await newClient(app.url);
    const sessionId = (await start(visitor).expect(200)).body.session_id as string;
    const cookie = visitorCookie(visitor)!;
    expect(cookie).toMatch(/^[0-9a-f-]{36}$/);
    const { playerKey } = await firstEvent(sessionId);
    expect(playerKey).toMatch(/^visitor-[0-9a-f]{32}$/);

    const save = (await visitor.post(`/play/timeline/${sessionId}/checkpoints/create/`, { ecs_state: { [heroId]: { counter: { value: 7 } } } }).expect(200)).body;
    expect((await start(visitor).expect(200)).body.session_id).toBe(sessionId);
    await visitor.post(`/play/game/${gameId}/reload/?force_new=true`).expect(200);
    expect((await visitor.get(`/play/timeline/${sessionId}/checkpoints/`).expect(200)).body.timeline.checkpoints.map((c: { id: string }) => c.id)).toEqual([save.checkpoint_id]);
    for (const name of app.infra.engine.projectorNames()) await app.infra.engine.waitForCommitted(name, 10_000);
    expect(await tablesHolding(cookie)).toEqual([]);

    // The same cookie is the same visitor; another visitor is nobody's.
    const stranger = await newClient(app.url);
    await refused(() => stranger.get(`/play/timeline/${sessionId}/checkpoints/`), 404, 'play.session_not_found');
    expect((await start(await returning(cookie)).expect(200)).body.session_id).not.toBe(sessionId); // the reload's session
  });

  it('lets a visitor whose session was recorded with the cookie itself resume it, save in it and join its room; new sessions get the hashed key', async () => {
    const cookie = randomUUID();
    const legacySession = randomUUID();
    const now = new Date().toISOString();
    // As the studio wrote it before hashed visitor ids: the cookie in playerKey and in the index's stream id.
    await app.app.get(PlaySessions).execute(
      legacySession,
      {
        type: 'StartPlaySession',
        data: { sessionId: legacySession, gameId, playerKey: `visitor-${cookie}`, userId: null, source: 'published', checkpointId, entityState: { [heroId]: { counter: { value: 42 } } }, replaces: null, now },
      },
      systemMetadata(now),
    );

    const visitor = await returning(cookie);
    const resumed = await start(visitor).expect(200);
    expect(resumed.body).toMatchObject({ session_id: legacySession, entity_state: { [heroId]: { counter: { value: 42 } } } });
    expect(resumed.headers['set-cookie']?.toString() ?? '').not.toContain('tempest_player=');
    const save = (await visitor.post(`/play/timeline/${legacySession}/checkpoints/create/`, { ecs_state: { [heroId]: { counter: { value: 43 } } } }).expect(200)).body;
    await visitor.post(`/play/timeline/${legacySession}/restore/`, { checkpoint_id: save.checkpoint_id }).expect(200);
    const socket = await connectSocket(app.url, visitor);
    try {
      expect(await socket.subscribe({ room: `timeline:${legacySession}` })).toEqual({ ok: true, room: `timeline:${legacySession}` });
    } finally {
      socket.close();
    }
    await refused(async () => (await newClient(app.url)).get(`/play/timeline/${legacySession}/checkpoints/`), 404, 'play.session_not_found');

    // A reload starts a session under the hashed key, carrying the lineage; the old session's summary names it.
    const reloaded = (await visitor.post(`/play/game/${gameId}/reload/?force_new=true`).expect(200)).body;
    expect(reloaded).toMatchObject({ lineage_id: legacySession, previous_session_id: legacySession, session_was_reassigned: true });
    expect((await firstEvent(reloaded.session_id)).playerKey).toMatch(/^visitor-[0-9a-f]{32}$/);
    expect((await start(visitor).expect(200)).body.session_id).toBe(reloaded.session_id);
    expect((await visitor.get(`/play/timeline/${legacySession}/checkpoints/`).expect(200)).body.timeline).toMatchObject({
      session_id: legacySession,
      current_session_id: reloaded.session_id,
      session_was_reassigned: true,
    });
  });
});
