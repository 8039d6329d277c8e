import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { userDecider, userStreamId, type UserCommand } from '@tempest/domain';
import { claimName } from '../../apps/api/src/accounts/claims.js';
import { SessionStore } from '../../apps/api/src/accounts/security/session.store.js';
import { UserDirectory } from '../../apps/api/src/accounts/user-directory.js';
import { systemMetadata } from '../../apps/api/src/common/actor.js';
import { TokenLedger } from '../../apps/api/src/tokens/token-ledger.service.js';
import type { TestApp } from './test-app.js';

const execute = (app: TestApp, userId: string, command: UserCommand) =>
  app.infra.runner.run({ decider: userDecider, streamId: userStreamId(userId), command }, { metadata: systemMetadata(new Date().toISOString()) });

/** Makes an account staff, as `npm run staff -- grant <email>` does (that script has its own test). */
export const makeStaff = (app: TestApp, userId: string) =>
  execute(app, userId, { type: 'SetStaff', data: { isStaff: true, by: null, now: new Date().toISOString() } });

/** Ends an account's staff role, as `npm run staff -- revoke <email>` does: an event written outside the API's requests. */
export const revokeStaff = (app: TestApp, userId: string) =>
  execute(app, userId, { type: 'SetStaff', data: { isStaff: false, by: null, now: new Date().toISOString() } });

/**
 * A verified account with a session, written straight to the event store: unlike signing up over HTTP
 * (whose answers show the token balance), nothing has read its tokens yet, so its first weekly grant is
 * still due. `get` sends the session cookie (reads need no CSRF token).
 */
export const accountWithoutTokens = async (app: TestApp) => {
  const userId = randomUUID();
  const suffix = randomBytes(4).toString('hex');
  const username = `quiet_${suffix}`;
  const email = `quiet.${suffix}@example.com`;
  const users = app.app.get(UserDirectory);
  await claimName(app.infra.store, users.claimOf('email', email), userId, systemMetadata(new Date().toISOString()));
  await claimName(app.infra.store, users.claimOf('username', username), userId, systemMetadata(new Date().toISOString()));
  const now = new Date().toISOString();
  await execute(app, userId, {
    type: 'RegisterUser',
    data: { userId, username, email, passwordHash: null, via: 'password', googleSub: null, emailVerified: true, now },
  });
  const { token } = await app.app.get(SessionStore).create(userId, true);
  const cookie = `sessionid=${token}`;
  return { userId, username, email, cookie, get: (url: string, path: string) => request(url).get(path).set('Cookie', cookie) };
};

/** Makes an account an analyst, as `npm run staff -- grant-analyst <email>` does. */
export const makeAnalyst = (app: TestApp, userId: string) =>
  execute(app, userId, { type: 'SetAnalyst', data: { isAnalyst: true, by: null, now: new Date().toISOString() } });

const tokenMetadata = () => ({ actorId: null, actorKind: 'system' as const, model: null, correlationId: 'test', causationId: null, requestId: null, timestamp: new Date().toISOString() });

/** Adds tokens to an account, as a purchase (for suites that run more turns than a week's allowance). */
export const grantTokens = (app: TestApp, userId: string, amount: number) =>
  app.app.get(TokenLedger).purchase(userId, { amount, note: 'test', by: null }, tokenMetadata());

/** Spends an account's whole balance, so its next agent turn or assistant question is refused for want of tokens. */
export const drainTokens = async (app: TestApp, userId: string) => {
  const ledger = app.app.get(TokenLedger);
  await ledger.consume(userId, { model: 'tempest-offline', inputTokens: 0, outputTokens: 0, amount: await ledger.balanceOf(userId), reason: 'test' }, tokenMetadata());
};
