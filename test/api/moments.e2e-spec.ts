import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { MomentAsset, MomentAssetAnswer, MomentTreeAnswer, StartGameAnswer } from '@tempest/contracts';
import { playSessionStreamId } from '@tempest/domain';
import { PythonPool } from '@tempest/python-runtime';
import { makeAnalyst, makeStaff } from '../support/account-fixtures.js';
import { databaseTargets } from '../support/databases.js';
import { refusedBy } from '../support/refusals.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

// Pyodide takes seconds to load: one pool for the whole file, shared by the apps of both databases.
const python = new PythonPool();
afterAll(() => python.close());

const counter = (value: number) => ({ counter: { componentName: 'Counter', fieldData: { value } } });
const bump = (by: number) => `def bump(state):\n    for entity in state.values():\n        counter = entity.get('counter')\n        if counter:\n            counter['value'] += ${by}\n`;

type Recorded = { position: string; at: string; tree: Map<string, { revision: number; name: string }> };

/** Issue 16, replay (2): a game's working tree at a moment equals the working tree recorded at that moment. */
describe.each(databaseTargets())('time travel of a game on %s', (target) => {
  let app: TestApp;
  let creator: Awaited<ReturnType<typeof signUp>>;
  let stranger: Client;
  let analyst: Client;
  let staff: Client;
  let anonymous: Client;
  let gameId: string;
  let frontendId: string;
  const moments: Recorded[] = [];

  const record = async () => {
    await new Promise((r) => setTimeout(r, 15)); // the moment's time falls strictly between two edits
    const body = (await creator.client.get(`/create/versioning/working-tree/${gameId}/`).expect(200)).body;
    const tree = new Map<string, { revision: number; name: string }>();
    for (const items of Object.values(body.working_tree) as { id: string; revision: number; name: string }[][]) for (const a of items) tree.set(a.id, { revision: a.revision, name: a.name });
    const position = (await app.infra.store.lastCommittedPosition()).position.toString();
    moments.push({ position, at: new Date().toISOString(), tree });
    await new Promise((r) => setTimeout(r, 15));
  };
  // Staff read the names and content of this unpublished game (an analyst sees them "[private]": personal-data-views.e2e-spec.ts).
  const travel = async (query: Record<string, string>, client: Client = staff): Promise<MomentTreeAnswer> =>
    (await client.get(`/api/analytics/games/${gameId}/tree/`).query(query).expect(200)).body;
  const present = (answer: MomentTreeAnswer) => new Map(answer.assets.filter((a) => a.status !== 'added').map((a) => [a.id, { revision: a.revision!, name: a.name }]));
  const prompt = (name: string, content: string) => creator.client.post(`/create/mechanic/create-prompt-library-object/${gameId}/`, { name, content }).expect(201).then((r) => r.body.data.id as string);

  beforeAll(async () => {
    app = await startTestAppOn(target);
    creator = await signUp(app.url);
    stranger = (await signUp(app.url)).client;
    const a = await signUp(app.url);
    await makeAnalyst(app, a.id);
    analyst = a.client;
    const s = await signUp(app.url);
    await makeStaff(app, s.id);
    staff = s.client;
    anonymous = await newClient(app.url);
    gameId = (await creator.client.post('/api/games', { name: 'Time Machine', description: '' }).expect(201)).body.id;
    const intro = await prompt('intro', 'Hello');
    const boss = await prompt('boss', 'Grr');
    await record(); // 0: intro, boss
    await creator.client.post(`/create/mechanic/edit-prompt-library-object/${gameId}/`, { id: intro, content: 'Hello, traveller' }).expect(200);
    const script = (await creator.client.post(`/create/mechanic/create-custom-script/${gameId}/`, { name: 'rules.py' }).expect(201)).body.script.id;
    await record(); // 1: intro edited, a script
    await creator.client.post(`/create/mechanic/delete-prompt-library-object/${gameId}/`, { object_id: boss }).expect(200);
    await creator.client.post(`/create/mechanic/scripts/${script}/save_raw/`, { raw_code: 'x = 1\n' }).expect(200);
    await record(); // 2: boss deleted, script edited
    await prompt('epilogue', 'The end');
    const page = (label: string) => `import { Button } from '@tempest/game-sdk';\nexport default function App() {\n  return <Button text="${label}" />;\n}\n`;
    const saved = await creator.client.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: page('Title screen one') }] });
    if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
    frontendId = saved.body.frontendId;
    await record(); // 3: a frontend
    const updated = await creator.client.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: page('Title screen two') }] });
    if (updated.status !== 200) throw new Error(JSON.stringify(updated.body));
    await record(); // 4: now
  });
  afterAll(async () => app?.close());

  it('equals the working tree recorded at each moment, by position and by time', async () => {
    for (const [i, moment] of moments.entries()) {
      expect({ i, tree: present(await travel({ position: moment.position })) }).toEqual({ i, tree: moment.tree });
      expect({ i, tree: present(await travel({ at: moment.at })) }).toEqual({ i, tree: moment.tree });
    }
    const first = await travel({ position: moments[0].position });
    const status = (name: string) => first.assets.find((a: MomentAsset) => a.name === name)?.status;
    expect([status('intro'), status('boss'), status('rules.py'), status('epilogue')]).toEqual(['changed', 'removed', 'added', 'added']);
    expect(first.counts).toEqual({ added: 3, removed: 1, changed: 1, same: 0 }); // added: the script, the epilogue, the frontend's index.tsx
    const latest = await travel({ position: moments[4].position });
    expect(latest.assets.every((a) => a.status === 'same')).toBe(true);
  });

  it("diffs one asset's content then against now", async () => {
    const first = await travel({ position: moments[0].position });
    const intro = first.assets.find((a) => a.name === 'intro')!;
    const diff: MomentAssetAnswer = (await staff.get(`/api/analytics/games/${gameId}/tree/${intro.id}/`).query({ position: moments[0].position }).expect(200)).body;
    expect(diff).toMatchObject({ status: 'changed', then: { revision: intro.revision, name: 'intro' }, now: { name: 'intro' } });
    expect(diff.changes).toEqual([expect.objectContaining({ key: 'content', before: 'Hello', after: 'Hello, traveller' })]);
    const boss = first.assets.find((a) => a.name === 'boss')!;
    expect((await analyst.get(`/api/analytics/games/${gameId}/tree/${boss.id}/`).query({ position: moments[0].position }).expect(200)).body).toMatchObject({ status: 'removed', now: null });
    expect((await analyst.get(`/api/analytics/games/${gameId}/tree/${randomUUID()}/`).query({ position: '1' })).status).toBe(404);
  });

  it("plays the frontend as it was at a position in the frame: staff and the creator; an analyst only once the game is published", async () => {
    expect((await travel({ position: moments[3].position })).frontend_ids).toEqual([frontendId]);
    expect((await travel({ position: moments[2].position })).frontend_ids).toEqual([]);
    const framePage = async (client: Client, position: string) => {
      const redirect = await client.get(`/create/vibecode/serve/${frontendId}/`).query({ source: 'moment', position }).redirects(0).expect(302);
      const location = new URL(redirect.headers.location);
      return request(location.origin).get(`${location.pathname}${location.search}`);
    };
    // Playing shows the game's code: an analyst may not while it is unpublished (docs/personal-data.md).
    expect((await analyst.get(`/create/vibecode/serve/${frontendId}/`).query({ source: 'moment', position: moments[3].position }).redirects(0)).status).toBe(403);
    const then = await framePage(staff, moments[3].position);
    expect(then.status).toBe(200);
    expect(then.text).toContain('Title screen one');
    expect(then.text).not.toContain('Title screen two');
    expect((await framePage(creator.client, moments[4].position)).text).toContain('Title screen two');
    expect((await framePage(staff, moments[2].position)).status).toBe(404); // no frontend yet then
    expect((await stranger.get(`/create/vibecode/serve/${frontendId}/`).query({ source: 'moment', position: moments[3].position }).redirects(0)).status).toBe(403);
    expect((await analyst.get(`/create/vibecode/serve/${frontendId}/`).query({ source: 'moment', position: 'x' }).redirects(0)).body.code).toBe('frontend.invalid_position');
    const checkpoint = (await creator.client.post('/create/versioning/checkpoints/', { game_id: gameId, message: 'Release' }).expect(201)).body.checkpoint_id;
    await creator.client.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: checkpoint }).expect(200);
    expect((await framePage(analyst, moments[3].position)).text).toContain('Title screen one');
  });

  it('lets staff, analysts and the creator travel; anyone else learns nothing; bad moments are a 400 naming them', async () => {
    const query = { position: moments[1].position };
    await travel(query, staff);
    await travel(query, creator.client);
    expect((await anonymous.get(`/api/analytics/games/${gameId}/tree/`).query(query)).status).toBe(401);
    const refused = await stranger.get(`/api/analytics/games/${gameId}/tree/`).query({ position: 'nope' });
    expect([refused.status, refused.body.code]).toEqual([404, 'game.not_found']);
    expect((await analyst.get(`/api/analytics/games/${randomUUID()}/tree/`).query(query)).status).toBe(404);
    const bad = async (q: Record<string, string>) => (await analyst.get(`/api/analytics/games/${gameId}/tree/`).query(q).expect(400)).body.error;
    expect(await bad({})).toBe('position or at is required');
    expect(await bad({ position: '0' })).toBe('position must be a position (a whole number from 1)');
    expect(await bad({ at: 'yesterday' })).toBe('at must be an ISO 8601 time, e.g. 2026-11-26T10:00:00Z');
    expect(await bad({ position: '3', at: '2026-11-26T10:00:00Z' })).toBe('give position or at, not both');
    expect((await analyst.get(`/api/analytics/games/not-a-game/tree/`).query(query)).status).toBe(400);
  });

  /** Issue 16, replay: start-game's moment source — the entities, scripts and frontend as they were at a position. */
  describe('playing it as it was', () => {
    let playedGame: string;
    let heroId: string;
    let then: string;
    const refused = refusedBy(() => app);
    const start = (client: Client, body: object) => client.post(`/play/start-game/${playedGame}/`).send(body);
    const started = async (client: Client, body: object): Promise<StartGameAnswer> => (await start(client, body).expect(200)).body;
    const act = async (client: Client, sessionId: string) => (await client.post(`/play/game-action/${sessionId}/`, { action: 'bump' }).expect(200)).body;

    beforeAll(async () => {
      jest.spyOn(app.app.get(PythonPool), 'run').mockImplementation((job, options) => python.run(job, options));
      playedGame = (await creator.client.post('/api/games', { name: 'Clockwork Tower', description: '' }).expect(201)).body.id;
      heroId = (await creator.client.post(`/create/entities/${playedGame}/create_entity/`, { entity_type: 'hero', component_state: counter(1) }).expect(201)).body.entity.id;
      const script = (await creator.client.post(`/create/mechanic/create-custom-script/${playedGame}/`, { name: 'rules.py', content: bump(1) }).expect(201)).body.script.id;
      await creator.client.post(`/create/vibecode/api/games/${playedGame}/frontends/save/`, { files: [{ filename: 'index.tsx', content: 'export default () => null;\n' }] }).expect(200);
      then = (await app.infra.store.lastCommittedPosition()).position.toString();
      // After the moment: the hero's value and the rules change.
      await creator.client.post(`/create/entities/${playedGame}/component-state/${heroId}/`, { component_state: counter(2) }).expect(200);
      await creator.client.post(`/create/mechanic/scripts/${script}/save_raw/`, { raw_code: bump(100) }).expect(200);
    });

    it("starts a session on the moment's entities and runs the moment's scripts in it; now is today's", async () => {
      const travelled = await started(staff, { momentPosition: then });
      expect(travelled).toMatchObject({ status: 'success', source: 'moment', entity_state: { [heroId]: { counter: { value: 1 } } } });
      expect(travelled.frontend_id).toEqual(expect.any(String));
      expect((await act(staff, travelled.session_id)).entity_state[heroId].counter.value).toBe(2); // bump(1), as the rules were then
      // The session records the moment it plays: its later calls stay on it.
      const [first] = await app.infra.store.readStream(playSessionStreamId(travelled.session_id), { maxCount: 1 });
      expect(first.data).toMatchObject({ source: 'moment', position: then, checkpointId: null });
      expect((await act(staff, travelled.session_id)).entity_state[heroId].counter.value).toBe(3);

      const now = await started(creator.client, { forceNew: true });
      expect(now).toMatchObject({ source: 'working', entity_state: { [heroId]: { counter: { value: 2 } } } });
      expect((await act(creator.client, now.session_id)).entity_state[heroId].counter.value).toBe(102);

      // Every start is a new session from the moment as it was, never a resumed one.
      const again = await started(staff, { momentPosition: then });
      expect(again.session_id).not.toBe(travelled.session_id);
      expect(again.entity_state[heroId]).toEqual({ counter: { value: 1 } });
      // Before the game had anything: no entities, no frontend.
      expect(await started(staff, { momentPosition: '1' })).toMatchObject({ source: 'moment', entity_state: {}, frontend_id: null });
    });

    it('lets the creator and staff travel, analysts once it is published; another creator learns nothing, a visitor is asked to sign in', async () => {
      for (const client of [creator.client, staff]) expect((await started(client, { momentPosition: then })).entity_state[heroId]).toEqual({ counter: { value: 1 } });
      // Its state and code are the unpublished game's private content (docs/personal-data.md).
      await refused(() => start(analyst, { momentPosition: then }), 404, 'game.not_found');
      const other = await refused(() => start(stranger, { momentPosition: then }), 404, 'game.not_found');
      expect(other.body.error).toBe('Game not found');
      await refused(() => start(anonymous, { momentPosition: then }), 401, 'auth.required');
      await refused(() => analyst.post(`/play/start-game/${randomUUID()}/`).send({ momentPosition: then }), 404, 'game.not_found');
      const checkpoint = (await creator.client.post('/create/versioning/checkpoints/', { game_id: playedGame, message: 'Release' }).expect(201)).body.checkpoint_id;
      await creator.client.post(`/create/checkpoint/${playedGame}/publish/`, { checkpoint_id: checkpoint }).expect(200);
      expect((await started(analyst, { momentPosition: then })).entity_state[heroId]).toEqual({ counter: { value: 1 } });
    });

    it('refuses a malformed, missing or future moment with a 400 naming it, starting nothing', async () => {
      const malformed = 'momentPosition must be a global position (a whole number from 1, as a string)';
      for (const momentPosition of ['0', '-3', '1.5', 'abc', '', ' 12', '12345678901234567890', 12, null, true, ['1']]) {
        const answer = await refused(() => start(staff, { momentPosition }), 400, 'request.invalid');
        expect([momentPosition, answer.body.error]).toEqual([momentPosition, expect.stringContaining(malformed)]);
      }
      const latest = (await app.infra.store.lastCommittedPosition()).position;
      const future = await refused(() => start(staff, { momentPosition: (latest + 1000n).toString() }), 400, 'play.moment_not_reached');
      expect(future.body.error).toMatch(/^momentPosition \d+ is after the newest event \(position \d+\)$/);
      const both = await refused(() => start(creator.client, { momentPosition: then, checkpointId: randomUUID() }), 400, 'request.invalid');
      expect(both.body.error).toBe('Give one of checkpointId, saveId or momentPosition');
    });
  });
});
