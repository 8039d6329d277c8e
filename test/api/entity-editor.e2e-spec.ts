import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { refusedBy } from '../support/refusals.js';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

type Entity = { id: string; name: string; entity_type: string; revision: number; trigger_state: object; component_state: Record<string, { fieldData: Record<string, unknown> }> };

/**
 * Issue 18, the entity editor: what its Save sends (only the changed keys of the update route, the whole
 * component_state with typed field values) is one versioned edit, listed in the entity's history, that
 * Undo takes back and Redo puts again; a refused save writes nothing.
 */
describe.each(databaseTargets())('the entity editor over HTTP on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let stranger: Client;
  let gameId: string;
  let hero: Entity;

  const base = () => `/create/entities/${gameId}`;
  const refused = refusedBy(() => app);
  const current = async (): Promise<Entity> =>
    ((await creator.get(`${base()}/`).expect(200)).body.entities as Entity[]).find((e) => e.id === hero.id)!;

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: creator } = await signUp(app.url));
    ({ client: stranger } = await signUp(app.url));
    gameId = (await creator.post('/api/games', { name: 'Star Miner' }).expect(201)).body.id;
    await creator.post('/create/components/create/', { slug: 'health', game_id: gameId, fieldSchema: { hp: { type: 'int', default: 100 }, tint: { type: 'color', default: '#ff0000' } } }).expect(201);
    hero = (await creator.post(`${base()}/create_entity/`, { entity_type: 'player', name: 'hero' }).expect(201)).body.entity;
    await creator.post(`${base()}/component/bulk-assign/`, { entity_ids: [hero.id], component_name: 'health' }).expect(200);
    hero = await current();
  });
  afterAll(async () => app?.close());

  it('saves name, type, trigger state and a field in one revision, listed in the history', async () => {
    expect(hero.component_state.health.fieldData).toEqual({ hp: 100, tint: '#ff0000' });
    const component_state = { health: { componentName: 'health', scriptId: null, fieldData: { hp: 42, tint: '#00ff00' } } };
    const saved = await creator.post(`${base()}/update/${hero.id}/`, {
      name: 'Hero', entity_type: 'Champion', trigger_state: { triggers: ['spawn'], fired_triggers: {} }, component_state,
    }).expect(200);
    expect(saved.body.entity).toMatchObject({ name: 'Hero', entity_type: 'champion', trigger_state: { triggers: ['spawn'] }, component_state, revision: hero.revision + 1 });
    const history = await creator.get(`/create/versioning/revisions/${hero.id}/`).query({ asset_type: 'entity' }).expect(200);
    expect(history.body.revisions[0]).toMatchObject({ revision: hero.revision + 1, cause: { kind: 'edit' }, data: { name: 'Hero', component_state } });
    expect(history.body.revisions[0].changed_keys).toEqual(expect.arrayContaining(['name', 'entity_type', 'trigger_state', 'component_state']));
  });

  it('undo takes the edit back whole, redo puts it again', async () => {
    const undone = await creator.post('/create/versioning/undo/', { game_id: gameId }).expect(200);
    expect(undone.body.undone).toMatchObject({ assetId: hero.id });
    expect(await current()).toMatchObject({ name: 'hero', entity_type: 'player', component_state: { health: { fieldData: { hp: 100, tint: '#ff0000' } } } });
    await creator.post('/create/versioning/redo/', { game_id: gameId }).expect(200);
    expect(await current()).toMatchObject({ name: 'Hero', entity_type: 'champion', component_state: { health: { fieldData: { hp: 42 } } } });
  });

  it('refuses a bad save with the message the editor shows, and writes nothing', async () => {
    const empty = await refused(() => creator.post(`${base()}/update/${hero.id}/`, { entity_type: '  ' }), 400, 'entity.invalid_type');
    expect(empty.body.error).toBe('entity_type cannot be empty');
    const triggers = await refused(() => creator.post(`${base()}/update/${hero.id}/`, { trigger_state: { trigger: [] } }), 400);
    expect(triggers.body.error).toBe('trigger_state has an unknown key "trigger" (allowed: triggers, fired_triggers)');
    await refused(() => creator.post(`${base()}/update/${hero.id}/`, { component_state: { health: { fieldData: [] } } }), 400, 'entity.invalid_component_state');
    await refused(() => stranger.post(`${base()}/update/${hero.id}/`, { name: 'Mine' }), 403);
  });
});
