import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { databaseTargets, eventually } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, uniqueUser } from '../support/users.js';

const unknownId = '7d9f2c1e-0000-4000-8000-000000000000';

describe.each(databaseTargets())('profiles, avatars and user games on %s', (target) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestAppOn(target);
  });
  afterAll(async () => app?.close());

  it("shows a user's public profile, and never their email", async () => {
    const user = { ...uniqueUser(), username: `ada_lovelace_${Date.now() % 100000}` };
    const { id } = await signUp(app.url, user);
    const response = await request(app.url).get(`/api/users/${id}/profile`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id, username: user.username, profileImage: `/api/users/${id}/avatar.svg`, joinedAt: expect.any(String) });
    expect(Date.now() - Date.parse(response.body.joinedAt)).toBeLessThan(10 * 60_000);
    expect(JSON.stringify(response.body)).not.toContain(user.email);
  });

  it('answers 404 for a user that does not exist and 400 for an id that is not a UUID', async () => {
    const missing = await request(app.url).get(`/api/users/${unknownId}/profile`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'User not found', code: 'user.not_found' });
    const bad = await request(app.url).get('/api/users/ada/profile');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('user.invalid_id');
  });

  it('draws an avatar with the initials, cacheable for a day', async () => {
    const { id } = await signUp(app.url, { ...uniqueUser(), username: `grace_hopper_${Date.now() % 100000}` });
    const response = await request(app.url).get(`/api/users/${id}/avatar.svg`).buffer(true).parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => done(null, text));
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('>GH</text>');
    expect(response.body).not.toMatch(/<script|href=/i);
    const again = await request(app.url).get(`/api/users/${id}/avatar.svg`).buffer(true).parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => done(null, text));
    });
    expect(again.body).toBe(response.body);
    const missing = await request(app.url).get(`/api/users/${unknownId}/avatar.svg`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).not.toBe('public, max-age=86400');
  });

  it("lists the games a user created as cards, and nobody else's", async () => {
    const ada = await signUp(app.url);
    const bob = await signUp(app.url);
    await ada.client.post('/api/games', { name: 'Star Miner', description: 'Mine stars' }).expect(201);
    const second = await ada.client.post('/api/games', { name: 'Dodge Arena' }).expect(201);
    await bob.client.post('/api/games', { name: "Bob's Game" }).expect(201);

    // Drafts are listed to their creator (test/api/draft-visibility.e2e-spec.ts covers everyone else).
    const cards = await eventually(async () => {
      const response = await ada.client.get(`/get-user-games/${ada.id}`);
      expect(response.status).toBe(200);
      expect(response.body.games).toHaveLength(2);
      return response.body.games;
    });
    const creator = { id: ada.id, name: ada.user.username, avatar: `/api/users/${ada.id}/avatar.svg` };
    expect(cards).toEqual([
      { id: second.body.id, title: 'Dodge Arena', description: '', image: null, published: false, nsfw: false, category_tags: '', isCloneable: false, creator, remixed_from: null, remix_count: 0 },
      expect.objectContaining({ title: 'Star Miner', description: 'Mine stars', creator }),
    ]);
    const empty = await request(app.url).get(`/get-user-games/${(await signUp(app.url)).id}`);
    expect(empty.body).toEqual({ games: [] });
    expect((await request(app.url).get(`/get-user-games/${unknownId}`)).status).toBe(404);
  });

  it('rebuilds the user_profiles read model from the events into the same rows', async () => {
    const { id } = await signUp(app.url);
    const table = (schema: string) => `"${schema}".user_profiles`;
    await eventually(async () => {
      const { rows } = await app.infra.pool.query(`SELECT id FROM ${table(app.config.schema)} WHERE id = $1`, [id]);
      expect(rows).toHaveLength(1);
    });
    const rebuilt = await app.infra.engine.rebuild('user_profiles', { swap: false });
    // The live rows hold the newest user, so (applied in order) every earlier one as well.
    const rows = async (schema: string) => (await app.infra.pool.query(`SELECT * FROM ${table(schema)} ORDER BY id`)).rows;
    const live = await rows(app.config.schema);
    expect(live.length).toBeGreaterThan(0);
    expect(await rows(rebuilt.schema)).toEqual(live);
  });
});
