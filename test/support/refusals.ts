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
 * The events written on behalf of one request ("Type on stream", by commit): those whose metadata names its
 * request id (every answer carries it in `X-Request-Id`; background work a request starts, a clone or an
 * agent turn, carries it on). Counting these instead of every event makes a verdict independent of what
 * else is running: a clone an earlier request started may land at any time on a loaded machine.
 */
export const eventsOfRequest = async (app: TestApp, requestId: string): Promise<string[]> =>
  (
    await app.infra.pool.query<{ e: string }>(
      `SELECT type || ' on ' || stream_id AS e FROM "${app.config.schema}".events WHERE metadata->>'requestId' = $1 ORDER BY transaction_id, global_position`,
      [requestId],
    )
  ).rows.map((r) => r.e);

/** The request id an answer names in `X-Request-Id` (every answer of the app does: common/request-id.ts). */
export const namedRequest = (header: unknown): string => {
  if (typeof header !== 'string' || header === '') throw new Error('The answer names no request (X-Request-Id)');
  return header;
};

/** The events the requests behind these answers wrote (supertest answers), in commit order. */
export const writtenBy = async (app: TestApp, ...answers: { headers: Record<string, unknown> }[]): Promise<string[]> =>
  (await Promise.all(answers.map((a) => eventsOfRequest(app, namedRequest(a.headers['x-request-id']))))).flat();

/**
 * Expects the call to be refused with `status` (and `code`), a message in `error`, and nothing written by
 * it. `appOf` is called at each use: suites start their app in beforeAll.
 */
export const refusedBy =
  (appOf: () => TestApp) =>
  async (call: () => PromiseLike<request.Response>, status: number, code?: string): Promise<request.Response> => {
    const response = await call();
    expect(response.status).toBe(status);
    if (code !== undefined) expect(response.body.code).toBe(code);
    expect(response.body.error).toEqual(expect.any(String));
    expect(await eventsOfRequest(appOf(), namedRequest(response.headers['x-request-id']))).toEqual([]);
    return response;
  };
