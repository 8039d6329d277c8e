import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { tokenStreamId } from '@tempest/domain';
import type { EventMetadata } from '@tempest/event-store';
import { toHttpError } from '../../apps/api/src/common/error-mapping.js';
import { READ_DB } from '../../apps/api/src/infrastructure/read-db.module.js';
import { TokenLedger } from '../../apps/api/src/tokens/token-ledger.service.js';
import { accountWithoutTokens, makeStaff } from '../support/account-fixtures.js';
import { databaseTargets } from '../support/databases.js';
import { sameDatabaseTwice, startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

// Services: parallel token spending and balances on many connections.

const metadata = (): EventMetadata => ({
  actorId: null,
  actorKind: 'agent',
  model: 'gpt-5',
  correlationId: 'test',
  causationId: null,
  requestId: null,
  timestamp: new Date().toISOString(),
});
const usage = (amount: number) => ({ model: 'gpt-5', inputTokens: 1800, outputTokens: 600, amount, reason: 'Game generation' });
const today = () => new Date().toISOString().slice(0, 10);

describe.each(databaseTargets())('token ledger API on %s', (target) => {
  let app: TestApp;
  let staff: Client;
  const grantsOf = async (userId: string) =>
    (await app.infra.store.readStream(tokenStreamId(userId))).filter((e) => e.type === 'WeeklyTokensGranted');

  beforeAll(async () => {
    app = await startTestAppOn(target);
    const signedUp = await signUp(app.url);
    staff = signedUp.client;
    await makeStaff(app, signedUp.id);
  });
  afterAll(async () => app?.close());

  it('asks a signed-out visitor to sign in', async () => {
    for (const path of ['/api/user/tokens/balance', '/api/user/tokens/history']) {
      const response = await request(app.url).get(path);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Authentication required', code: 'auth.required' });
    }
  });

  it('grants the weekly allowance exactly once, even to ten reads at the same moment', async () => {
    const user = await accountWithoutTokens(app);
    expect(await grantsOf(user.userId)).toHaveLength(0);
    const answers = await Promise.all(Array.from({ length: 10 }, () => user.get(app.url, '/api/user/tokens/balance')));
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array.from({ length: 10 }, () => [200, { tokens: 1000 }]));
    expect(await grantsOf(user.userId)).toHaveLength(1);
  });

  it('grants next week\'s allowance once more when the week turns (ten readers on a later clock)', async () => {
    const user = await accountWithoutTokens(app);
    await user.get(app.url, '/api/user/tokens/balance').expect(200, { tokens: 1000 });
    const nextWeek = new Date(Date.now() + 7 * 86_400_000);
    const later = new TokenLedger(app.infra.runner, app.infra.engine, app.app.get(READ_DB), {
      weeklyTokens: 1000,
      clock: () => nextWeek,
    });
    const balances = await Promise.all(Array.from({ length: 10 }, () => later.balanceOf(user.userId)));
    expect(balances).toEqual(Array.from({ length: 10 }, () => 2000));
    expect((await grantsOf(user.userId)).map((e) => (e.data as { amount: number }).amount)).toEqual([1000, 1000]);
  });

  it('lets staff record a purchase: the balance rises at once and the history shows it first', async () => {
    const { client, id } = await signUp(app.url);
    const recorded = await staff.post(`/api/staff/users/${id}/tokens`, { amount: 5000, note: ' Invoice 2026-118 ' });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ userId: id, tokens: 6000 });
    await client.get('/api/user/tokens/balance').expect(200, { tokens: 6000 });

    const history = await client.get('/api/user/tokens/history');
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({ tokens: 6000, weekly_allowance: 1000 });
    expect(history.body.next_allocation_days).toBeGreaterThanOrEqual(1);
    expect(history.body.next_allocation_days).toBeLessThanOrEqual(7);
    expect(history.body.entries).toEqual([
      expect.objectContaining({ kind: 'purchase', amount: 5000, balance_after: 6000, note: 'Invoice 2026-118', model: null }),
      expect.objectContaining({ kind: 'weekly_allowance', amount: 1000, balance_after: 1000 }),
    ]);
    expect(history.body.usage).toHaveLength(30);
    expect(history.body.usage.at(-1)).toEqual({ day: today(), consumed: 0, granted: 6000 });
    const purchase = (await app.infra.store.readStream(tokenStreamId(id))).at(-1)!;
    expect(purchase).toMatchObject({ type: 'TokensPurchased', data: { by: expect.any(String) }, metadata: { actorKind: 'user' } });
    expect(purchase.metadata.actorId).toBe((purchase.data as { by: string }).by);
  });

  it('refuses purchases from anyone but staff, and bad amounts, and writes nothing', async () => {
    const { client, id } = await signUp(app.url);
    const before = (await app.infra.store.readStream(tokenStreamId(id))).length;
    const notStaff = await client.post(`/api/staff/users/${id}/tokens`, { amount: 100 });
    expect(notStaff.status).toBe(403);
    expect(notStaff.body.code).toBe('auth.staff_only');
    const anonymous = await (await newClient(app.url)).post(`/api/staff/users/${id}/tokens`, { amount: 100 });
    expect(anonymous.status).toBe(401);
    for (const body of [{ amount: 0 }, { amount: 1_000_001 }, { amount: 2.5 }, { amount: '100' }, {}, { amount: 5, note: 'n'.repeat(201) }]) {
      const refused = await staff.post(`/api/staff/users/${id}/tokens`, body);
      expect([JSON.stringify(body), refused.status, refused.body.code]).toEqual([JSON.stringify(body), 400, 'request.invalid']);
    }
    const unknown = await staff.post('/api/staff/users/7d9f2c1e-0000-4000-8000-000000000000/tokens', { amount: 100 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('user.not_found');
    expect((await staff.post('/api/staff/users/not-a-uuid/tokens', { amount: 100 })).status).toBe(400);
    expect((await app.infra.store.readStream(tokenStreamId(id))).length).toBe(before);
  });

  it('records consumption for the history, and answers out_of_tokens (429) with the days until the refill', async () => {
    const { client, id } = await signUp(app.url);
    const ledger = app.app.get(TokenLedger);
    await expect(ledger.consume(id, usage(400), metadata())).resolves.toMatchObject({ balance: 600 });
    await client.get('/api/user/tokens/balance').expect(200, { tokens: 600 });

    const refused = await ledger.consume(id, usage(601), metadata()).catch((error: unknown) => error);
    const { status, body } = toHttpError(refused);
    expect(status).toBe(429);
    expect(body).toEqual({
      error: "You've run out of tokens.",
      code: 'out_of_tokens',
      error_code: 'out_of_tokens',
      next_allocation_days: expect.any(Number),
      details: undefined,
    });
    expect(body.next_allocation_days).toBeGreaterThanOrEqual(1);
    expect(body.next_allocation_days).toBeLessThanOrEqual(7);

    const history = await client.get('/api/user/tokens/history');
    expect(history.body.tokens).toBe(600);
    expect(history.body.entries[0]).toEqual({
      id: expect.any(String),
      kind: 'consumption',
      amount: -400,
      balance_after: 600,
      model: 'gpt-5',
      input_tokens: 1800,
      output_tokens: 600,
      note: 'Game generation',
      at: expect.any(String),
    });
    expect(history.body.entries).toHaveLength(2);
    expect(history.body.usage.at(-1)).toEqual({ day: today(), consumed: 400, granted: 1000 });
  });

  it('rebuilds the token_ledger read model from the events into the same rows', async () => {
    const { id } = await signUp(app.url);
    await staff.post(`/api/staff/users/${id}/tokens`, { amount: 250, note: 'rebuild me' }).expect(200);
    await app.app.get(TokenLedger).consume(id, usage(100), metadata());
    await app.app.get(TokenLedger).history(id); // waits until the live rows hold the last event
    const rebuilt = await app.infra.engine.rebuild('token_ledger', { swap: false });
    const rows = async (schema: string) =>
      (await app.infra.pool.query(`SELECT * FROM "${schema}".token_ledger WHERE user_id = $1 ORDER BY revision`, [id])).rows;
    const live = await rows(app.config.schema);
    expect(live.map((r) => [r.kind, Number(r.amount), Number(r.balance_after)])).toEqual([
      ['weekly_allowance', 1000, 1000],
      ['purchase', 250, 1250],
      ['consumption', -100, 1150],
    ]);
    expect(await rows(rebuilt.schema)).toEqual(live);
  });
});

describe.each(databaseTargets())('the weekly allowance across a restart on %s', (target) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('is not granted again after the API restarts on the same database', async () => {
    const database = await sameDatabaseTwice(target);
    cleanups.push(database.drop);
    const first = await database.start();
    const user = await accountWithoutTokens(first);
    await user.get(first.url, '/api/user/tokens/balance').expect(200, { tokens: 1000 });
    await first.close();

    const second = await database.start();
    cleanups.push(() => second.close());
    await user.get(second.url, '/api/user/tokens/balance').expect(200, { tokens: 1000 });
    const history = await user.get(second.url, '/api/user/tokens/history');
    expect(history.body.entries).toEqual([expect.objectContaining({ kind: 'weekly_allowance', amount: 1000, balance_after: 1000 })]);
    const events = await second.infra.store.readStream(tokenStreamId(user.userId));
    expect(events.map((e) => e.type)).toEqual(['WeeklyTokensGranted']);
  });
});
