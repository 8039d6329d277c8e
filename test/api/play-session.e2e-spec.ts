// Play sessions (docs/api-frontends.md §5) through HTTP: start or resume a game, dispatch its Python
// actions, on the working tree (creator on the canvas) and on the published version (anyone).
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { PythonPool } from '@tempest/python-runtime';
import { databaseTargets } from '../support/databases.js';
import { refusedBy } from '../support/refusals.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

const UNKNOWN_ID = '7d9f2c1e-0000-4000-8000-000000000000';

const RULES = `def increment(state, by=1):
    for entity in state.values():
        counter = entity.get('counter')
        if counter:
            counter['value'] += by
    print('incremented by', by)


def explode(state):
    print('about to fail')
    return 1 / 0


def spin(state):
    while True:
        pass
`;

type StartBody = { status: string; session_id: string; entity_state: Record<string, Record<string, { value: number }>>; source: string };

// Pyodide takes seconds to load: one pool for the whole file, shared by the apps of both databases.
const python = new PythonPool();
afterAll(() => python.close());

describe.each(databaseTargets())('play sessions on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let stranger: Client;
  let gameId: string;
  let heroId: string;
  let crateId: string;
  const refused = refusedBy(() => app);

  const start = (client: Client, game: string, headers: Record<string, string> = {}, body: object = { isTrail: false, enableDebug: true, forceNew: false }) => {
    const req = client.post(`/play/start-game/${game}/`);
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    return req.send(body);
  };
  const onCanvas = { 'X-Creation-Canvas': 'true' };
  const started = async (client: Client, game: string, headers: Record<string, string> = {}) => (await start(client, game, headers).expect(200)).body as StartBody;
  const act = (client: Client, sessionId: string, action: string, args: unknown = {}) => client.post(`/play/game-action/${sessionId}/`, { action, args });
  const counterOf = (body: StartBody, id = heroId) => body.entity_state[id]?.counter.value;
  const streamTypes = async (sessionId: string) => (await app.infra.store.readStream(`play-session-${sessionId}`)).map((e) => e.type);
  const newGame = async (client: Client, name: string) => (await client.post('/api/games', { name }).expect(201)).body.id as string;
  const script = (game: string, name: string, content: string) => creator.post(`/create/mechanic/create-custom-script/${game}/`, { name, content }).expect(201);
  const entity = async (game: string, body: object) => (await creator.post(`/create/entities/${game}/create_entity/`, body).expect(201)).body.entity.id as string;

  beforeAll(async () => {
    app = await startTestAppOn(target);
    jest.spyOn(app.app.get(PythonPool), 'run').mockImplementation((job, options) => python.run(job, options));
    ({ client: creator } = await signUp(app.url));
    ({ client: stranger } = await signUp(app.url));
    gameId = await newGame(creator, 'Counter Quest');
    heroId = await entity(gameId, { entity_type: 'hero', component_state: { counter: { componentName: 'Counter', fieldData: { value: 1 } } } });
    crateId = await entity(gameId, { entity_type: 'crate' });
    await script(gameId, 'rules.py', RULES);
  });
  afterAll(async () => app?.close());

  it("starts the creator's session on the canvas from the entities' component_state", async () => {
    const response = await start(creator, gameId, onCanvas);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'success',
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      entity_state: {
        [heroId]: { counter: { value: 1 } },
        [crateId]: {},
      },
      initialization_error: null,
      error: null,
      source: 'working',
      frontend_id: null,
    });
    expect(await streamTypes(response.body.session_id)).toEqual(['PlaySessionStarted']);
  });

  it('applies an action, keeps the changed state for the next start, and starts fresh with X-Force-Clear', async () => {
    const session = await started(creator, gameId, { ...onCanvas, 'X-Force-Clear': 'true' });
    const response = await act(creator, session.session_id, 'increment', { by: 2 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      entity_state: expect.objectContaining({ [heroId]: { counter: { value: 3 } } }),
      changed: [heroId],
      logs: 'incremented by 2\n',
      error: null,
    });
    expect((await act(creator, session.session_id, 'rules.increment').expect(200)).body.entity_state[heroId].counter.value).toBe(4);
    expect(await streamTypes(session.session_id)).toEqual(['PlaySessionStarted', 'GameActionApplied', 'GameActionApplied']);

    const resumed = await started(creator, gameId, onCanvas);
    expect(resumed.session_id).toBe(session.session_id);
    expect(counterOf(resumed)).toBe(4);

    const fresh = await started(creator, gameId, { ...onCanvas, 'X-Force-Clear': 'true' });
    expect(fresh.session_id).not.toBe(session.session_id);
    expect(counterOf(fresh)).toBe(1);
    const forcedByBody = (await start(creator, gameId, onCanvas, { forceNew: true }).expect(200)).body as StartBody;
    expect(forcedByBody.session_id).not.toBe(fresh.session_id);
  });

  it("answers a Python error with its type, message and line, records it, and leaves the state as it was (HTTP 200)", async () => {
    const session = await started(creator, gameId, { ...onCanvas, 'X-Force-Clear': 'true' });
    const response = await act(creator, session.session_id, 'explode');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: false,
      entity_state: session.entity_state,
      changed: [],
      logs: 'about to fail\n',
      error: 'ZeroDivisionError: division by zero (rules.py, line 11)',
    });
    expect(await streamTypes(session.session_id)).toEqual(['PlaySessionStarted', 'GameActionFailed']);
  });

  it('stops a hanging action after the time limit while other requests are still served', async () => {
    const session = await started(creator, gameId, { ...onCanvas, 'X-Force-Clear': 'true' });
    const finished: string[] = [];
    const hanging = act(creator, session.session_id, 'spin').then((r) => (finished.push('spin'), r));
    const other = started(stranger, await newGame(stranger, 'Meanwhile'), onCanvas).then((r) => (finished.push('other'), r));
    expect((await other).status).toBe('success');
    const response = await hanging;
    expect(finished).toEqual(['other', 'spin']);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: false, error: 'TimeoutError: spin ran longer than 2 s and was stopped' });
    expect((await act(creator, session.session_id, 'increment').expect(200)).body.success).toBe(true);
  });

  it('refuses unknown actions, bad names and bodies, and bad ids, writing nothing', async () => {
    const { session_id } = await started(creator, gameId, onCanvas);
    await refused(() => act(creator, session_id, 'no_such_function'), 404, 'play.unknown_action');
    await refused(() => act(creator, session_id, 'nosuch.increment'), 404, 'play.unknown_action');
    await refused(() => act(creator, session_id, 'not a name!'), 400, 'play.invalid_action');
    await refused(() => act(creator, session_id, ''), 400, 'request.invalid');
    await refused(() => act(creator, session_id, 'increment', [1, 2]), 400, 'request.invalid');
    await refused(() => act(creator, session_id, 'increment', 'by=2'), 400, 'request.invalid');
    await refused(() => creator.post(`/play/game-action/${session_id}/`, { action: 'increment', extra: 1 }), 400, 'request.invalid');
    await refused(() => act(creator, 'not-a-uuid', 'increment'), 400, 'play.invalid_session_id');
    await refused(() => act(creator, UNKNOWN_ID, 'increment'), 404, 'play.session_not_found');
    await refused(() => start(creator, gameId, onCanvas, { isTrail: false, level: 3 }), 400, 'request.invalid');
    await refused(() => start(creator, gameId, onCanvas, { forceNew: 'yes' }), 400, 'request.invalid');
    await refused(() => start(creator, 'not-a-uuid', onCanvas), 400, 'game.invalid_id');
    await refused(() => start(creator, UNKNOWN_ID, onCanvas), 404, 'game.not_found');
  });

  it("keeps a session to its player: others cannot act in it, and a draft is not found for them", async () => {
    const { session_id } = await started(creator, gameId, onCanvas);
    await refused(() => act(stranger, session_id, 'increment'), 404, 'play.session_not_found');
    const visitor = await newClient(app.url);
    await refused(() => act(visitor, session_id, 'increment'), 404, 'play.session_not_found');

    const notFound = await refused(() => start(stranger, gameId, onCanvas), 404, 'game.not_found');
    expect(notFound.body.error).toBe('Game not found');
    await refused(() => start(visitor, gameId), 404, 'game.not_found');
    // The creator off the canvas plays the draft's working tree too.
    expect((await started(creator, gameId)).source).toBe('working');
  });

  it('names the scripts when several define the action, and runs the one named', async () => {
    const game = await newGame(creator, 'Two Scripts');
    await script(game, 'a.py', 'def ping(state):\n    print("a")\n');
    await script(game, 'b.py', 'def ping(state):\n    print("b")\n');
    const { session_id } = await started(creator, game, onCanvas);
    const ambiguous = await refused(() => act(creator, session_id, 'ping'), 400, 'play.ambiguous_action');
    expect(ambiguous.body.details.scripts.sort()).toEqual(['a.py', 'b.py']);
    expect((await act(creator, session_id, 'b.ping').expect(200)).body.logs).toBe('b\n');
    expect((await act(creator, session_id, 'a.py.ping').expect(200)).body.logs).toBe('a\n');
  });

  it('lets an anonymous visitor play the published version, named by an HttpOnly cookie', async () => {
    const game = await newGame(creator, 'Published Quest');
    const hero = await entity(game, { entity_type: 'hero', component_state: { counter: { componentName: 'Counter', fieldData: { value: 10 } } } });
    await script(game, 'rules.py', RULES);
    const checkpoint = (await creator.post('/create/versioning/checkpoints/', { game_id: game, message: 'v1' }).expect(201)).body.checkpoint_id;
    await creator.post(`/create/checkpoint/${game}/publish/`, { checkpoint_id: checkpoint, publish_message: 'v1' }).expect(200);
    // A later edit of the working tree is not what players play.
    await creator.post(`/create/entities/${game}/component-state/${hero}/`, { component_state: { counter: { componentName: 'Counter', fieldData: { value: 99 } } } }).expect(200);

    const visitor = await newClient(app.url);
    const response = await start(visitor, game, onCanvas);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'success', source: 'published', entity_state: { [hero]: { counter: { value: 10 } } } });
    const cookie = response.headers['set-cookie'] as unknown as string[];
    expect(cookie.find((c) => c.startsWith('tempest_player='))).toMatch(/^tempest_player=[0-9a-f-]{36}; Max-Age=\d+; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/);

    const played = await act(visitor, response.body.session_id, 'increment').expect(200);
    expect(played.body.entity_state[hero].counter.value).toBe(11);
    const again = (await start(visitor, game).expect(200)).body as StartBody;
    expect(again.session_id).toBe(response.body.session_id);
    expect(counterOf(again, hero)).toBe(11);
    expect((await start(visitor, game).expect(200)).headers['set-cookie']?.toString() ?? '').not.toContain('tempest_player=');

    const otherVisitor = await newClient(app.url);
    await refused(() => act(otherVisitor, response.body.session_id, 'increment'), 404, 'play.session_not_found');
    expect((await started(otherVisitor, game)).session_id).not.toBe(response.body.session_id);
    // The creator on the canvas plays the working tree, with the later edit.
    expect(counterOf(await started(creator, game, onCanvas), hero)).toBe(99);
  });
});
