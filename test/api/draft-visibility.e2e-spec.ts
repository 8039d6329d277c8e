import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { makeStaff } from '../support/account-fixtures.js';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

type Listed = { id: string; published: boolean };

/** Issue 13 item 5: a draft is listed to its creator (and staff) only, by every list route. */
describe.each(databaseTargets())('who sees drafts in the game lists on %s', (target) => {
  let app: TestApp;
  let ada: { client: Client; id: string };
  let bob: { client: Client; id: string };
  let draftId: string;
  let publishedId: string;
  let lastPosition: string;

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ada = await signUp(app.url);
    bob = await signUp(app.url);
    draftId = (await ada.client.post('/api/games', { name: 'Ada draft', description: '' }).expect(201)).body.id;
    publishedId = (await ada.client.post('/api/games', { name: 'Ada release', description: '' }).expect(201)).body.id;
    // Only a checkpoint of something can be published: give the game one asset first.
    await ada.client.post(`/create/mechanic/create-prompt-library-object/${publishedId}/`, { name: 'intro', content: 'Hello' }).expect(201);
    const checkpoint = await ada.client.post('/create/versioning/checkpoints/', { game_id: publishedId, message: 'Release' }).expect(201);
    const published = await ada.client.post(`/create/checkpoint/${publishedId}/publish/`, { checkpoint_id: checkpoint.body.checkpoint_id }).expect(200);
    lastPosition = published.body.position;
  });
  afterAll(async () => app?.close());

  const homeList = async (client: Client | null): Promise<Listed[]> => {
    const response = client
      ? await client.get('/api/games').query({ minPosition: lastPosition })
      : await request(app.url).get('/api/games').query({ minPosition: lastPosition });
    expect(response.status).toBe(200);
    return response.body.games;
  };
  const profileList = async (client: Client | null): Promise<Listed[]> => {
    const response = client ? await client.get(`/get-user-games/${ada.id}`) : await request(app.url).get(`/get-user-games/${ada.id}`);
    expect(response.status).toBe(200);
    return response.body.games;
  };
  const ids = (games: Listed[]) => games.map((g) => g.id);

  it('lists the creator her own draft, marked as a draft, beside her published game', async () => {
    const home = await homeList(ada.client);
    expect(home).toContainEqual(expect.objectContaining({ id: draftId, published: false }));
    expect(home).toContainEqual(expect.objectContaining({ id: publishedId, published: true }));
    const profile = await profileList(ada.client);
    expect(ids(profile).sort()).toEqual([draftId, publishedId].sort());
    expect(profile.find((g) => g.id === draftId)).toMatchObject({ published: false });
  });

  it('never lists her draft to another signed-in user, on the home floor or her profile', async () => {
    const home = await homeList(bob.client);
    expect(ids(home)).toContain(publishedId);
    expect(ids(home)).not.toContain(draftId);
    expect(ids(await profileList(bob.client))).toEqual([publishedId]);
  });

  it('never lists her draft to a signed-out visitor', async () => {
    const home = await homeList(null);
    expect(ids(home)).toContain(publishedId);
    expect(ids(home)).not.toContain(draftId);
    expect(home.every((g) => g.published)).toBe(true);
    expect(ids(await profileList(null))).toEqual([publishedId]);
  });

  it('stops listing a game to others once it is unpublished', async () => {
    const off = await ada.client.post(`/create/checkpoint/${publishedId}/unpublish/`).expect(200);
    lastPosition = off.body.position;
    expect(ids(await homeList(bob.client))).not.toContain(publishedId);
    expect(ids(await profileList(null))).toEqual([]);
    expect(ids(await homeList(ada.client))).toContain(publishedId);
  });

  it('lists every draft to staff', async () => {
    await makeStaff(app, bob.id);
    expect(ids(await homeList(bob.client))).toEqual(expect.arrayContaining([draftId, publishedId]));
    expect(ids(await profileList(bob.client)).sort()).toEqual([draftId, publishedId].sort());
  });
});
