// Custom dashboards (docs/api-games.md, Custom dashboards): made, changed and deleted by the game's creator
// through POST/PATCH/DELETE /api/games/{id}/dashboards, each change one event on the game's stream, and
// listed in the game data's customDashboards after the three defaults.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { databaseTargets } from '../support/databases.js';
import { refusedBy } from '../support/refusals.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

type Dashboard = { id: number; name: string; code: string; layoutType: string; initialComponents: string[]; icon: string };

describe.each(databaseTargets())('custom dashboards on %s', (target) => {
  let app: TestApp;
  let ada: Client;
  const refused = refusedBy(() => app);
  const newGame = async (name = 'Star Miner') => (await ada.post('/api/games', { name, description: '' }).expect(201)).body as { id: string; position: string };
  const gameData = async (gameId: string, minPosition?: string | null) =>
    (await request(app.url).get(`/create/fetch-game-card/${gameId}`).query(minPosition ? { minPosition } : {}).expect(200)).body.game as {
      customDashboards: Dashboard[];
      defaultDashboards: Dashboard[];
    };
  const types = async (gameId: string) => (await app.infra.store.readStream(`game-${gameId}`)).map((e) => e.type);

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ada = (await signUp(app.url)).client;
  });
  afterAll(async () => app?.close());

  it('creates, renames, switches the layout and components, and deletes a dashboard: one event each, shown in the game data', async () => {
    const { id: gameId } = await newGame();
    const made = await ada.post(`/api/games/${gameId}/dashboards`, { name: ' Balancing ', initialComponents: ['module-creation', 'prompt-editor'] });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      id: gameId,
      revision: 1,
      position: expect.stringMatching(/^\d+\.\d+$/),
      dashboard: {
        id: 4,
        name: 'Balancing',
        icon: 'layout-dashboard',
        individual_selection: true,
        initialComponents: ['module-creation', 'prompt-editor'],
        layoutType: 'grid',
        code: 'balancing',
        category: 'custom',
        entityType: '',
        typeSelectable: true,
      },
    });
    const afterCreate = await gameData(gameId, made.body.position);
    expect(afterCreate.defaultDashboards.map((d) => d.id)).toEqual([1, 2, 3]);
    expect(afterCreate.customDashboards).toEqual([made.body.dashboard]);

    const renamed = await ada.patch(`/api/games/${gameId}/dashboards/4`, { name: 'Economy Tuning' }).expect(200);
    expect((await gameData(gameId, renamed.body.position)).customDashboards[0]).toMatchObject({ name: 'Economy Tuning', code: 'economy-tuning', layoutType: 'grid' });

    const flowed = await ada.patch(`/api/games/${gameId}/dashboards/4`, { layoutType: 'flow', initialComponents: ['tool-editor', 'entity-list', 'module-creation'], icon: 'bolt' }).expect(200);
    expect((await gameData(gameId, flowed.body.position)).customDashboards[0]).toMatchObject({
      layoutType: 'flow',
      icon: 'bolt',
      initialComponents: ['tool-editor', 'entity-list', 'module-creation'],
    });

    const unchanged = await ada.patch(`/api/games/${gameId}/dashboards/4`, { layoutType: 'flow', name: 'Economy Tuning' }).expect(200);
    expect(unchanged.body).toEqual({ id: gameId, revision: 3, position: null });

    const second = await ada.post(`/api/games/${gameId}/dashboards`, { name: 'Lore', layoutType: 'static', icon: 'map', initialComponents: ['prompt-editor'] }).expect(201);
    expect(second.body.dashboard).toMatchObject({ id: 5, code: 'lore', layoutType: 'static' });

    const deleted = await ada.delete(`/api/games/${gameId}/dashboards/4`).expect(200);
    const afterDelete = await gameData(gameId, deleted.body.position);
    expect(afterDelete.customDashboards.map((d) => [d.id, d.name])).toEqual([[5, 'Lore']]);
    expect(await types(gameId)).toEqual(['GameCreated', 'DashboardCreated', 'DashboardUpdated', 'DashboardUpdated', 'DashboardCreated', 'DashboardDeleted']);
  });

  it.each([
    ['no name', { initialComponents: ['tool-editor'] }, 400, 'request.invalid'],
    ['an empty name', { name: '  ', initialComponents: ['tool-editor'] }, 400, 'dashboard.invalid_name'],
    ['a name over 40 characters', { name: 'x'.repeat(41), initialComponents: ['tool-editor'] }, 400, 'request.invalid'],
    ['a number as the name', { name: 7, initialComponents: ['tool-editor'] }, 400, 'request.invalid'],
    ['an unknown layout type', { name: 'A', layoutType: 'masonry', initialComponents: ['tool-editor'] }, 400, 'dashboard.invalid_layout'],
    ['an unknown icon', { name: 'A', icon: 'rocket', initialComponents: ['tool-editor'] }, 400, 'dashboard.invalid_icon'],
    ['no components', { name: 'A', initialComponents: [] }, 400, 'dashboard.invalid_components'],
    ['an unknown component', { name: 'A', initialComponents: ['spreadsheet'] }, 400, 'dashboard.invalid_components'],
    ['components not in a list', { name: 'A', initialComponents: 'tool-editor' }, 400, 'request.invalid'],
    ['the name of a default dashboard', { name: 'Prompt Editor', initialComponents: ['tool-editor'] }, 409, 'dashboard.code_taken'],
    ['an unknown field', { name: 'A', initialComponents: ['tool-editor'], extra: 1 }, 400, 'request.invalid'],
  ])('refuses to create a dashboard with %s, writing nothing', async (_what, body, status, code) => {
    const { id: gameId, position } = await newGame();
    await refused(() => ada.post(`/api/games/${gameId}/dashboards`, body), status, code);
    expect((await gameData(gameId, position)).customDashboards).toEqual([]);
  });

  it('refuses a second dashboard of the same code, a bad change, an unknown or default dashboard, and a 13th dashboard', async () => {
    const { id: gameId } = await newGame();
    for (let i = 1; i <= 12; i++) await ada.post(`/api/games/${gameId}/dashboards`, { name: `Board ${i}`, initialComponents: ['tool-editor'] }).expect(201);
    await refused(() => ada.post(`/api/games/${gameId}/dashboards`, { name: 'Board 13', initialComponents: ['tool-editor'] }), 409, 'dashboard.limit');
    await refused(() => ada.patch(`/api/games/${gameId}/dashboards/4`, { name: 'board 2' }), 409, 'dashboard.code_taken');
    await refused(() => ada.patch(`/api/games/${gameId}/dashboards/4`, { layoutType: 'Grid' }), 400, 'dashboard.invalid_layout');
    await refused(() => ada.patch(`/api/games/${gameId}/dashboards/4`, { initialComponents: ['tool-editor', 'tool-editor'] }), 400, 'dashboard.invalid_components');
    await refused(() => ada.patch(`/api/games/${gameId}/dashboards/99`, { name: 'X' }), 404, 'dashboard.not_found');
    await refused(() => ada.delete(`/api/games/${gameId}/dashboards/1`), 404, 'dashboard.not_found');
    await refused(() => ada.delete(`/api/games/${gameId}/dashboards/abc`), 400, 'dashboard.invalid_id');
    await refused(() => ada.delete(`/api/games/not-a-uuid/dashboards/4`), 400, 'game.invalid_id');
    await refused(() => ada.delete(`/api/games/7d9f2c1e-0000-4000-8000-000000000000/dashboards/4`), 404, 'game.not_found');
  });

  it('lets only the creator change dashboards: 403 for another user, 401 signed out, nothing written', async () => {
    const { id: gameId } = await newGame('Guarded');
    const mine = await ada.post(`/api/games/${gameId}/dashboards`, { name: 'Mine', initialComponents: ['tool-editor'] }).expect(201);
    const stranger = (await signUp(app.url)).client;
    await refused(() => stranger.post(`/api/games/${gameId}/dashboards`, { name: 'Theirs', initialComponents: ['tool-editor'] }), 403, 'game.forbidden');
    await refused(() => stranger.patch(`/api/games/${gameId}/dashboards/4`, { name: 'Theirs' }), 403, 'game.forbidden');
    await refused(() => stranger.delete(`/api/games/${gameId}/dashboards/4`), 403, 'game.forbidden');
    const csrf = await request(app.url).get('/api/csrf');
    const anonymous = (method: 'post' | 'patch' | 'delete', path: string) =>
      request(app.url)[method](path).set('Cookie', csrf.headers['set-cookie']).set('X-CSRFToken', csrf.body.csrftoken).send({ name: 'Anon', initialComponents: ['tool-editor'] });
    await refused(() => anonymous('post', `/api/games/${gameId}/dashboards`), 401, 'auth.required');
    await refused(() => anonymous('patch', `/api/games/${gameId}/dashboards/4`), 401, 'auth.required');
    await refused(() => anonymous('delete', `/api/games/${gameId}/dashboards/4`), 401, 'auth.required');
    expect((await gameData(gameId, mine.body.position)).customDashboards.map((d) => d.name)).toEqual(['Mine']);
  });
});
