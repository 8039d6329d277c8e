// Time travel (docs/api-checkpoints.md, Time travel): the creator plays any checkpoint of the game as it
// was — its frontend built from the checkpoint's files and settings, its entities as they were — while the
// working tree stays as it is.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { PythonPool } from '@tempest/python-runtime';
import { databaseTargets } from '../support/databases.js';
import { refusedBy } from '../support/refusals.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

const UNKNOWN_ID = '7d9f2c1e-0000-4000-8000-000000000000';
const app1 = (label: string) => `import { Button } from '@tempest/game-sdk';\nexport default function App() {\n  return <Button text="${label}" />;\n}\n`;
const counter = (value: number) => ({ counter: { componentName: 'Counter', fieldData: { value } } });

const bump = (by: number) => `def bump(state):\n    for entity in state.values():\n        counter = entity.get('counter')\n        if counter:\n            counter['value'] += ${by}\n`;

// Pyodide takes seconds to load: one pool for the whole file, shared by the apps of both databases.
const python = new PythonPool();
afterAll(() => python.close());

type StartBody = { session_id: string; source: string; frontend_id: string | null; entity_state: Record<string, { counter?: { value: number } }> };

describe.each(databaseTargets())('time travel on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let stranger: Client;
  let gameId: string;
  let otherGame: string;
  let frontendId: string;
  let heroId: string;
  let oldCheckpoint: string;
  const refused = refusedBy(() => app);

  const start = (client: Client, game: string, body: object) => client.post(`/play/start-game/${game}/`).set('X-Creation-Canvas', 'true').send(body);
  const serve = (client: Client, query: Record<string, string>) => client.get(`/create/vibecode/serve/${frontendId}/`).query(query).redirects(0);
  /** Follows the studio's redirect to the game origin, as the preview frame does. */
  const framePage = async (client: Client, query: Record<string, string>) => {
    const location = new URL((await serve(client, query).expect(302)).headers.location);
    return (await request(location.origin).get(`${location.pathname}${location.search}`).expect(200)).text;
  };
  const saveFrontend = (label: string) =>
    creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: app1(label) }] }).expect(200);
  const setHero = (value: number) => creator.post(`/create/entities/${gameId}/component-state/${heroId}/`, { component_state: counter(value) }).expect(200);
  const checkpoint = async (game: string, title: string) => (await creator.post(`/create/checkpoint/${game}/create/`, { title }).expect(200)).body.checkpoint_id as string;

  beforeAll(async () => {
    app = await startTestAppOn(target);
    jest.spyOn(app.app.get(PythonPool), 'run').mockImplementation((job, options) => python.run(job, options));
    ({ client: creator } = await signUp(app.url));
    ({ client: stranger } = await signUp(app.url));
    gameId = (await creator.post('/api/games', { name: 'Time machine' }).expect(201)).body.id;
    otherGame = (await creator.post('/api/games', { name: 'Another game' }).expect(201)).body.id;
    frontendId = (await saveFrontend('Version one')).body.frontendId;
    heroId = (await creator.post(`/create/entities/${gameId}/create_entity/`, { entity_type: 'hero', component_state: counter(1) }).expect(201)).body.entity.id;
    const scriptId = (await creator.post(`/create/mechanic/create-custom-script/${gameId}/`, { name: 'rules.py', content: bump(1) }).expect(201)).body.script.id as string;
    oldCheckpoint = await checkpoint(gameId, 'Version one');
    await saveFrontend('Version two');
    await setHero(2);
    await creator.post(`/create/mechanic/scripts/${scriptId}/save_raw/`, { raw_code: bump(100) }).expect(200);
    await checkpoint(gameId, 'Version two');
  });
  afterAll(async () => app?.close());

  it("plays an old checkpoint's code and entity values in the frame, while the working tree stays as it is", async () => {
    const travelled = (await start(creator, gameId, { checkpointId: oldCheckpoint }).expect(200)).body as StartBody;
    expect(travelled).toMatchObject({ status: 'success', source: 'checkpoint', frontend_id: frontendId, entity_state: { [heroId]: { counter: { value: 1 } } } });
    const page = await framePage(creator, { source: 'checkpoint', checkpoint: oldCheckpoint });
    expect(page).toContain('Version one');
    expect(page).not.toContain('Version two');

    // The working tree is unchanged: the canvas still plays and serves the latest edits.
    const working = (await start(creator, gameId, { forceNew: true }).expect(200)).body as StartBody;
    expect(working).toMatchObject({ source: 'working', entity_state: { [heroId]: { counter: { value: 2 } } } });
    expect(await framePage(creator, { source: 'working' })).toContain('Version two');
  });

  it("runs the checkpoint's scripts in a time-travel session, the working tree's in the canvas's", async () => {
    const travelled = (await start(creator, gameId, { checkpointId: oldCheckpoint }).expect(200)).body as StartBody;
    const acted = await creator.post(`/play/game-action/${travelled.session_id}/`, { action: 'bump' }).expect(200);
    expect(acted.body.entity_state[heroId].counter.value).toBe(2);
    const working = (await start(creator, gameId, { forceNew: true }).expect(200)).body as StartBody;
    const now = await creator.post(`/play/game-action/${working.session_id}/`, { action: 'bump' }).expect(200);
    expect(now.body.entity_state[heroId].counter.value).toBe(102);
  });

  it('starts every time travel from the checkpoint as it was, never from an earlier preview session', async () => {
    const first = (await start(creator, gameId, { checkpointId: oldCheckpoint }).expect(200)).body as StartBody;
    const second = (await start(creator, gameId, { checkpointId: oldCheckpoint }).expect(200)).body as StartBody;
    expect(second.session_id).not.toBe(first.session_id);
    expect(second.entity_state[heroId]).toEqual({ counter: { value: 1 } });
  });

  it('builds the page with the frontend settings the checkpoint recorded, not the ones set since', async () => {
    const themedApp = 'export default function App() {\n  return <div className="bg-travel">Themed</div>;\n}\n';
    const files = [{ filename: 'index.tsx', content: themedApp }];
    const theme = { tailwind_config: { theme: { extend: { colors: { travel: '#123456' } } } } };
    await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files, settings: theme }).expect(200);
    const themed = await checkpoint(gameId, 'Themed');
    await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files, settings: { tailwind_config: {} } }).expect(200);
    expect(await framePage(creator, { source: 'checkpoint', checkpoint: themed })).toContain('#123456');
    expect(await framePage(creator, { source: 'working' })).not.toContain('#123456');
  });

  it('refuses time travel to anyone but the creator, and unknown, deleted or malformed checkpoints, starting nothing', async () => {
    const visitor = await newClient(app.url);
    await refused(() => start(stranger, gameId, { checkpointId: oldCheckpoint }), 404, 'game.not_found');
    await refused(() => start(visitor, gameId, { checkpointId: oldCheckpoint }), 404, 'game.not_found');
    const unknown = await refused(() => start(creator, gameId, { checkpointId: UNKNOWN_ID }), 404, 'checkpoint.not_found');
    expect(unknown.body.error).toBe('Checkpoint not found');
    const elsewhere = await checkpoint(otherGame, 'Elsewhere');
    await refused(() => start(creator, gameId, { checkpointId: elsewhere }), 404, 'checkpoint.not_found');
    await refused(() => start(creator, gameId, { checkpointId: 'not-a-uuid' }), 400, 'request.invalid');
    await refused(() => start(creator, gameId, { checkpointId: 7 }), 400, 'request.invalid');
    const gone = await checkpoint(gameId, 'Deleted one');
    await creator.post(`/create/checkpoint/${gameId}/delete/`, { checkpoint_id: gone }).expect(200);
    await refused(() => start(creator, gameId, { checkpointId: gone }), 404, 'checkpoint.not_found');

    await serve(stranger, { source: 'checkpoint', checkpoint: oldCheckpoint }).expect(403);
    await serve(visitor, { source: 'checkpoint', checkpoint: oldCheckpoint }).expect(401);
    await serve(creator, { source: 'checkpoint', checkpoint: UNKNOWN_ID }).expect(404);
    await serve(creator, { source: 'checkpoint', checkpoint: elsewhere }).expect(404);
    await serve(creator, { source: 'checkpoint', checkpoint: 'nope' }).expect(400);
    await serve(creator, { source: 'checkpoint' }).expect(400);
  });
});
