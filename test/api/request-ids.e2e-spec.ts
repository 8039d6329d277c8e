// Issue 28 §1: what a client may put into every event's metadata. X-Correlation-Id is taken only as a UUID
// from the studio's own web app for a signed-in user (a session and the CSRF double-submit); X-Request-Id
// only as a short id that cannot start a spreadsheet formula (apps/api/src/common/actor.ts, logger.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

type Metadata = { correlationId: string; requestId: string | null; actorId: string | null };

describe.each(databaseTargets())('request and correlation ids on %s', (target) => {
  let app: TestApp;
  let user: Client;
  let creator: Client;
  let gameId: string;

  /** The metadata of every event the request of this `X-Request-Id` answer wrote. */
  const written = async (response: { headers: Record<string, string> }): Promise<Metadata[]> => {
    const requestId = response.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    const { rows } = await app.infra.pool.query<{ metadata: Metadata }>(`SELECT metadata FROM "${app.config.schema}".events WHERE metadata->>'requestId' = $1`, [requestId]);
    expect(rows.length).toBeGreaterThan(0);
    return rows.map((r) => r.metadata);
  };
  const newGame = (client: Client, headers: Record<string, string>) => client.post('/api/games').set(headers).send({ name: 'Correlated' }).expect(201);

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: user } = await signUp(app.url));
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games', { name: 'Published' }).expect(201)).body.id;
    const checkpointId = (await creator.post(`/create/checkpoint/${gameId}/create/`, { title: 'v1' }).expect(200)).body.checkpoint_id;
    await creator.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: checkpointId, publish_message: 'v1' }).expect(200);
  });
  afterAll(async () => app?.close());

  it("carries the web app's own correlation id (a UUID, signed in, with the CSRF token) into every event of the request", async () => {
    const correlation = randomUUID().toUpperCase();
    const events = await written(await newGame(user, { 'X-Correlation-Id': correlation }));
    expect(events.map((m) => m.correlationId)).toEqual(events.map(() => correlation.toLowerCase()));
  });

  it('replaces a correlation id that is not a UUID, or that an anonymous caller sends, by the request id', async () => {
    for (const forged of ['=cmd|\' /C calc\'!A0', '+1+1', 'chain-of-someone-else', `urn:uuid:${randomUUID()}`, 'x'.repeat(100)]) {
      const response = await newGame(user, { 'X-Correlation-Id': forged });
      for (const metadata of await written(response)) expect(metadata.correlationId).toBe(response.headers['x-request-id']);
    }
    const visitor = await newClient(app.url);
    const started = await visitor.post(`/play/start-game/${gameId}/`).set('X-Correlation-Id', randomUUID()).send({}).expect(200);
    const events = await written(started);
    expect(events.map((m) => m.correlationId)).toEqual(events.map(() => started.headers['x-request-id']));
  });

  it('keeps a short X-Request-Id as sent and replaces one that could start a formula or is too long', async () => {
    const kept = await newGame(user, { 'X-Request-Id': 'web.req-42_a' });
    expect(kept.headers['x-request-id']).toBe('web.req-42_a');
    expect((await written(kept)).map((m) => m.requestId)).toContain('web.req-42_a');
    for (const refused of ['-2-3', '-cmd', '=1+1', '@SUM(A1)', 'a b', 'x'.repeat(101)]) {
      const response = await newGame(user, { 'X-Request-Id': refused });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect((await written(response)).every((m) => m.requestId === response.headers['x-request-id'] && m.correlationId === response.headers['x-request-id'])).toBe(true);
    }
  });
});
