import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { userStreamId } from '@tempest/domain';
import { makeStaff } from '../support/account-fixtures.js';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

describe.each(databaseTargets())('subscription status and Legend on %s', (target) => {
  let app: TestApp;
  let staff: Client;
  let staffId: string;

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: staff, id: staffId } = await signUp(app.url));
    await makeStaff(app, staffId);
  });
  afterAll(async () => app?.close());

  it('tells a signed-out visitor they are not premium and points to the pricing page', async () => {
    const response = await request(app.url).get('/api/subscription/status/');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ is_premium: false, subscription_url: '/pricing/' });
  });

  it('shows Legend as soon as staff grants it, and no longer once staff ends it', async () => {
    const { client, id } = await signUp(app.url);
    await client.get('/api/subscription/status/').expect(200, { is_premium: false, subscription_url: '/pricing/' });

    const granted = await staff.post(`/api/staff/users/${id}/legend`, { is_premium: true });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ userId: id, is_premium: true, position: expect.stringMatching(/^\d+\.\d+$/) });
    await client.get('/api/subscription/status/').expect(200, { is_premium: true, subscription_url: '/pricing/' });
    expect((await client.get('/api/me')).body.isPremium).toBe(true);

    const again = await staff.post(`/api/staff/users/${id}/legend`, { is_premium: true });
    expect(again.body).toMatchObject({ is_premium: true, position: null }); // nothing to change

    await staff.post(`/api/staff/users/${id}/legend`, { is_premium: false }).expect(200);
    await client.get('/api/subscription/status/').expect(200, { is_premium: false, subscription_url: '/pricing/' });

    const events = await app.infra.store.readStream(userStreamId(id));
    const legend = events.filter((e) => e.type === 'LegendGranted' || e.type === 'LegendRevoked');
    expect(legend.map((e) => [e.type, e.data, e.metadata.actorId])).toEqual([
      ['LegendGranted', { by: staffId, at: expect.any(String) }, staffId],
      ['LegendRevoked', { by: staffId, at: expect.any(String) }, staffId],
    ]);
  });

  it('lets only staff change Legend, for users that exist, with a boolean', async () => {
    const { client, id } = await signUp(app.url);
    const own = await client.post(`/api/staff/users/${id}/legend`, { is_premium: true });
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ error: 'Only staff can do this.', code: 'auth.staff_only' });
    expect((await (await newClient(app.url)).post(`/api/staff/users/${id}/legend`, { is_premium: true })).status).toBe(401);
    expect((await staff.post(`/api/staff/users/${id}/legend`, { is_premium: 'yes' })).body.code).toBe('request.invalid');
    expect((await staff.post(`/api/staff/users/${id}/legend`, {})).status).toBe(400);
    const unknown = await staff.post('/api/staff/users/7d9f2c1e-0000-4000-8000-000000000000/legend', { is_premium: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('user.not_found');
    await client.get('/api/subscription/status/').expect(200, { is_premium: false, subscription_url: '/pricing/' });
  });
});
