import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { io, type Socket } from 'socket.io-client';
import { cookieOf } from '../support/sockets.js';
import { randomUUID } from 'node:crypto';
import { componentSlugStreamId } from '@tempest/domain';
import { systemMetadata } from '../../apps/api/src/common/actor.js';
import { ComponentLookup } from '../../apps/api/src/components/component-lookup.js';
import { makeAnalyst, makeStaff } from '../support/account-fixtures.js';
import { refusedBy } from '../support/refusals.js';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const UNKNOWN_ID = '7d9f2c1e-0000-4000-8000-000000000000';
const healthSchema = { hp: { type: 'number', default: 100, description: 'Hit points' }, shield: { type: 'number' } };

describe.each(databaseTargets())('components API on %s', (target) => {
  let app: TestApp;
  let staff: Client;
  let creator: Client;
  let stranger: Client;
  let staffId: string;
  let creatorId: string;
  let gameId: string;
  let otherGameId: string;

  // Counted in the table: $all hides events committed behind an older running transaction, so a count
  // through it can grow later without any new write.
  const create = (client: Client, body: object) => client.post('/create/components/create/', body);
  const patch = (client: Client, path: string, body: object) =>
    client.agent.patch(path).set('X-CSRFToken', client.csrf).set('Accept', 'application/json').send(body);
  const remove = (client: Client, path: string) => client.agent.delete(path).set('X-CSRFToken', client.csrf).set('Accept', 'application/json');
  /** A read as `client` (the game's creator unless told; null: signed out). */
  const read = (path: string, query: Record<string, string> = {}, client: Client | null = creator) => (client ? client.get(path) : request(app.url).get(path)).query(query);
  const refused = refusedBy(() => app);

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: staff, id: staffId } = await signUp(app.url));
    await makeStaff(app, staffId);
    ({ client: creator, id: creatorId } = await signUp(app.url));
    ({ client: stranger } = await signUp(app.url));
    gameId = (await creator.post('/api/games', { name: 'Star Miner' }).expect(201)).body.id;
    otherGameId = (await stranger.post('/api/games', { name: 'Elsewhere' }).expect(201)).body.id;
  });
  afterAll(async () => app?.close());

  it('lets staff create a global component and reads it back by id, slug and alias in any case', async () => {
    const created = await create(staff, { slug: ' Health ', name: 'Health', aliases: ['HP', 'Life'], category: 'stats', fieldSchema: healthSchema });
    expect(created.status).toBe(201);
    const component = {
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: 'health',
      name: 'Health',
      aliases: ['hp', 'life'],
      category: 'stats',
      gameId: null,
      game_id: null,
      fieldSchema: healthSchema,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      createdBy: staffId,
    };
    expect(created.body).toEqual({ component, position: expect.stringMatching(/^\d+\.\d+$/) });
    const { id } = created.body.component;

    const list = await read('/create/components/', { minPosition: created.body.position });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ components: [created.body.component], position: expect.any(String), caughtUp: true });
    for (const identifier of [id, id.toUpperCase(), 'health', 'HEALTH', 'hp', 'Life']) {
      const one = await read(`/create/components/${identifier}/`);
      expect([identifier, one.status, one.body.component]).toEqual([identifier, 200, created.body.component]);
    }
    expect(await app.app.get(ComponentLookup).find('LIFE', null)).toEqual(created.body.component);
  });

  it("lets a game's creator add components to the game; the game's one wins over a global one of the same slug", async () => {
    const before = await read('/create/components/health/');
    const created = await create(creator, { slug: 'health', gameId, field_schema: { hp: { default: 3 } }, aliases: ['hearts'] });
    expect(created.status).toBe(201);
    expect(created.body.component).toMatchObject({ slug: 'health', gameId, game_id: gameId, name: 'health', category: null, createdBy: creatorId });

    const inGame = await read('/create/components/HEALTH/', { game_id: gameId, minPosition: created.body.position });
    expect(inGame.body.component).toEqual(created.body.component);
    expect((await read('/create/components/health/')).body.component).toEqual(before.body.component);
    expect((await read('/create/components/health/', { game_id: otherGameId }, stranger)).body.component).toEqual(before.body.component);
    expect((await read('/create/components/hearts/')).status).toBe(404);
    expect((await read('/create/components/hearts/', { game_id: gameId })).body.component.id).toBe(created.body.component.id);

    const withGame = (await read('/create/components/', { game_id: gameId })).body.components;
    expect(withGame.map((c: { slug: string; gameId: string | null }) => [c.slug, c.gameId])).toEqual([
      ['health', gameId],
      ['health', null],
    ]);
    expect((await read('/create/components/')).body.components.map((c: { gameId: string | null }) => c.gameId)).toEqual([null]);

    const lookup = app.app.get(ComponentLookup);
    expect((await lookup.find('Health', gameId))?.id).toBe(created.body.component.id);
    expect((await lookup.find('health', null))?.id).toBe(before.body.component.id);
    expect((await lookup.find(created.body.component.id, null))?.gameId).toBe(gameId);
    expect(await lookup.find('no-such-component', gameId)).toBeNull();
  });

  it('updates a component partly, renames its slug (freeing the old one) and reads it back at once', async () => {
    const { body } = await create(creator, { slug: 'mana', gameId, aliases: ['mp'], category: 'magic', fieldSchema: { mp: { default: 10 } } });
    const updated = await patch(creator, '/create/components/MP/update/?game_id=' + gameId, { slug: 'Focus', category: null, aliases: ['concentration'] });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      component: { ...body.component, slug: 'focus', category: null, aliases: ['concentration'], updatedAt: expect.any(String) },
      position: expect.stringMatching(/^\d+\.\d+$/),
    });
    const readBack = await read(`/create/components/${body.component.id}/`, { minPosition: updated.body.position });
    expect(readBack.body.component).toEqual(updated.body.component);
    expect((await read('/create/components/mana/', { game_id: gameId })).status).toBe(404);

    const reused = await create(creator, { slug: 'mana', gameId, fieldSchema: {} });
    expect(reused.status).toBe(201);
    const unchanged = await patch(creator, `/create/components/focus/update/?game_id=${gameId}`, { slug: 'FOCUS', game_id: gameId });
    expect(unchanged.body).toEqual({ component: updated.body.component, position: null });
    const events = await app.infra.store.readStream(`component-${body.component.id}`);
    expect(events.map((e) => [e.type, e.metadata.actorId])).toEqual([
      ['ComponentRegistered', creatorId],
      ['ComponentUpdated', creatorId],
    ]);
    expect(events[1].data).toMatchObject({ previousSlug: 'mana', changed: ['slug', 'aliases', 'category'] });
  });

  it('deletes a component by alias: gone from reads, its slug free again, its history kept', async () => {
    const { body } = await create(creator, { slug: 'armor', gameId, aliases: ['ac'], fieldSchema: { ac: { default: 12 } } });
    const deleted = await remove(creator, `/create/components/AC/delete/?game_id=${gameId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ component: body.component, position: expect.stringMatching(/^\d+\.\d+$/) });
    const gone = await read(`/create/components/${body.component.id}/`, { minPosition: deleted.body.position });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'Component not found', code: 'component.not_found', details: { identifier: body.component.id } });
    const list = await read('/create/components/', { game_id: gameId });
    expect(list.body.components.map((c: { id: string }) => c.id)).not.toContain(body.component.id);
    expect((await create(creator, { slug: 'armor', gameId, fieldSchema: {} })).status).toBe(201);
    const history = await app.infra.store.readStream(`component-${body.component.id}`);
    expect(history.map((e) => e.type)).toEqual(['ComponentRegistered', 'ComponentDeleted']);
  });

  it("refuses to delete a game's component its entities use (by slug or alias), naming them, and writes nothing; deletes it once they drop it", async () => {
    const { body } = await create(creator, { slug: 'stamina', gameId, aliases: ['sp'], fieldSchema: { sp: { type: 'int', default: 5 } } });
    const entities = `/create/entities/${gameId}`;
    const runner = (await creator.post(`${entities}/create_entity/`, { entity_type: 'npc', name: 'runner' }).expect(201)).body.entity;
    const walker = (await creator.post(`${entities}/create_entity/`, { entity_type: 'npc', name: 'walker', component_state: { sp: { componentName: 'SP', fieldData: { sp: 1 } } } }).expect(201)).body.entity;
    await creator.post(`${entities}/component/bulk-assign/`, { entity_ids: [runner.id], component_name: 'stamina' }).expect(200);

    const inUse = await refused(() => remove(creator, `/create/components/${body.component.id}/delete/`), 409, 'component.in_use');
    expect(inUse.body).toEqual({
      error: expect.stringMatching(/^"stamina" is used by 2 entities \((runner, walker|walker, runner)\): remove it from them first$/),
      code: 'component.in_use',
      details: { slug: 'stamina', entities: 2 },
    });
    // A stranger is told only that it is not theirs.
    await refused(() => remove(stranger, `/create/components/${body.component.id}/delete/`), 403, 'component.forbidden');

    await creator.post(`${entities}/component-state/${runner.id}/`, { component_state: {} }).expect(200);
    await creator.agent.delete(`${entities}/delete/${walker.id}/`).set('X-CSRFToken', creator.csrf).expect(200);
    const deleted = await remove(creator, `/create/components/${body.component.id}/delete/`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.component.slug).toBe('stamina');
  });

  it('asks signed-out visitors to sign in, and lets only staff or the game’s creator change components', async () => {
    const anonymous = await request(app.url).get('/api/csrf');
    const cookie = anonymous.headers['set-cookie'];
    const signedOut = await refused(
      () => request(app.url).post('/create/components/create/').set('Cookie', cookie).set('X-CSRFToken', anonymous.body.csrftoken).send({ slug: 'x', fieldSchema: {} }),
      401,
      'auth.required',
    );
    expect(signedOut.body).toEqual({ error: 'Authentication required', code: 'auth.required' });
    await refused(() => request(app.url).delete('/create/components/health/delete/').set('Cookie', cookie).set('X-CSRFToken', anonymous.body.csrftoken), 401, 'auth.required');

    const global = await refused(() => create(creator, { slug: 'speed', fieldSchema: {} }), 403, 'component.forbidden');
    expect(global.body.error).toBe('Only staff can change global components.');
    const foreign = await refused(() => create(stranger, { slug: 'speed', game_id: gameId, fieldSchema: {} }), 403, 'component.forbidden');
    expect(foreign.body.error).toBe("Only the game's creator can change its components.");
    await refused(() => patch(stranger, `/create/components/health/update/?game_id=${gameId}`, { name: 'Mine' }), 403, 'component.forbidden');
    await refused(() => remove(stranger, `/create/components/health/delete/?game_id=${gameId}`), 403, 'component.forbidden');
    await refused(() => patch(creator, '/create/components/health/update/', { name: 'Mine' }), 403, 'component.forbidden');
    await refused(() => remove(creator, '/create/components/hp/delete/'), 403, 'component.forbidden');

    const byStaff = await patch(staff, `/create/components/health/update/?game_id=${gameId}`, { name: 'Hearts' });
    expect([byStaff.status, byStaff.body.component.name, byStaff.body.component.gameId]).toEqual([200, 'Hearts', gameId]);
  });

  it("shows a game's components only to whoever may read the game: its creator, staff and analysts (404 to others, signed out or in, published or not)", async () => {
    const created = (await create(creator, { slug: 'secret-sauce', game_id: gameId, fieldSchema: { recipe: { default: 'hidden' } } }).expect(201)).body;
    const own = created.component as { id: string };
    const { client: analyst, id: analystId } = await signUp(app.url);
    await makeAnalyst(app, analystId);
    for (const reader of [creator, staff, analyst]) {
      const listed = (await read('/create/components/', { game_id: gameId, minPosition: created.position }, reader).expect(200)).body.components;
      expect(listed.map((c: { id: string }) => c.id)).toContain(own.id);
      expect((await read(`/create/components/${own.id}/`, {}, reader).expect(200)).body.component.id).toBe(own.id);
      expect((await read('/create/components/secret-sauce/', { game_id: gameId }, reader).expect(200)).body.component.id).toBe(own.id);
    }
    const published = async () => {
      const checkpointId = (await creator.post(`/create/checkpoint/${gameId}/create/`, { title: 'v1' }).expect(200)).body.checkpoint_id as string;
      await creator.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: checkpointId, publish_message: 'v1' }).expect(200);
    };
    for (const stage of ['draft', 'published']) {
      if (stage === 'published') await published();
      for (const outsider of [stranger, null]) {
        const who = `${stage}, ${outsider ? 'another user' : 'signed out'}`;
        const list = await refused(() => read('/create/components/', { game_id: gameId }, outsider), 404, 'game.not_found');
        expect([who, list.body.components]).toEqual([who, undefined]);
        await refused(() => read(`/create/components/${own.id}/`, {}, outsider), 404, 'component.not_found');
        await refused(() => read('/create/components/secret-sauce/', { game_id: gameId }, outsider), 404, 'game.not_found');
        // Without the game, the slug names no component they may see.
        await refused(() => read('/create/components/secret-sauce/', {}, outsider), 404, 'component.not_found');
      }
    }
    // Global components stay open to everyone.
    expect((await read('/create/components/', {}, null).expect(200)).body.components.every((c: { gameId: string | null }) => c.gameId === null)).toBe(true);
  });

  it('answers 404 for an unknown component or game', async () => {
    await refused(() => read('/create/components/no-such-thing/'), 404, 'component.not_found');
    await refused(() => read(`/create/components/${UNKNOWN_ID}/`), 404, 'component.not_found');
    await refused(() => patch(staff, '/create/components/no-such-thing/update/', { name: 'x' }), 404, 'component.not_found');
    await refused(() => remove(staff, `/create/components/${UNKNOWN_ID}/delete/`), 404, 'component.not_found');
    await refused(() => create(staff, { slug: 'ghost', game_id: UNKNOWN_ID, fieldSchema: {} }), 404, 'game.not_found');
  });

  it('refuses a slug or alias taken in the same scope with 409, even for ten concurrent requests', async () => {
    const taken = await refused(() => create(staff, { slug: 'HEALTH', fieldSchema: {} }), 409, 'component.slug_taken');
    expect(taken.body.error).toBe('A global component with the slug "health" already exists');
    await refused(() => create(creator, { slug: 'health', gameId, fieldSchema: {} }), 409, 'component.slug_taken');
    await refused(() => create(staff, { slug: 'vitality', aliases: ['hp'], fieldSchema: {} }), 409, 'component.alias_taken');
    await refused(() => create(staff, { slug: 'life', fieldSchema: {} }), 409, 'component.alias_taken');
    await refused(() => patch(creator, `/create/components/mana/update/?game_id=${gameId}`, { slug: 'focus' }), 409, 'component.slug_taken');
    expect((await create(stranger, { slug: 'health', game_id: otherGameId, fieldSchema: {} })).status).toBe(201);

    const answers = await Promise.all(Array.from({ length: 10 }, () => create(staff, { slug: 'stamina', fieldSchema: {} })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const list = await read('/create/components/', { minPosition: answers.find((a) => a.status === 201)!.body.position });
    expect(list.body.components.filter((c: { slug: string }) => c.slug === 'stamina')).toHaveLength(1);
  });

  it.each([
    ['a bad slug', { slug: 'health points', fieldSchema: {} }, 'component.invalid_slug'],
    ['a UUID as slug', { slug: UNKNOWN_ID, fieldSchema: {} }, 'component.invalid_slug'],
    ['a slug that is not a string', { slug: 7, fieldSchema: {} }, 'request.invalid'],
    ['a missing fieldSchema', { slug: 'ok' }, 'request.invalid'],
    ['a fieldSchema that is a list', { slug: 'ok', fieldSchema: [] }, 'request.invalid'],
    ['a field with an unknown key', { slug: 'ok', fieldSchema: { hp: { min: 1 } } }, 'component.invalid_field_schema'],
    ['a field that is not an object', { slug: 'ok', fieldSchema: { hp: 3 } }, 'component.invalid_field_schema'],
    ['more than 20 aliases', { slug: 'ok', aliases: Array.from({ length: 21 }, (_, i) => `a${i}`), fieldSchema: {} }, 'component.invalid_aliases'],
    ['a category over 50 characters', { slug: 'ok', category: 'c'.repeat(51), fieldSchema: {} }, 'request.invalid'],
    ['an unknown field', { slug: 'ok', fieldSchema: {}, owner: 'me' }, 'request.invalid'],
    ['a game_id that is not a UUID', { slug: 'ok', game_id: 'star-miner', fieldSchema: {} }, 'request.invalid'],
    ['game_id and gameId that differ', { slug: 'ok', game_id: UNKNOWN_ID, gameId: '7d9f2c1e-0000-4000-8000-000000000001', fieldSchema: {} }, 'request.invalid'],
  ])('refuses %s with a clear 400 and writes nothing', async (_case, body, code) => {
    await refused(() => create(staff, body), 400, code);
  });

  it('says what is wrong in the message', async () => {
    expect((await create(staff, { slug: 'ok', fieldSchema: {}, owner: 'me' })).body.error).toBe('Unknown field "owner"');
    expect((await create(staff, { slug: 'ok' })).body.error).toBe('fieldSchema is required');
    expect((await create(staff, { slug: 'ok', fieldSchema: { hp: { min: 1 } } })).body).toEqual({
      error: 'fieldSchema.hp has an unknown key "min" (allowed: type, default, description)',
      code: 'component.invalid_field_schema',
      details: { field: 'hp' },
    });
    await refused(() => patch(creator, `/create/components/mana/update/?game_id=${gameId}`, { game_id: null }), 400, 'component.game_immutable');
    await refused(() => patch(creator, `/create/components/mana/update/?game_id=${gameId}`, { fieldSchema: { x: { type: 1 } } }), 400, 'component.invalid_field_schema');
    await refused(() => read('/create/components/', { game_id: 'nope' }), 400, 'component.invalid_game_id');
    await refused(() => read('/create/components/', { minPosition: 'soon' }), 400, 'query.invalid_position');
  });

  it('keeps any JSON default exactly as given', async () => {
    const fieldSchema = { loot: { type: 'list', default: [{ item: 'gem', n: 2, rare: true }, null] }, owner: { default: null }, note: { description: '' } };
    const created = await create(staff, { slug: 'inventory', fieldSchema });
    expect(created.body.component.fieldSchema).toEqual(fieldSchema);
    const readBack = await read('/create/components/inventory/', { minPosition: created.body.position });
    expect(readBack.body.component.fieldSchema).toEqual(fieldSchema);
  });

  it("tells a socket.io client in the game's room about a change to the game's components", async () => {
    // A tab of the game's creator: its session cookie travels in the handshake (game rooms are private).
    const socket: Socket = io(app.url, { transports: ['websocket'], forceNew: true, extraHeaders: { cookie: cookieOf(creator) } });
    try {
      await socket.emitWithAck('subscribe', { room: `game:${gameId}` });
      const update = new Promise<{ readModel: string; id: string }>((resolve) =>
        socket.on('readmodel.updated', (message) => message.readModel === 'components' && resolve(message)),
      );
      const { body } = await create(creator, { slug: 'live', gameId, fieldSchema: {} });
      await expect(update).resolves.toEqual({ readModel: 'components', id: body.component.id, assetType: null, position: expect.any(String) });
    } finally {
      socket.disconnect();
    }
  });

  it('rebuilds the components read model from the events into the same rows', async () => {
    const last = await patch(staff, '/create/components/inventory/update/', { aliases: ['bag', 'pack'], category: 'items' });
    await read('/create/components/', { minPosition: last.body.position }).expect(200);
    const rebuilt = await app.infra.engine.rebuild('components', { swap: false });
    const rows = async (schema: string) => (await app.infra.pool.query(`SELECT * FROM "${schema}".components ORDER BY id`)).rows;
    const live = await rows(app.config.schema);
    expect(live).toHaveLength(10); // every component the tests above left alive
    expect(live.find((r) => r.slug === 'inventory')).toMatchObject({ aliases: ['bag', 'pack'], category: 'items' });
    expect(await rows(rebuilt.schema)).toEqual(live);
  });
  it('takes over a slug whose claim a stopped process left behind, once it is over a minute old', async () => {
    const orphanClaim = async (slug: string, at: string) =>
      app.infra.store.append(
        componentSlugStreamId(null, slug),
        [{ id: randomUUID(), type: 'ComponentSlugClaimed', data: { componentId: randomUUID(), gameId: null, slug, at, tookOverFrom: null }, metadata: systemMetadata(at) }],
        'no_stream',
      );
    await orphanClaim('fresh-orphan', new Date().toISOString());
    await orphanClaim('old-orphan', new Date(Date.now() - 120_000).toISOString());
    await refused(() => create(staff, { slug: 'fresh-orphan', fieldSchema: {} }), 409, 'component.slug_taken');
    const taken = await create(staff, { slug: 'old-orphan', fieldSchema: {} });
    expect([taken.status, taken.body.component?.slug]).toEqual([201, 'old-orphan']);
    const claims = await app.infra.store.readStream(componentSlugStreamId(null, 'old-orphan'));
    expect(claims.at(-1)?.data).toMatchObject({ componentId: taken.body.component.id, tookOverFrom: expect.any(String) });
  });
});
