import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { refusedBy } from '../support/refusals.js';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

const UNKNOWN_ID = '7d9f2c1e-0000-4000-8000-000000000000';
const POSITION = /^\d+\.\d+$/;

describe.each(databaseTargets())('prompts, tools and logic files API on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let stranger: Client;
  let anonymous: Client;
  let gameId: string;

  const m = (path: string) => `/create/mechanic/${path}`;
  const refused = refusedBy(() => app);
  /** Every route signed out (401), by another user (403), on an unknown game (404). */
  const guarded = async (call: (client: Client, game: string) => PromiseLike<request.Response>) => {
    await refused(() => call(anonymous, gameId), 401);
    await refused(() => call(stranger, gameId), 403, 'game.forbidden');
    await refused(() => call(creator, UNKNOWN_ID), 404, 'game.not_found');
  };

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: creator } = await signUp(app.url));
    ({ client: stranger } = await signUp(app.url));
    anonymous = await newClient(app.url);
    gameId = (await creator.post('/api/games', { name: 'Star Miner' }).expect(201)).body.id;
  });
  afterAll(async () => app?.close());

  describe('prompts', () => {
    const list = async () => (await creator.get(m(`get-all-prompt-libraries/${gameId}/`)).expect(200)).body.data as Record<string, Record<string, unknown>>;

    it('creates a prompt with a lowercased name and the variables of its template', async () => {
      const response = await creator.post(m(`create-prompt-library-object/${gameId}/`), { name: '  Greeting ', content: 'Hello {{ player }} in {{place}}, {{player}}!' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        data: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'greeting',
          description: '',
          content: 'Hello {{ player }} in {{place}}, {{player}}!',
          variables: [{ key: 'player', name: 'player' }, { key: 'place', name: 'place' }],
          revision: 0,
          updatedAt: expect.any(String),
          pendingChanges: 0,
        },
        position: expect.stringMatching(POSITION),
      });
      expect((await list())[response.body.data.id]).toEqual(response.body.data);
    });

    it("calls a prompt without a name 'untitled prompt'", async () => {
      const response = await creator.post(m(`create-prompt-library-object/${gameId}/`), {}).expect(201);
      expect(response.body.data).toMatchObject({ name: 'untitled prompt', content: '', variables: [] });
    });

    it('edits only the fields given and recomputes the variables; deletes softly', async () => {
      const { id } = (await creator.post(m(`create-prompt-library-object/${gameId}/`), { name: 'Quest', description: 'd', content: '{{a}}' }).expect(201)).body.data;
      const edited = await creator.post(m(`edit-prompt-library-object/${gameId}/`), { id, content: '{{b}} then {{a}}' }).expect(200);
      expect(edited.body).toEqual({
        data: expect.objectContaining({ id, name: 'quest', description: 'd', variables: [{ key: 'b', name: 'b' }, { key: 'a', name: 'a' }], revision: 1 }),
        position: expect.stringMatching(POSITION),
      });
      const renamed = await creator.post(m(`edit-prompt-library-object/${gameId}/`), { id, name: 'MAIN Quest' }).expect(200);
      expect(renamed.body.data).toMatchObject({ name: 'main quest', content: '{{b}} then {{a}}' });
      const deleted = await creator.post(m(`delete-prompt-library-object/${gameId}/`), { object_id: id }).expect(200);
      expect(deleted.body).toEqual({ status: 'success', position: expect.stringMatching(POSITION) });
      expect((await list())[id]).toBeUndefined();
      await refused(() => creator.post(m(`edit-prompt-library-object/${gameId}/`), { id, name: 'x' }), 404, 'prompt.not_found');
      await refused(() => creator.post(m(`delete-prompt-library-object/${gameId}/`), { object_id: id }), 404, 'prompt.not_found');
    });

    it('refuses 401/403/404 and bad input', async () => {
      const { id } = (await creator.post(m(`create-prompt-library-object/${gameId}/`), { name: 'p' }).expect(201)).body.data;
      await guarded((c, g) => c.get(m(`get-all-prompt-libraries/${g}/`)));
      await guarded((c, g) => c.post(m(`create-prompt-library-object/${g}/`), { name: 'x' }));
      await guarded((c, g) => c.post(m(`edit-prompt-library-object/${g}/`), { id, name: 'x' }));
      await guarded((c, g) => c.post(m(`delete-prompt-library-object/${g}/`), { object_id: id }));
      await refused(() => creator.post(m(`create-prompt-library-object/${gameId}/`), { name: 'x', colour: 1 }), 400, 'request.invalid');
      await refused(() => creator.post(m(`create-prompt-library-object/${gameId}/`), { content: 5 }), 400, 'request.invalid');
      await refused(() => creator.post(m(`create-prompt-library-object/${gameId}/`), { name: 'x'.repeat(101) }), 400, 'prompt.invalid_name');
      await refused(() => creator.post(m(`edit-prompt-library-object/${gameId}/`), { name: 'x' }), 400, 'request.invalid');
      await refused(() => creator.post(m(`edit-prompt-library-object/${gameId}/`), { id: UNKNOWN_ID }), 404, 'prompt.not_found');
      await refused(() => creator.post(m(`delete-prompt-library-object/${gameId}/`), { object_id: 'nope' }), 400, 'request.invalid');
      await refused(() => creator.get(m('get-all-prompt-libraries/nope/')), 400, 'game.invalid_id');
    });
  });

  describe('tools', () => {
    const save = (body: object) => creator.post(m(`save-tool/${gameId}/`), body);
    const load = async () => (await creator.get(m(`load-tools/${gameId}/`)).expect(200)).body.data as Record<string, Record<string, unknown>>;

    it('builds the schema and the OpenAI format from the fields', async () => {
      const fields = [
        { name: 'target', type: 'string', description: 'Who to hit', required: true },
        { name: 'power', type: 'integer', description: '', required: false },
        { name: 'style', type: 'enum', description: '', required: true, enum: ['slash', 'stab'] },
        { name: 'at', type: 'Point', description: '', required: false },
      ];
      const subStructures = [{ name: 'Point', fields: [{ name: 'x', type: 'number', required: true }] }];
      const response = await save({ name: 'attack', description: 'Attack someone', fields, subStructures });
      expect(response.status).toBe(200);
      const schema = {
        type: 'object',
        properties: {
          target: { type: 'string', description: 'Who to hit' },
          power: { type: 'integer' },
          style: { type: 'string', enum: ['slash', 'stab'] },
          at: { type: 'object', properties: { x: { type: 'number' } }, required: ['x'] },
        },
        required: ['target', 'style'],
      };
      expect(response.body).toEqual({
        status: 'success',
        data: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'attack',
          description: 'Attack someone',
          fields: expect.any(Array),
          subStructures: [{ name: 'Point', description: '', fields: [{ name: 'x', type: 'number', description: '', required: true }] }],
          schema,
          openai_format: { type: 'function', function: { name: 'attack', description: 'Attack someone', parameters: schema } },
          revision: 0,
          updatedAt: expect.any(String),
          pendingChanges: 0,
        },
        position: expect.stringMatching(POSITION),
      });
      expect((await load())[response.body.data.id]).toEqual(response.body.data);
    });

    it("names a tool without a name 'Untitled Tool' and takes a schema given without fields", async () => {
      const schema = { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] };
      const untitled = (await save({ openai_format: { schema } }).expect(200)).body.data;
      expect(untitled).toMatchObject({ name: 'Untitled Tool', fields: [], schema });
      const given = (await save({ name: 'search', schema }).expect(200)).body.data;
      expect(given.schema).toEqual(schema);
    });

    it('updates a tool saved back with its id (the whole Tool as read), then deletes it', async () => {
      const tool = (await save({ name: 'move', fields: [{ name: 'dx', type: 'number' }] }).expect(200)).body.data;
      const updated = await save({ ...tool, name: 'shift', fields: [{ name: 'dy', type: 'integer', required: true }] }).expect(200);
      expect(updated.body.data).toMatchObject({ id: tool.id, name: 'shift', revision: 1, schema: { type: 'object', properties: { dy: { type: 'integer' } }, required: ['dy'] } });
      const deleted = await creator.post(m(`delete-tool/${gameId}/`), { id: tool.id }).expect(200);
      expect(deleted.body).toEqual({ status: 'success', position: expect.stringMatching(POSITION) });
      expect((await load())[tool.id]).toBeUndefined();
      await refused(() => save({ id: tool.id, name: 'again' }), 404, 'tool.not_found');
    });

    it('refuses 401/403/404 and bad input', async () => {
      const tool = (await save({ name: 'guarded' }).expect(200)).body.data;
      await guarded((c, g) => c.get(m(`load-tools/${g}/`)));
      await guarded((c, g) => c.post(m(`save-tool/${g}/`), { name: 'x' }));
      await guarded((c, g) => c.post(m(`delete-tool/${g}/`), { id: tool.id }));
      await refused(() => save({ name: 'x', colour: 1 }), 400, 'request.invalid');
      await refused(() => save({ fields: [{ name: 'a', type: 'colour' }] }), 400, 'tool.invalid_fields');
      await refused(() => save({ fields: [{ name: 'a', type: 'enum' }] }), 400, 'tool.invalid_fields');
      await refused(() => save({ fields: 'a' }), 400, 'request.invalid');
      await refused(() => save({ schema: { type: 'array' } }), 400, 'tool.invalid_schema');
      await refused(() => save({ id: UNKNOWN_ID }), 404, 'tool.not_found');
      await refused(() => creator.post(m(`delete-tool/${gameId}/`), {}), 400, 'request.invalid');
      await refused(() => creator.post(m(`delete-tool/${gameId}/`), { id: UNKNOWN_ID }), 404, 'tool.not_found');
    });
  });

  describe('logic files', () => {
    const base = () => m(`logic-files/${gameId}`);

    it('creates, lists, updates and deletes a logic file', async () => {
      const created = await creator.post(`${base()}/create/`, { name: ' rules ', content: 'if hp <= 0: die()' });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        file: { id: expect.any(String), name: 'rules', content: 'if hp <= 0: die()', language: 'python', revision: 0, updatedAt: expect.any(String), pendingChanges: 0 },
        position: expect.stringMatching(POSITION),
      });
      const { id } = created.body.file;
      expect((await creator.get(`${base()}/`).expect(200)).body.files).toContainEqual(created.body.file);
      const updated = await creator.post(`${base()}/${id}/update/`, { language: 'JavaScript' }).expect(200);
      expect(updated.body.file).toMatchObject({ name: 'rules', language: 'javascript', content: 'if hp <= 0: die()', revision: 1 });
      expect((await creator.post(`${base()}/${id}/delete/`).expect(200)).body).toEqual({ status: 'success', position: expect.stringMatching(POSITION) });
      expect((await creator.get(`${base()}/`).expect(200)).body.files.map((f: { id: string }) => f.id)).not.toContain(id);
      await refused(() => creator.post(`${base()}/${id}/update/`, { name: 'x' }), 404, 'logic_file.not_found');
    });

    it('refuses 401/403/404 and bad input', async () => {
      const { id } = (await creator.post(`${base()}/create/`, { name: 'guarded' }).expect(201)).body.file;
      await guarded((c, g) => c.get(m(`logic-files/${g}/`)));
      await guarded((c, g) => c.post(m(`logic-files/${g}/create/`), { name: 'x' }));
      await guarded((c, g) => c.post(m(`logic-files/${g}/${id}/update/`), { name: 'x' }));
      await guarded((c, g) => c.post(m(`logic-files/${g}/${id}/delete/`)));
      await refused(() => creator.post(`${base()}/create/`, {}), 400, 'request.invalid');
      await refused(() => creator.post(`${base()}/create/`, { name: ' ' }), 400, 'logic_file.invalid_name');
      await refused(() => creator.post(`${base()}/create/`, { name: 'x', colour: 1 }), 400, 'request.invalid');
      await refused(() => creator.post(`${base()}/${id}/update/`, { language: 'no spaces' }), 400, 'logic_file.invalid_language');
      await refused(() => creator.post(`${base()}/${UNKNOWN_ID}/delete/`), 404, 'logic_file.not_found');
      await refused(() => creator.post(`${base()}/nope/delete/`), 400, 'logic_file.invalid_id');
    });
  });
});
