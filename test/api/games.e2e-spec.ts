import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { signUp, type Client } from '../support/users.js';
import { io, type Socket } from 'socket.io-client';
import { START } from '@tempest/event-store';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';

describe.each(databaseTargets())('games API on %s', (target) => {
  let app: TestApp;
  let client: Client;
  let creatorId: string;
  const allEvents = async () => (await app.infra.store.readAll(START, 10_000)).events;

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client, id: creatorId } = await signUp(app.url));
  });
  afterAll(async () => app?.close());

  it('creates a game and reads it back at once with minPosition', async () => {
    const created = await client.post('/api/games').send({ name: '  Star Miner ', description: 'Mine stars' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ revision: 0, position: expect.stringMatching(/^\d+\.\d+$/) });
    const list = await client.get('/api/games').query({ minPosition: created.body.position });
    expect(list.status).toBe(200);
    expect(list.body.caughtUp).toBe(true);
    expect(list.body.games).toContainEqual(
      expect.objectContaining({
        id: created.body.id,
        name: 'Star Miner',
        description: 'Mine stars',
        revision: 0,
        creator: expect.objectContaining({ id: creatorId }),
      }),
    );
  });

  it('records who did it, with the request id, in the event metadata', async () => {
    const created = await client.post('/api/games').set('X-Request-Id', 'req-abc-123').send({ name: 'Audit me' });
    const events = await app.infra.store.readStream(`game-${created.body.id}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'GameCreated',
      revision: 0n,
      schemaVersion: 1,
      data: expect.objectContaining({ creatorId }),
      metadata: { actorKind: 'user', actorId: creatorId, requestId: 'req-abc-123', correlationId: 'req-abc-123' },
    });
  });

  it('renames a game, newest first in the list, and refuses a stale expectedRevision with 409', async () => {
    const { body: game } = await client.post('/api/games').send({ name: 'Dodge', description: '' });
    const renamed = await client.post(`/api/games/${game.id}/rename`).send({ name: 'Dodge Arena', expectedRevision: 0 });
    expect(renamed.status).toBe(200);
    expect(renamed.body.revision).toBe(1);
    const stale = await client.post(`/api/games/${game.id}/rename`).send({ name: 'Too late', expectedRevision: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stream.wrong_expected_version', details: { currentRevision: 1 } });
    const list = await client.get('/api/games').query({ minPosition: renamed.body.position });
    expect(list.body.games[0]).toMatchObject({ id: game.id, name: 'Dodge Arena', revision: 1 });
    expect(list.body.games.map((g: { name: string }) => g.name)).not.toContain('Too late');
  });

  it('answers 404 for a game that does not exist and 400 for an id that is not a UUID', async () => {
    const missing = await client.post('/api/games/7d9f2c1e-0000-4000-8000-000000000000/rename').send({ name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Game not found', code: 'game.not_found', details: expect.any(Object) });
    const bad = await client.post('/api/games/not-a-uuid/rename').send({ name: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('game.invalid_id');
  });

  it.each([
    ['malformed JSON', '{"name": "x"', 'request.malformed_json'],
    ['a JSON array', '[{"name":"x"}]', 'request.not_an_object'],
    ['a wrong type', '{"name": 42}', 'request.invalid'],
    ['an unknown field', '{"name": "x", "owner": "me"}', 'request.invalid'],
    ['a missing name', '{"description": "x"}', 'request.invalid'],
    ['a blank name', '{"name": "   "}', 'game.invalid_name'],
    ['a NUL character', '{"name": "a\\u0000b"}', 'request.nul_character'],
    ['a broken emoji (lone surrogate)', '{"name": "a\\ud800b"}', 'request.bad_unicode'],
    ['a body over the limit', JSON.stringify({ name: 'x', description: 'y'.repeat(2 * 1024 * 1024) }), 'request.too_large'],
  ])('refuses %s with a clear 400 and writes nothing', async (_case, body, code) => {
    const before = (await allEvents()).length;
    const response = await client.post('/api/games').set('Content-Type', 'application/json').send(body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(code);
    expect(response.body.error).toEqual(expect.any(String));
    expect(response.body.error.length).toBeGreaterThan(5);
    expect((await allEvents()).length).toBe(before);
  });

  it('names the unknown field and the wrong type in the message', async () => {
    const unknown = await client.post('/api/games').send({ name: 'x', owner: 'me' });
    expect(unknown.body.error).toBe('Unknown field "owner"');
    const wrongType = await client.post('/api/games').send({ name: 42 });
    expect(wrongType.body.error).toBe('name must be a string');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await request(app.url).get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'No route GET /api/no-such-thing', code: 'route.not_found' });
  });

  it('serves the OpenAPI description', async () => {
    const response = await request(app.url).get('/api/docs/openapi.json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/games', '/api/games/{id}/rename', '/health']));
  });

  it('shows each projection with its checkpoint and lag at /health', async () => {
    const response = await request(app.url).get('/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', eventStore: target === 'pglite' ? 'pglite' : 'postgres' });
    expect(response.body.projections).toContainEqual(
      expect.objectContaining({ name: 'game_list', state: 'running', lagEvents: expect.any(Number), lagMs: expect.any(Number) }),
    );
  });

  it('tells a socket.io client in the games room about a new game, without reloading', async () => {
    const socket: Socket = io(app.url, { transports: ['websocket'], forceNew: true });
    try {
      const joined = await socket.emitWithAck('subscribe', { room: 'games' });
      expect(joined).toEqual({ ok: true, room: 'games' });
      const refused = await socket.emitWithAck('subscribe', { room: 'everything' });
      expect(refused).toEqual({ ok: false, error: 'Unknown room' });
      const update = new Promise<{ readModel: string; id: string; position: string }>((resolve) =>
        socket.on('readmodel.updated', resolve),
      );
      const { body } = await client.post('/api/games').send({ name: 'Live one' });
      // Not about one asset: assetType is null (the field every live message carries since issue 12).
      await expect(update).resolves.toEqual({ readModel: 'games', id: body.id, assetType: null, position: expect.stringMatching(/^\d+\.\d+$/) });
    } finally {
      socket.disconnect();
    }
  });

  it('lets only the creator rename or delete a game; others get 403, signed-out visitors 401', async () => {
    const { body: game } = await client.post('/api/games').send({ name: 'Mine only' });
    const { client: stranger } = await signUp(app.url);
    const renamed = await stranger.post(`/api/games/${game.id}/rename`).send({ name: 'Stolen' });
    expect(renamed.status).toBe(403);
    expect(renamed.body).toMatchObject({ error: 'Only the creator can change this game.', code: 'game.forbidden' });
    expect((await stranger.post(`/create/delete-game/${game.id}`)).status).toBe(403);

    const anonymous = await request(app.url).get('/api/csrf');
    const cookie = anonymous.headers['set-cookie'];
    const signedOut = await request(app.url)
      .post('/api/games')
      .set('Cookie', cookie)
      .set('X-CSRFToken', anonymous.body.csrftoken)
      .send({ name: 'Nobody' });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ error: 'Authentication required', code: 'auth.required' });

    const deleted = await client.post(`/create/delete-game/${game.id}`);
    expect(deleted.status).toBe(200);
    const list = await client.get('/api/games').query({ minPosition: deleted.body.position });
    expect(list.body.games.map((g: { id: string }) => g.id)).not.toContain(game.id);
    const history = await app.infra.store.readStream(`game-${game.id}`);
    expect(history.map((e) => e.type)).toEqual(['GameCreated', 'GameDeleted']);
  });

  it('refuses a mutating call without the CSRF header with 403 and writes nothing', async () => {
    const before = (await allEvents()).length;
    const noHeader = await client.agent.post('/api/games').send({ name: 'Forged' });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body).toEqual({ error: 'CSRF token missing or incorrect.', code: 'csrf.failed' });
    const wrongHeader = await client.agent.post('/api/games').set('X-CSRFToken', 'not-the-cookie-value-at-all').send({ name: 'Forged' });
    expect(wrongHeader.status).toBe(403);
    expect((await allEvents()).length).toBe(before);
  });
});
