import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { PublishedVersion } from '../../apps/api/src/checkpoints/published-version.js';
import { makeStaff } from '../support/account-fixtures.js';
import { databaseTargets } from '../support/databases.js';
import { refusedBy } from '../support/refusals.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const unknownId = '7d9f2c1e-0000-4000-8000-000000000000';

describe.each(databaseTargets())('publishing on %s', (target) => {
  let app: TestApp;
  let ada: { client: Client; id: string };
  const refused = refusedBy(() => app);

  const newGame = async () => ((await ada.client.post('/api/games', { name: 'Star Miner', description: '' }).expect(201)).body as { id: string }).id;
  const newPrompt = async (gameId: string, content: string) =>
    (await ada.client.post(`/create/mechanic/create-prompt-library-object/${gameId}/`, { name: 'intro', content }).expect(201)).body.data as { id: string };
  const checkpoint = async (gameId: string, message = 'Release') =>
    (await ada.client.post('/create/versioning/checkpoints/', { game_id: gameId, message }).expect(201)).body.checkpoint_id as string;
  const status = (gameId: string, client = ada.client) => client.get(`/create/checkpoint/${gameId}/published-status/`);

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ada = await signUp(app.url);
  });
  afterAll(async () => app?.close());

  it('publishes a checkpoint: the status, the game card and the published version follow it, later edits do not', async () => {
    const gameId = await newGame();
    const prompt = await newPrompt(gameId, 'Hello {{name}}');
    const first = await checkpoint(gameId);
    expect((await status(gameId).expect(200)).body).toEqual({
      is_published: false,
      published_checkpoint_id: null,
      published_at: null,
      published_by: null,
      current_checkpoint_id: first,
    });

    const published = await ada.client.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: first, publish_message: 'v1' }).expect(200);
    expect(published.body).toEqual({ published_checkpoint_id: first, published_at: expect.any(String), published_by: ada.id, position: expect.any(String) });
    expect((await status(gameId).expect(200)).body).toMatchObject({ is_published: true, published_checkpoint_id: first, published_by: ada.id });

    await ada.client.post(`/create/mechanic/edit-prompt-library-object/${gameId}/`, { id: prompt.id, content: 'Changed after publishing' }).expect(200);
    const version = app.app.get(PublishedVersion);
    expect(await version.checkpointOf(gameId)).toBe(first);
    const assets = await version.assetsAt(gameId, first, ['prompt']);
    expect(assets).toEqual([expect.objectContaining({ id: prompt.id, type: 'prompt', data: expect.objectContaining({ content: 'Hello {{name}}' }) })]);

    const card = await request(app.url).get(`/create/fetch-game-card/${gameId}`).query({ minPosition: published.body.position }).expect(200);
    expect(card.body).toMatchObject({ published: true, game: { published: true } });
  });

  it('unpublishes, and publishing again or unpublishing a draft writes nothing', async () => {
    const gameId = await newGame();
    await newPrompt(gameId, 'x');
    const cp = await checkpoint(gameId);
    await ada.client.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: cp }).expect(200);
    const again = await ada.client.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: cp }).expect(200);
    expect(again.body.position).toBeNull();
    const off = await ada.client.post(`/create/checkpoint/${gameId}/unpublish/`).expect(200);
    expect(off.body).toEqual({ status: 'success', position: expect.any(String) });
    expect((await status(gameId).expect(200)).body).toMatchObject({ is_published: false, published_checkpoint_id: null });
    expect((await ada.client.post(`/create/checkpoint/${gameId}/unpublish/`).expect(200)).body.position).toBeNull();
    expect(await app.app.get(PublishedVersion).checkpointOf(gameId)).toBeNull();
  });

  it('lets staff publish another creator’s game', async () => {
    const gameId = await newGame();
    await newPrompt(gameId, 'x');
    const cp = await checkpoint(gameId);
    const staff = await signUp(app.url);
    await makeStaff(app, staff.id);
    await staff.client.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: cp }).expect(200);
  });

  it('refuses strangers, signed-out callers, unknown games and checkpoints, commits of chosen assets and bad bodies, writing nothing', async () => {
    const gameId = await newGame();
    const prompt = await newPrompt(gameId, 'x');
    const cp = await checkpoint(gameId);
    const commit = (await ada.client.post('/create/versioning/revisions/', { game_id: gameId, asset_ids: [prompt.id] }).expect(201)).body.revision_id;
    const eve = await signUp(app.url);
    await refused(() => eve.client.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: cp }), 403, 'game.forbidden');
    await refused(() => eve.client.post(`/create/checkpoint/${gameId}/unpublish/`), 403, 'game.forbidden');
    await refused(() => status(gameId, eve.client), 403, 'game.forbidden');
    await refused(() => request(app.url).post(`/create/checkpoint/${gameId}/publish/`).send({ checkpoint_id: cp }), 403);
    await refused(() => ada.client.post(`/create/checkpoint/${unknownId}/publish/`, { checkpoint_id: cp }), 404, 'game.not_found');
    await refused(() => ada.client.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: unknownId }), 404, 'checkpoint.not_found');
    await refused(() => ada.client.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: commit }), 404, 'checkpoint.not_found');
    await refused(() => ada.client.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: 'nope' }), 400);
    await refused(() => ada.client.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: cp, owner: 'x' }), 400);
    await refused(() => ada.client.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: cp, publish_message: 'x'.repeat(501) }), 400);
    await refused(() => ada.client.post(`/create/checkpoint/not-a-game/publish/`, { checkpoint_id: cp }), 400);
  });
});
