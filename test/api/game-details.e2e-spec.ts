import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { makeStaff } from '../support/account-fixtures.js';
import { eventCount as countEvents } from '../support/refusals.js';
import { databaseTargets, eventually } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const unknownId = '7d9f2c1e-0000-4000-8000-000000000000';
const position = expect.stringMatching(/^\d+\.\d+$/);

const defaultDashboards = [
  ['Script Editor', 'script-editor', 'code', 'scripts', 'module-creation'],
  ['Prompt Editor', 'prompt-editor', 'message-2', 'prompts', 'prompt-editor'],
  ['Tool Editor', 'tool-editor', 'tool', 'tools', 'tool-editor'],
].map(([name, code, icon, entityType, component], index) => ({
  id: index + 1,
  name,
  icon,
  individual_selection: true,
  initialComponents: [component],
  layoutType: 'grid',
  code,
  category: 'game-logic',
  entityType,
  typeSelectable: false,
}));

describe.each(databaseTargets())('game details and cards on %s', (target) => {
  let app: TestApp;
  let ada: { client: Client; id: string; user: { username: string } };
  const streamOf = (gameId: string) => app.infra.store.readStream(`game-${gameId}`);
  const newGame = async (name = 'Star Miner', description = 'Mine stars') =>
    (await ada.client.post('/api/games', { name, description }).expect(201)).body as { id: string; position: string };
  const update = (gameId: string, body: object | string, client = ada.client) =>
    client.post(`/create/update-game-details/${gameId}`).set('Content-Type', 'application/json').send(body);
  const card = (gameId: string, minPosition?: string | null) =>
    request(app.url).get(`/create/fetch-game-card/${gameId}`).query(minPosition ? { minPosition } : {});

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ada = await signUp(app.url);
  });
  afterAll(async () => app?.close());

  it('answers the card of a new game with its game data, default dashboards and play state, to anyone', async () => {
    const game = await newGame();
    const response = await card(game.id, game.position);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: game.id,
      title: 'Star Miner',
      description: 'Mine stars',
      image: null,
      published: false,
      nsfw: false,
      category_tags: '',
      isCloneable: false,
      creator: { id: ada.id, name: ada.user.username, avatar: `/api/users/${ada.id}/avatar.svg` },
      remixed_from: null,
      remix_count: 0,
      game: {
        id: game.id,
        name: 'Star Miner',
        description: 'Mine stars',
        titleCard: null,
        published: false,
        isCloneable: false,
        nsfw: false,
        categoryTags: '',
        remixed_from: null,
        remix_count: 0,
        customDashboards: [],
        defaultDashboards,
        currentPlayState: {
          current_mode: 'GAME START',
          available_modes: [],
          pending_actions: [],
          current_action: null,
          completed_actions: [],
          llm_game_context: '',
        },
      },
    });
  });

  it('applies a partial update: empty strings ignored, untouched flags kept, false applied, tags normalised', async () => {
    const game = await newGame();
    const first = await update(game.id, {
      description: '  Mine faster  ',
      titleCard: ' /static/images/star-miner.webp ',
      nsfw: true,
      isCloneable: true,
      categoryTags: ' Space, PUZZLE,,space , Co-op ',
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id: game.id, revision: 1, position });
    const afterFirst = (await card(game.id, first.body.position)).body;
    expect(afterFirst).toMatchObject({
      title: 'Star Miner',
      description: 'Mine faster',
      image: '/static/images/star-miner.webp',
      nsfw: true,
      isCloneable: true,
      category_tags: 'space,puzzle,co-op',
      game: { titleCard: '/static/images/star-miner.webp', categoryTags: 'space,puzzle,co-op', nsfw: true, isCloneable: true },
    });

    const second = await update(game.id, { name: '', description: '   ', titleCard: '', nsfw: false });
    expect(second.body).toEqual({ id: game.id, revision: 2, position });
    const afterSecond = (await card(game.id, second.body.position)).body;
    expect(afterSecond).toMatchObject({
      title: 'Star Miner',
      description: 'Mine faster',
      image: '/static/images/star-miner.webp',
      nsfw: false,
      isCloneable: true,
      category_tags: 'space,puzzle,co-op',
    });

    const events = await streamOf(game.id);
    expect(events.map((e) => e.type)).toEqual(['GameCreated', 'GameDetailsUpdated', 'GameDetailsUpdated']);
    expect(events[2].data).toEqual({ gameId: game.id, nsfw: false, updatedAt: expect.any(String) });
    expect(events[2].metadata).toMatchObject({ actorKind: 'user', actorId: ada.id });
  });

  it('records nothing for an update that changes nothing (null counts as absent)', async () => {
    const game = await newGame('Same Again', 'Same');
    const before = (await countEvents(app));
    for (const body of [{}, { name: ' Same Again ', description: 'Same', nsfw: false, isCloneable: false, categoryTags: '' }, { titleCard: null, nsfw: null }]) {
      const response = await update(game.id, body);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: game.id, revision: 0, position: null });
    }
    expect((await countEvents(app))).toBe(before);
  });

  it('renames through the details, and the games list and user games show it', async () => {
    const game = await newGame('Old Title');
    const renamed = await update(game.id, { name: '  New Title ', categoryTags: 'Racing' });
    const list = await ada.client.get('/api/games').query({ minPosition: renamed.body.position });
    expect(list.body.games).toContainEqual(expect.objectContaining({ id: game.id, name: 'New Title', revision: 1 }));
    const cards = (await ada.client.get(`/get-user-games/${ada.id}`)).body.games;
    expect(cards).toContainEqual(expect.objectContaining({ id: game.id, title: 'New Title', category_tags: 'racing' }));
  });

  it('fills the cards of /get-user-games from the read model', async () => {
    const bob = await signUp(app.url);
    const { body: game } = await bob.client.post('/api/games', { name: 'Bob Racer' }).expect(201);
    const updated = await update(
      game.id,
      { titleCard: 'https://cdn.example.com/racer.png', nsfw: true, isCloneable: true, categoryTags: 'Cars,Arcade' },
      bob.client,
    );
    expect(updated.status).toBe(200);
    const cards = await eventually(async () => {
      const response = await bob.client.get(`/get-user-games/${bob.id}`);
      expect(response.body.games[0]).toMatchObject({ nsfw: true });
      return response.body.games;
    });
    expect(cards).toEqual([
      {
        id: game.id,
        title: 'Bob Racer',
        description: '',
        image: 'https://cdn.example.com/racer.png',
        published: false,
        nsfw: true,
        category_tags: 'cars,arcade',
        isCloneable: true,
        creator: { id: bob.id, name: bob.user.username, avatar: `/api/users/${bob.id}/avatar.svg` },
        remixed_from: null,
        remix_count: 0,
      },
    ]);
  });

  it('lets only the creator (or staff) change the details: 401 signed out, 403 others, and writes nothing', async () => {
    const game = await newGame('Guarded');
    const stranger = await signUp(app.url);
    const before = (await countEvents(app));

    const forbidden = await update(game.id, { nsfw: true }, stranger.client);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ error: 'Only the creator can change this game.', code: 'game.forbidden' });

    const anonymous = await request(app.url).get('/api/csrf');
    const signedOut = await request(app.url)
      .post(`/create/update-game-details/${game.id}`)
      .set('Cookie', anonymous.headers['set-cookie'])
      .set('X-CSRFToken', anonymous.body.csrftoken)
      .send({ nsfw: true });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ error: 'Authentication required', code: 'auth.required' });

    const noCsrf = await ada.client.agent.post(`/create/update-game-details/${game.id}`).send({ nsfw: true });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.code).toBe('csrf.failed');
    expect((await countEvents(app))).toBe(before);

    await makeStaff(app, stranger.id);
    const byStaff = await update(game.id, { nsfw: true }, stranger.client);
    expect(byStaff.status).toBe(200);
    expect((await card(game.id, byStaff.body.position)).body.nsfw).toBe(true);
  });

  it('answers 404 for unknown and deleted games, 400 for an id that is not a UUID', async () => {
    const notFound = { error: 'Game not found', code: 'game.not_found' };
    const missingCard = await card(unknownId);
    expect(missingCard.status).toBe(404);
    expect(missingCard.body).toEqual(notFound);
    const missingUpdate = await update(unknownId, { nsfw: true });
    expect(missingUpdate.status).toBe(404);
    expect(missingUpdate.body).toMatchObject(notFound);

    const game = await newGame('Short Lived');
    const deleted = await ada.client.post(`/create/delete-game/${game.id}`).expect(200);
    const deletedCard = await card(game.id, deleted.body.position);
    expect(deletedCard.status).toBe(404);
    expect(deletedCard.body).toEqual(notFound);
    expect((await update(game.id, { nsfw: true })).status).toBe(404);

    expect((await card('not-a-uuid')).body).toMatchObject({ code: 'game.invalid_id' });
    expect((await update('not-a-uuid', { nsfw: true })).status).toBe(400);
    const badPosition = await card(game.id, 'soon');
    expect(badPosition.status).toBe(400);
    expect(badPosition.body.code).toBe('query.invalid_position');
  });

  it.each([
    ['a flag that is not a boolean', { nsfw: 'yes' }, 'request.invalid', 'nsfw must be a boolean'],
    ['a name that is not a string', { name: 42 }, 'request.invalid', 'name must be a string'],
    ['tags as a list', { categoryTags: ['space'] }, 'request.invalid', 'categoryTags must be a string'],
    ['an unknown field', { nsfw: true, published: true }, 'request.invalid', 'Unknown field "published"'],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 'request.invalid', 'name must be at most 100 characters'],
    ['a javascript: title card', { titleCard: 'javascript:alert(1)' }, 'game.invalid_title_card', expect.stringContaining('Title card must be')],
    ['a title card on another scheme', { titleCard: 'ftp://example.com/a.png' }, 'game.invalid_title_card', expect.any(String)],
    ['a title card over 2048 characters', { titleCard: `/${'a'.repeat(2048)}` }, 'game.invalid_title_card', expect.any(String)],
    ['eleven tags', { categoryTags: 'a,b,c,d,e,f,g,h,i,j,k' }, 'game.invalid_category_tags', expect.stringContaining('at most 10 tags')],
    ['a JSON array', '[{"nsfw":true}]', 'request.not_an_object', expect.any(String)],
  ])('refuses %s with 400 and writes nothing', async (_case, body, code, error) => {
    const game = await newGame('Strict');
    const before = (await countEvents(app));
    const response = await update(game.id, typeof body === 'string' ? body : JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code, error });
    expect((await countEvents(app))).toBe(before);
  });

  it('rebuilds the games read model, new columns included, into the same rows', async () => {
    const game = await newGame('Rebuilt');
    const last = await update(game.id, { titleCard: 'data:image/png;base64,iVBORw0KGgo=', categoryTags: 'retro', isCloneable: true });
    await card(game.id, last.body.position).expect(200);
    const rebuilt = await app.infra.engine.rebuild('game_list', { swap: false });
    const rows = async (schema: string) =>
      (await app.infra.pool.query(`SELECT * FROM "${schema}".games ORDER BY id`)).rows as Record<string, unknown>[];
    const live = await rows(app.config.schema);
    expect(live).toContainEqual(
      expect.objectContaining({ id: game.id, title_card: 'data:image/png;base64,iVBORw0KGgo=', category_tags: 'retro', is_cloneable: true, nsfw: false }),
    );
    expect(await rows(rebuilt.schema)).toEqual(live);
  });

  it('describes both routes in the OpenAPI document', async () => {
    const { body } = await request(app.url).get('/api/docs/openapi.json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/create/update-game-details/{id}', '/create/fetch-game-card/{id}']),
    );
  });
});
