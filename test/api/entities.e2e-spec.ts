import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { START } from '@tempest/event-store';
import { assetCommands } from '../support/asset-commands.js';
import { systemMetadata } from '../../apps/api/src/common/actor.js';
import { refusedBy } from '../support/refusals.js';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

const UNKNOWN_ID = '7d9f2c1e-0000-4000-8000-000000000000';
const emptyTriggers = { triggers: [], fired_triggers: {} };

type EntityBody = { id: string; name: string; entity_type: string; folder_path: string; component_state: Record<string, unknown>; revision: number };

describe.each(databaseTargets())('entities API on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let stranger: Client;
  let creatorId: string;
  let strangerId: string;
  let gameId: string;
  let otherGameId: string;

  const base = () => `/create/entities/${gameId}`;
  const allEvents = async () => (await app.infra.store.readAll(START, 100_000)).events;
  const list = async (client: Client = creator) => (await client.get(`${base()}/`).expect(200)).body.entities as EntityBody[];
  const create = (body: object, client: Client = creator, game = gameId) => client.post(`/create/entities/${game}/create_entity/`, body);
  const made = async (body: object) => (await create(body).expect(201)).body.entity as EntityBody;
  const patch = (client: Client, path: string, body: object) =>
    client.agent.patch(path).set('X-CSRFToken', client.csrf).set('Accept', 'application/json').send(body);
  const remove = (client: Client, path: string) => client.agent.delete(path).set('X-CSRFToken', client.csrf).set('Accept', 'application/json');
  const refused = refusedBy(() => app);
  /** A script with parsed components, written as the parse-script endpoint leaves it. */
  const scriptWithComponents = async (game: string, actorId: string, scriptComponents: object[]) => {
    const now = new Date().toISOString();
    const actor = { actorId, isStaff: false, kind: 'user' as const, model: null };
    const content = { name: 'stats.py', content: 'class PlayerStats: ...', script_components: scriptComponents };
    const result = await assetCommands(app).create(game, 'script', content, actor, { now, metadata: systemMetadata(now) });
    return result.assetId;
  };

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: creator, id: creatorId } = await signUp(app.url));
    ({ client: stranger, id: strangerId } = await signUp(app.url));
    gameId = (await creator.post('/api/games', { name: 'Star Miner' }).expect(201)).body.id;
    otherGameId = (await stranger.post('/api/games', { name: 'Elsewhere' }).expect(201)).body.id;
  });
  afterAll(async () => app?.close());

  it('creates an entity with its type lowercased and trimmed, defaults for the rest, and lists it at once', async () => {
    const response = await create({ entity_type: '  Enemy ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      entity: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'enemy',
        entity_type: 'enemy',
        trigger_state: emptyTriggers,
        component_state: {},
        folder_path: '',
        revision: 0,
        updatedAt: expect.any(String),
        pendingChanges: 0,
      },
      position: expect.stringMatching(/^\d+\.\d+$/),
    });
    expect(await list()).toContainEqual(response.body.entity);
    const [event] = await app.infra.store.readStream(`asset-${response.body.entity.id}`);
    expect(event).toMatchObject({
      type: 'AssetCreated',
      data: { assetType: 'entity', gameId, data: { entity_type: 'enemy', name: 'enemy', folder_path: '' } },
      metadata: { actorKind: 'user', actorId: creatorId },
    });
  });

  it('keeps the given fields of a new entity, normalised', async () => {
    const entity = await made({
      entity_type: 'Player',
      name: '  Hero ',
      folder_path: ' actors / heroes /',
      trigger_state: { triggers: ['on_spawn', { name: 'on_hit' }] },
      component_state: { Health: { componentName: 'Health', fieldData: { hp: 10 } } },
    });
    expect(entity).toMatchObject({
      name: 'Hero',
      entity_type: 'player',
      folder_path: 'actors/heroes',
      trigger_state: { triggers: ['on_spawn', { name: 'on_hit' }], fired_triggers: {} },
      component_state: { health: { componentName: 'Health', scriptId: null, fieldData: { hp: 10 } } },
    });
  });

  it('updates only the fields given', async () => {
    const entity = await made({ entity_type: 'door', folder_path: 'level1', trigger_state: { triggers: ['open'] } });
    const updated = await creator.post(`${base()}/update/${entity.id}/`, { name: 'Front door' });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      entity: expect.objectContaining({
        id: entity.id,
        name: 'Front door',
        entity_type: 'door',
        folder_path: 'level1',
        trigger_state: { triggers: ['open'], fired_triggers: {} },
        revision: 1,
      }),
      position: expect.stringMatching(/^\d+\.\d+$/),
    });
    const retyped = await creator.post(`${base()}/update/${entity.id}/`, { entity_type: ' GATE ', name: '' }).expect(200);
    expect(retyped.body.entity).toMatchObject({ entity_type: 'gate', name: 'gate', folder_path: 'level1', revision: 2 });
    expect((await list()).find((e) => e.id === entity.id)).toMatchObject({ entity_type: 'gate', name: 'gate', revision: 2 });
  });

  it('replaces the component state', async () => {
    const entity = await made({ entity_type: 'crate', component_state: { loot: { componentName: 'Loot' } } });
    const state = { physics: { componentName: 'Physics', scriptId: null, fieldData: { mass: 2 } } };
    const response = await creator.post(`${base()}/component-state/${entity.id}/`, { component_state: state });
    expect(response.status).toBe(200);
    expect(response.body.entity.component_state).toEqual(state);
    expect(response.body.position).toMatch(/^\d+\.\d+$/);
    await refused(() => creator.post(`${base()}/component-state/${entity.id}/`, { component_state: { x: 'no' } }), 400, 'entity.invalid_component_state');
    await refused(() => creator.post(`${base()}/component-state/${entity.id}/`, {}), 400, 'request.invalid');
  });

  it('bulk-assigns a registry component by alias: schema defaults, null where none, then component_data on top', async () => {
    const component = await creator.post('/create/components/create/', {
      slug: 'health',
      name: 'Health',
      aliases: ['hp'],
      game_id: gameId,
      fieldSchema: { hp: { type: 'number', default: 100 }, shield: { type: 'number' }, tags: { default: ['alive'] } },
    });
    expect(component.status).toBe(201);
    const a = await made({ entity_type: 'orc', component_state: { loot: { componentName: 'Loot' } } });
    const b = await made({ entity_type: 'orc' });
    const response = await creator.post(`${base()}/component/bulk-assign/`, { entity_ids: [a.id, b.id], component_name: ' HP ', component_data: { shield: 5 } });
    expect(response.status).toBe(200);
    const health = { componentName: 'Health', scriptId: null, fieldData: { hp: 100, shield: 5, tags: ['alive'] } };
    expect(response.body).toEqual({
      entities: [
        expect.objectContaining({ id: a.id, component_state: { loot: { componentName: 'Loot', scriptId: null, fieldData: {} }, health } }),
        expect.objectContaining({ id: b.id, component_state: { health } }),
      ],
      position: expect.stringMatching(/^\d+\.\d+$/),
    });
    const listed = await list();
    expect(listed.find((e) => e.id === b.id)?.component_state).toEqual({ health });
  });

  it("bulk-assigns a component parsed from one of the game's scripts", async () => {
    const scriptId = await scriptWithComponents(gameId, creatorId, [
      { display_name: 'Player Stats', class_name: 'PlayerStats', field_schema: { speed: { type: 'float', default: 1.5 }, level: { type: 'int' } } },
    ]);
    const entity = await made({ entity_type: 'player' });
    const response = await creator.post(`${base()}/component/bulk-assign/`, {
      entity_ids: [entity.id],
      component_name: 'playerstats',
      script_id: scriptId,
      component_data: { level: 3 },
    });
    expect(response.status).toBe(200);
    expect(response.body.entities[0].component_state).toEqual({
      playerstats: { componentName: 'Player Stats', scriptId, fieldData: { speed: 1.5, level: 3 } },
    });
    const byDisplayName = await creator.post(`${base()}/component/bulk-assign/`, { entity_ids: [entity.id], component_name: 'player stats', script_id: scriptId });
    expect(byDisplayName.body.entities[0].component_state.playerstats.fieldData).toEqual({ speed: 1.5, level: null });
  });

  it('refuses an unknown component, or a script of another game, and writes nothing', async () => {
    const entity = await made({ entity_type: 'rock' });
    const unknown = await refused(
      () => creator.post(`${base()}/component/bulk-assign/`, { entity_ids: [entity.id], component_name: 'no-such-thing' }),
      404,
      'component.not_found',
    );
    expect(unknown.body.error).toBe('Component not found');
    const foreignScript = await scriptWithComponents(otherGameId, strangerId, [{ class_name: 'Whatever', field_schema: {} }]);
    await refused(
      () => creator.post(`${base()}/component/bulk-assign/`, { entity_ids: [entity.id], component_name: 'whatever', script_id: foreignScript }),
      404,
      'script.not_found',
    );
  });

  it('moves one entity, and several at once', async () => {
    const a = await made({ entity_type: 'tree' });
    const b = await made({ entity_type: 'tree' });
    const moved = await patch(creator, `${base()}/${a.id}/move/`, { folder_path: ' scenery / forest ' });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ entity: expect.objectContaining({ id: a.id, folder_path: 'scenery/forest' }), position: expect.stringMatching(/^\d+\.\d+$/) });
    const bulk = await creator.post(`${base()}/bulk-move/`, { entity_ids: [a.id, b.id], folder_path: 'props' });
    expect(bulk.status).toBe(200);
    expect(bulk.body.entities.map((e: EntityBody) => [e.id, e.folder_path])).toEqual([
      [a.id, 'props'],
      [b.id, 'props'],
    ]);
    const toRoot = await patch(creator, `${base()}/${b.id}/move/`, { folder_path: '' }).expect(200);
    expect(toRoot.body.entity.folder_path).toBe('');
    const listed = await list();
    expect(listed.filter((e) => [a.id, b.id].includes(e.id)).map((e) => e.folder_path)).toEqual(['props', '']);
  });

  it('deletes an entity: gone from the list, its history kept in the event store', async () => {
    const entity = await made({ entity_type: 'ghost' });
    await creator.post(`${base()}/update/${entity.id}/`, { name: 'Boo' }).expect(200);
    const deleted = await remove(creator, `${base()}/delete/${entity.id}/`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ status: 'success', id: entity.id, position: expect.stringMatching(/^\d+\.\d+$/) });
    expect((await list()).map((e) => e.id)).not.toContain(entity.id);
    const history = await app.infra.store.readStream(`asset-${entity.id}`);
    expect(history.map((e) => e.type)).toEqual(['AssetCreated', 'AssetEdited', 'AssetDeleted']);
    await refused(() => creator.post(`${base()}/update/${entity.id}/`, { name: 'Back' }), 404, 'entity.not_found');
    await refused(() => remove(creator, `${base()}/delete/${entity.id}/`), 404, 'entity.not_found');
  });

  it('answers 401 when signed out, and 403 to another user, reading or writing', async () => {
    const entity = await made({ entity_type: 'secret' });
    expect((await request(app.url).get(`${base()}/`)).status).toBe(401);
    const anonymous = await newClient(app.url);
    await refused(() => create({ entity_type: 'x' }, anonymous), 401, 'auth.required');
    const forbidden = await stranger.get(`${base()}/`);
    expect([forbidden.status, forbidden.body]).toEqual([403, { error: 'Only the creator can change this game.', code: 'game.forbidden', details: { gameId } }]);
    await refused(() => create({ entity_type: 'x' }, stranger), 403, 'game.forbidden');
    await refused(() => stranger.post(`${base()}/update/${entity.id}/`, { name: 'Mine' }), 403, 'game.forbidden');
    await refused(() => stranger.post(`${base()}/component-state/${entity.id}/`, { component_state: {} }), 403, 'game.forbidden');
    await refused(() => patch(stranger, `${base()}/${entity.id}/move/`, { folder_path: 'x' }), 403, 'game.forbidden');
    await refused(() => stranger.post(`${base()}/bulk-move/`, { entity_ids: [entity.id], folder_path: 'x' }), 403, 'game.forbidden');
    await refused(() => stranger.post(`${base()}/component/bulk-assign/`, { entity_ids: [entity.id], component_name: 'health' }), 403, 'game.forbidden');
    await refused(() => remove(stranger, `${base()}/delete/${entity.id}/`), 403, 'game.forbidden');
  });

  it("answers 404 for an unknown game or entity, and for another game's entity; bulk requests write nothing then", async () => {
    const mine = await made({ entity_type: 'coin' });
    const theirs = (await create({ entity_type: 'coin' }, stranger, otherGameId).expect(201)).body.entity as EntityBody;
    await refused(() => creator.get(`/create/entities/${UNKNOWN_ID}/`), 404, 'game.not_found');
    await refused(() => create({ entity_type: 'x' }, creator, UNKNOWN_ID), 404, 'game.not_found');
    await refused(() => creator.post(`${base()}/update/${UNKNOWN_ID}/`, { name: 'x' }), 404, 'entity.not_found');
    await refused(() => creator.post(`${base()}/update/${theirs.id}/`, { name: 'x' }), 404, 'entity.not_found');
    await refused(() => remove(creator, `${base()}/delete/${theirs.id}/`), 404, 'entity.not_found');
    await refused(() => patch(creator, `${base()}/${theirs.id}/move/`, { folder_path: 'x' }), 404, 'entity.not_found');
    await refused(() => creator.post(`${base()}/component-state/${theirs.id}/`, { component_state: {} }), 404, 'entity.not_found');
    const bulk = await refused(() => creator.post(`${base()}/bulk-move/`, { entity_ids: [mine.id, theirs.id], folder_path: 'x' }), 404, 'entity.not_found');
    expect(bulk.body.details).toEqual({ entityIds: [theirs.id] });
    await refused(
      () => creator.post(`${base()}/component/bulk-assign/`, { entity_ids: [mine.id, UNKNOWN_ID], component_name: 'health' }),
      404,
      'entity.not_found',
    );
    // A script of this game is not an entity.
    const scriptId = await scriptWithComponents(gameId, creatorId, []);
    await refused(() => creator.post(`${base()}/update/${scriptId}/`, { name: 'x' }), 404, 'entity.not_found');
    expect((await list()).find((e) => e.id === mine.id)?.folder_path).toBe('');
  });

  it.each([
    ['an empty type', { entity_type: '   ' }, 'entity.invalid_type', 'entity_type cannot be empty'],
    ['a missing type', { name: 'x' }, 'request.invalid', 'entity_type is required'],
    ['a folder path with ..', { entity_type: 'x', folder_path: 'a/../b' }, 'entity.invalid_folder_path', 'folder_path cannot contain "." or ".." segments'],
    ['a folder path over 255 characters', { entity_type: 'x', folder_path: 'f'.repeat(256) }, 'entity.invalid_folder_path', 'folder_path must be at most 255 characters'],
    ['a name over 100 characters', { entity_type: 'x', name: 'n'.repeat(101) }, 'entity.invalid_name', 'name must be at most 100 characters'],
    ['bad triggers', { entity_type: 'x', trigger_state: { triggers: [1] } }, 'entity.invalid_trigger_state', 'trigger_state.triggers must be a list of strings or objects'],
    ['an unknown field', { entity_type: 'x', owner: 'me' }, 'request.invalid', 'Unknown field "owner"'],
    ['a wrong type', { entity_type: 42 }, 'request.invalid', 'entity_type must be a string'],
  ])('refuses a new entity with %s (400, nothing written)', async (_case, body, code, message) => {
    const response = await refused(() => create(body), 400, code);
    expect(response.body.error).toBe(message);
  });

  it('refuses bad updates, moves and bulk requests with 400 and writes nothing', async () => {
    const entity = await made({ entity_type: 'lamp' });
    await refused(() => creator.post(`${base()}/update/${entity.id}/`, { entity_type: '' }), 400, 'entity.invalid_type');
    await refused(() => creator.post(`${base()}/update/${entity.id}/`, { colour: 'red' }), 400, 'request.invalid');
    await refused(() => patch(creator, `${base()}/${entity.id}/move/`, { folder_path: '../up' }), 400, 'entity.invalid_folder_path');
    await refused(() => patch(creator, `${base()}/${entity.id}/move/`, {}), 400, 'request.invalid');
    await refused(() => creator.post(`${base()}/bulk-move/`, { entity_ids: [entity.id], folder_path: 'a/..' }), 400, 'entity.invalid_folder_path');
    await refused(() => creator.post(`${base()}/bulk-move/`, { entity_ids: [], folder_path: 'a' }), 400, 'request.invalid');
    await refused(() => creator.post(`${base()}/bulk-move/`, { entity_ids: ['not-a-uuid'], folder_path: 'a' }), 400, 'request.invalid');
    await refused(() => creator.post(`${base()}/component/bulk-assign/`, { entity_ids: [entity.id] }), 400, 'request.invalid');
    await refused(() => creator.post(`${base()}/component/bulk-assign/`, { entity_ids: [entity.id], component_name: 'hp', script_id: 'nope' }), 400, 'request.invalid');
    await refused(() => creator.post(`${base()}/update/not-a-uuid/`, { name: 'x' }), 400, 'entity.invalid_id');
    await refused(() => creator.get('/create/entities/not-a-uuid/'), 400, 'game.invalid_id');
    await refused(() => remove(creator, `${base()}/delete/123/`), 400, 'entity.invalid_id');
  });

  it('names the creator as a user in the metadata of every entity event', async () => {
    const entityEvents = (await allEvents()).filter(
      (e) => e.streamId.startsWith('asset-') && (e.data as { gameId?: string; assetType?: string }).gameId === gameId && (e.data as { assetType?: string }).assetType === 'entity',
    );
    expect(entityEvents.length).toBeGreaterThan(10);
    for (const event of entityEvents) expect(event.metadata).toMatchObject({ actorKind: 'user', actorId: creatorId, requestId: expect.any(String) });
  });
});
