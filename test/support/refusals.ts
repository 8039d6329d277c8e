import { expect } from '@jest/globals';
import type request from 'supertest';
import type { TestApp } from './test-app.js';

/**
 * Every event in the store, counted in SQL: reading `$all` could miss an event a still-open older
 * transaction hides from catch-up readers on PostgreSQL.
 */
export const eventCount = async (app: TestApp): Promise<number> =>
  (await app.infra.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${app.config.schema}".events`)).rows[0].n;

/**
 * The events committed after the first `count` ("Type on stream"), by commit. Not the store's `headPosition`:
 * that stops before any transaction still open in the database, so under load it lags behind events
 * already committed, which then look written later.
 */
export const eventsAfter = async (app: TestApp, count: number): Promise<string[]> =>
  (
    await app.infra.pool.query<{ e: string }>(
      `SELECT type || ' on ' || stream_id AS e FROM "${app.config.schema}".events ORDER BY transaction_id, global_position OFFSET $1`,
      [count],
    )
  ).rows.map((r) => r.e);

/**
 * Expects the call to be refused with `status` (and `code`), a message in `error`, and nothing written.
 * `appOf` is called at each use: suites start their app in beforeAll.
 */
export const refusedBy =
  (appOf: () => TestApp) =>
  async (call: () => PromiseLike<request.Response>, status: number, code?: string): Promise<request.Response> => {
    const app = appOf();
    const before = await eventCount(app);
    const response = await call();
    expect(response.status).toBe(status);
    if (code !== undefined) expect(response.body.code).toBe(code);
    expect(response.body.error).toEqual(expect.any(String));
    expect(await eventCount(app)).toBe(before);
    return response;
  };
