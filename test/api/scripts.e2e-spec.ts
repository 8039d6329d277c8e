import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type request from 'supertest';
import type { Script } from '@tempest/contracts';
import { PythonTimeoutError, PythonPool } from '@tempest/python-runtime';
import { refusedBy } from '../support/refusals.js';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const UNKNOWN_ID = '7d9f2c1e-0000-4000-8000-000000000000';
const POSITION = /^\d+\.\d+$/;

const VALID = `def attack(target: str, damage: int = 10) -> int:
    """Deal damage to a target."""
    return damage


class Health:
    hp: int = 100
    regen: float = 0.5
`;

type ScriptBody = { id: string; name: string; content: string; revision: number; parsed_revision: number | null } & Record<string, unknown>;

// Pyodide takes seconds to load: one pool for the whole file, shared by the apps of both databases.
const python = new PythonPool();
afterAll(() => python.close());

describe.each(databaseTargets())('scripts API on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let stranger: Client;
  let gameId: string;

  const m = (path: string) => `/create/mechanic/${path}`;
  const create = (body: object, client: Client = creator) => client.post(m(`create-custom-script/${gameId}/`), body);
  const made = async (name: string, content?: string) => (await create({ name, content }).expect(201)).body.script as ScriptBody;
  const content = async (id: string, client: Client = creator) => (await client.get(m(`get-script-content/${id}/`)).expect(200)).body.script as ScriptBody;
  const refused = refusedBy(() => app);

  beforeAll(async () => {
    app = await startTestAppOn(target);
    const pool = app.app.get(PythonPool);
    jest.spyOn(pool, 'run').mockImplementation((job, options) => python.run(job, options));
    ({ client: creator } = await signUp(app.url));
    ({ client: stranger } = await signUp(app.url));
    gameId = (await creator.post('/api/games', { name: 'Star Miner' }).expect(201)).body.id;
  });
  afterAll(async () => app?.close());

  it('creates a script with the default code, readable at once by id and in the list', async () => {
    const response = await create({ name: '  movement.py ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      script: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        game_id: gameId,
        name: 'movement.py',
        content: '# Write your Python code here',
        module_blocks: {},
        script_components: [],
        validation_errors: [],
        parsed_revision: null,
        revision: 0,
        updatedAt: expect.any(String),
        pendingChanges: 0,
      },
      position: expect.stringMatching(POSITION),
    });
    const { script } = response.body;
    expect(await content(script.id)).toEqual(script);
    const all = await creator.post(m(`retrieve-custom-scripts/${gameId}/`), { scriptIds: [] }).expect(200);
    expect(all.body.scripts).toContainEqual(script);
  });

  it('retrieves the named scripts in the order named', async () => {
    const a = await made('a.py', 'a = 1');
    const b = await made('b.py', 'b = 2');
    const response = await creator.post(m(`retrieve-custom-scripts/${gameId}/`), { scriptIds: [b.id, a.id.toUpperCase(), UNKNOWN_ID] }).expect(200);
    expect(response.body.scripts.map((s: ScriptBody) => [s.name, s.content])).toEqual([['b.py', 'b = 2'], ['a.py', 'a = 1']]);
  });

  it('renames, allowing a name another script has, but never an empty one', async () => {
    const script = await made('old.py');
    const renamed = await creator.post(m(`rename-script/${gameId}/${script.id}/`), { name: ' a.py ' }).expect(200);
    expect(renamed.body).toEqual({ script: expect.objectContaining({ id: script.id, name: 'a.py', revision: 1 }), position: expect.stringMatching(POSITION) });
    expect((await content(script.id)).name).toBe('a.py');
    await refused(() => creator.post(m(`rename-script/${gameId}/${script.id}/`), { name: '   ' }), 400, 'script.invalid_name');
    await refused(() => creator.post(m(`rename-script/${gameId}/${script.id}/`), { name: 'x'.repeat(101) }), 400, 'script.invalid_name');
  });

  it('saves raw code without parsing it', async () => {
    const script = await made('raw.py');
    const saved = await creator.post(m(`scripts/${script.id}/save_raw/`), { raw_code: 'def f(:\n  pass' }).expect(200);
    expect(saved.body.script).toMatchObject({ content: 'def f(:\n  pass', validation_errors: [], parsed_revision: null, revision: 1 });
    expect((await content(script.id)).content).toBe('def f(:\n  pass');
  });

  it('parses valid code from a form: module blocks with signature and docstring, components from typed classes', async () => {
    const script = await made('combat.py');
    const response = await creator.form(m('parse-script/'), { script_id: script.id, game_key: gameId, script_content: VALID });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'success', validation_errors: [], position: expect.stringMatching(POSITION) });
    expect(response.body.module_blocks.attack).toMatchObject({
      name: 'attack',
      tool_tip: 'Deal damage to a target.',
      signature_options: [
        {
          name: 'attack',
          mapping: { target: { type: 'str', default: null }, damage: { type: 'int', default: '10' } },
          tool_tip: 'Deal damage to a target.',
          returns: 'int',
        },
      ],
    });
    expect(response.body.script_components).toEqual([
      expect.objectContaining({
        display_name: 'Health',
        game_id: gameId,
        field_schema: { hp: { type: 'int', default: 100 }, regen: { type: 'float', default: 0.5 } },
      }),
    ]);
    const stored = await content(script.id);
    expect(stored).toMatchObject({ content: VALID, module_blocks: response.body.module_blocks, script_components: response.body.script_components, parsed_revision: 1, revision: 1 }); // code and what was parsed from it: one revision
    expect(response.body.script).toEqual(stored);
  });

  it('parses multipart/form-data too', async () => {
    const script = await made('multi.py');
    const response = await creator.agent
      .post(m('parse-script/'))
      .set('X-CSRFToken', creator.csrf)
      .field('script_id', script.id)
      .field('game_key', gameId)
      .field('script_content', 'def hello():\n    return 1\n');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.module_blocks)).toEqual(['hello']);
    expect(response.body.module_blocks.hello.tool_tip).toBe('hello()');
  });

  it("keeps each parameter's declared place, which the stored mapping's key order loses", async () => {
    const script = await made('find.py');
    await creator.post(m('parse-script/'), { script_id: script.id, script_content: 'def _find(state, name):\n    return state[name]\n' }).expect(200);
    const stored = (await content(script.id)) as ScriptBody & Pick<Script, 'module_blocks'>;
    const mapping = stored.module_blocks._find.signature_options[0].mapping as Record<string, { position: number }>;
    const declared = Object.entries(mapping).sort(([, x], [, y]) => x.position - y.position).map(([name]) => name);
    expect(declared).toEqual(['state', 'name']);
  });

  it('answers a syntax error with its line and message, and keeps the code', async () => {
    const script = await made('broken.py');
    const code = 'x = 1\ndef broken(:\n    pass\n';
    const response = await creator.post(m('parse-script/'), { script_id: script.id, script_content: code }).expect(200);
    expect(response.body.status).toBe('error');
    expect(response.body.validation_errors).toEqual([{ line: 2, column: expect.any(Number), message: expect.stringMatching(/invalid syntax|expected/) }]);
    expect(await content(script.id)).toMatchObject({ content: code, validation_errors: response.body.validation_errors, module_blocks: {} });
  });

  it('answers a parse that runs out of time as a validation error, and keeps the code', async () => {
    const script = await made('slow.py');
    const pool = app.app.get(PythonPool);
    jest.mocked(pool.run).mockRejectedValueOnce(new PythonTimeoutError(3000));
    const response = await creator.form(m('parse-script/'), { script_id: script.id, script_content: 'x = 1' }).expect(200);
    expect(response.body).toMatchObject({ status: 'error', validation_errors: [{ line: 0, column: 0, message: 'Parsing timed out' }] });
    expect((await content(script.id)).content).toBe('x = 1');
  });

  it('stores edited parse results', async () => {
    const script = await made('edited.py');
    const blocks = { f: { name: 'f', description: 'mine', signature_options: [] } };
    const response = await creator.post(m(`update-parsed-script/${script.id}/`), { parsed_content: { module_blocks: blocks } }).expect(200);
    expect(response.body.script).toMatchObject({ module_blocks: blocks, script_components: [], content: '# Write your Python code here' });
    await refused(() => creator.post(m(`update-parsed-script/${script.id}/`), { parsed_content: { other: 1 } }), 400, 'script.invalid_parsed_content');
    await refused(() => creator.post(m(`update-parsed-script/${script.id}/`), { parsed_content: { module_blocks: [] } }), 400, 'script.invalid_parsed_content');
  });

  it('clones code and parse results under a new name', async () => {
    const source = await made('source.py');
    await creator.form(m('parse-script/'), { script_id: source.id, script_content: VALID }).expect(200);
    const response = await creator.post(m(`clone-custom-script/${gameId}/`), { script_id: source.id, name: 'copy.py' });
    expect(response.status).toBe(201);
    const copy = response.body.script as ScriptBody;
    const original = await content(source.id);
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ name: 'copy.py', content: VALID, module_blocks: original.module_blocks, script_components: original.script_components, parsed_revision: 0, revision: 0 });
    expect(await content(copy.id)).toEqual(copy);
  });

  it('soft-deletes: gone from the list and by id, its history kept', async () => {
    const script = await made('doomed.py');
    const response = await creator.post(m(`delete-custom-script/${gameId}/${script.id}/`)).expect(200);
    expect(response.body).toEqual({ status: 'success', position: expect.stringMatching(POSITION) });
    const all = await creator.post(m(`retrieve-custom-scripts/${gameId}/`), { scriptIds: [] }).expect(200);
    expect(all.body.scripts.map((s: ScriptBody) => s.id)).not.toContain(script.id);
    await creator.get(m(`get-script-content/${script.id}/`)).expect(404);
    const events = await app.infra.store.readStream(`asset-${script.id}`);
    expect(events.map((e) => e.type)).toEqual(['AssetCreated', 'AssetDeleted']);
    await refused(() => creator.post(m(`delete-custom-script/${gameId}/${script.id}/`)), 404, 'script.not_found');
  });

  describe('refusals', () => {
    let script: ScriptBody;
    beforeAll(async () => {
      script = await made('guarded.py');
    });

    const routes = (id: () => string, game: () => string) => [
      { name: 'retrieve', call: (c: Client) => c.post(m(`retrieve-custom-scripts/${game()}/`), { scriptIds: [] }) },
      { name: 'get content', call: (c: Client) => c.get(m(`get-script-content/${id()}/`)) },
      { name: 'create', call: (c: Client) => c.post(m(`create-custom-script/${game()}/`), { name: 'x.py' }) },
      { name: 'parse', call: (c: Client) => c.form(m('parse-script/'), { script_id: id(), script_content: 'x = 1' }) },
      { name: 'update parsed', call: (c: Client) => c.post(m(`update-parsed-script/${id()}/`), { parsed_content: {} }) },
      { name: 'delete', call: (c: Client) => c.post(m(`delete-custom-script/${game()}/${id()}/`)) },
      { name: 'clone', call: (c: Client) => c.post(m(`clone-custom-script/${game()}/`), { script_id: id(), name: 'c.py' }) },
      { name: 'rename', call: (c: Client) => c.post(m(`rename-script/${game()}/${id()}/`), { name: 'r.py' }) },
      { name: 'save raw', call: (c: Client) => c.post(m(`scripts/${id()}/save_raw/`), { raw_code: 'y = 2' }) },
    ];

    it('refuses every route signed out (401), to another user (403), and for unknown ids (404)', async () => {
      const anonymous = await (await import('../support/users.js')).newClient(app.url);
      for (const route of routes(() => script.id, () => gameId)) {
        await refused(() => route.call(anonymous), 401);
        await refused(() => route.call(stranger), 403, 'game.forbidden');
      }
      for (const route of routes(() => UNKNOWN_ID, () => gameId).filter((r) => r.name !== 'retrieve' && r.name !== 'create')) {
        await refused(() => route.call(creator), 404, 'script.not_found');
      }
      for (const route of routes(() => script.id, () => UNKNOWN_ID).filter((r) => !['get content', 'parse', 'update parsed', 'save raw'].includes(r.name))) {
        await refused(() => route.call(creator), 404, 'game.not_found');
      }
    });

    it('refuses bad input and unknown fields (400)', async () => {
      const bad: [() => PromiseLike<request.Response>, string][] = [
        [() => creator.post(m(`create-custom-script/${gameId}/`), { name: 'a.py', colour: 'red' }), 'request.invalid'],
        [() => creator.post(m(`create-custom-script/${gameId}/`), { name: 3 }), 'request.invalid'],
        [() => creator.post(m(`create-custom-script/${gameId}/`), { name: ' ' }), 'script.invalid_name'],
        [() => creator.post(m('create-custom-script/not-a-uuid/'), { name: 'a.py' }), 'game.invalid_id'],
        [() => creator.post(m(`retrieve-custom-scripts/${gameId}/`), { scriptIds: ['nope'] }), 'request.invalid'],
        [() => creator.get(m('get-script-content/nope/')), 'script.invalid_id'],
        [() => creator.form(m('parse-script/'), { script_id: script.id }), 'request.invalid'],
        [() => creator.form(m('parse-script/'), { script_id: script.id, script_content: 'x', extra: '1' }), 'request.invalid'],
        [() => creator.post(m('parse-script/'), { script_id: script.id, game_key: UNKNOWN_ID, script_content: 'x' }), 'script.not_found'],
        [() => creator.post(m(`update-parsed-script/${script.id}/`), {}), 'request.invalid'],
        [() => creator.post(m(`clone-custom-script/${gameId}/`), { script_id: script.id }), 'request.invalid'],
        [() => creator.post(m(`rename-script/${gameId}/${script.id}/`), { name: 'a', x: 1 }), 'request.invalid'],
        [() => creator.post(m(`scripts/${script.id}/save_raw/`), { raw_code: 5 }), 'request.invalid'],
      ];
      for (const [call, code] of bad) {
        const status = code === 'script.not_found' ? 404 : 400;
        await refused(call, status, code);
      }
    });
  });
});
