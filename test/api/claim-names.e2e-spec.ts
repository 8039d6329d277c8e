// Issue 28 §2/§3: uniqueness claims are named by a keyed hash, never by the email or username (docs/personal-data.md, "Stream names").
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { ExplorerEvent } from '@tempest/contracts';
import { userDecider, userStreamId, type ClaimStreams } from '@tempest/domain';
import { claimName } from '../../apps/api/src/accounts/claims.js';
import { hashPassword } from '../../apps/api/src/accounts/security/passwords.js';
import { UserDirectory } from '../../apps/api/src/accounts/user-directory.js';
import { systemMetadata } from '../../apps/api/src/common/actor.js';
import { makeStaff } from '../support/account-fixtures.js';
import { databaseTargets, eventually } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { logIn, newClient, signUp, uniqueUser, type Client } from '../support/users.js';

describe.each(databaseTargets())('claim names on %s', (target) => {
  let app: TestApp;
  let staff: Awaited<ReturnType<typeof signUp>>;
  let client: Client;

  const claimOf = (kind: 'email' | 'username', value: string): ClaimStreams => app.app.get(UserDirectory).claimOf(kind, value);
  const streamIdsHolding = async (text: string) =>
    (await app.infra.pool.query<{ stream_id: string }>(`SELECT DISTINCT stream_id FROM "${app.config.schema}".events WHERE lower(stream_id) LIKE $1`, [`%${text.toLowerCase()}%`])).rows.map((r) => r.stream_id);
  const typesOf = async (streamId: string) => (await app.infra.store.readStream(streamId).catch(() => [])).map((e) => e.type);
  const register = (user: { username: string; email: string; password: string }) => client.form('/create-and-verify/', { ...user, password_confirm: user.password });

  /** An account whose claims were recorded before names were hashed: `useremail-<email>`, `username-<name>`. */
  const legacyAccount = async () => {
    const user = uniqueUser();
    const userId = randomUUID();
    const metadata = systemMetadata(new Date().toISOString());
    for (const streamId of [`useremail-${user.email}`, `username-${user.username}`]) {
      await app.infra.store.append(streamId, [{ id: randomUUID(), type: 'NameClaimed', data: { userId, at: metadata.timestamp }, metadata }], 'no_stream');
    }
    const data = { userId, username: user.username, email: user.email, passwordHash: await hashPassword(user.password), via: 'password' as const, googleSub: null, emailVerified: true, now: metadata.timestamp };
    await app.infra.runner.run({ decider: userDecider, streamId: userStreamId(userId), command: { type: 'RegisterUser', data } }, { metadata });
    return { user, userId };
  };

  beforeAll(async () => {
    app = await startTestAppOn(target);
    staff = await signUp(app.url);
    await makeStaff(app, staff.id);
    client = await newClient(app.url);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('registers with claims named by a keyed hash: no stream in the events table or the event index holds the email or username', async () => {
    const ada = await signUp(app.url);
    expect(await streamIdsHolding(ada.user.email)).toEqual([]);
    expect(await streamIdsHolding(ada.user.username)).toEqual([]);
    const email = claimOf('email', ada.user.email);
    const username = claimOf('username', ada.user.username);
    expect(email.hashed).toMatch(/^useremail-hmac:[0-9a-f]{32}$/);
    expect(await typesOf(email.hashed)).toEqual(['NameClaimed']);
    expect(await typesOf(username.hashed)).toEqual(['NameClaimed']);
    expect(await typesOf(email.legacy)).toEqual([]);
    // The event index (what the explorer reads) names the same streams, even to staff.
    const listed = await eventually(async () => {
      const events = (await staff.client.get('/api/analytics/events/').query({ category: 'useremail', limit: '200' }).expect(200)).body.events as ExplorerEvent[];
      if (!events.some((e) => e.stream_id === email.hashed)) throw new Error('not indexed yet');
      return events;
    });
    expect(JSON.stringify(listed)).not.toContain(ada.user.email);
  });

  it('refuses an email or username taken in the hashed form, whatever its case, and frees the email when the username was taken', async () => {
    const first = uniqueUser();
    expect((await register(first)).status).toBe(201);
    const sameEmail = await register({ ...uniqueUser(), email: ` ${first.email.toUpperCase()}` });
    expect([sameEmail.status, sameEmail.body.error]).toEqual([409, 'An account with this email already exists.']);
    const other = uniqueUser();
    const sameName = await register({ ...other, username: first.username.toUpperCase() });
    expect([sameName.status, sameName.body.error]).toEqual([409, 'This username is taken.']);
    expect(await typesOf(claimOf('email', other.email).hashed)).toEqual(['NameClaimed', 'NameReleased']);
  });

  it('lets exactly one of parallel registrations of one email, or of one username, win', async () => {
    const email = uniqueUser().email;
    const byEmail = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => register({ ...uniqueUser(), email: i % 2 ? email.toUpperCase() : email })));
    expect(byEmail.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await typesOf(claimOf('email', email).hashed)).toEqual(['NameClaimed']);
    const username = uniqueUser().username;
    const others = [0, 1, 2, 3, 4, 5].map(() => uniqueUser());
    const byName = await Promise.all(others.map((user) => register({ ...user, username })));
    expect(byName.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await typesOf(claimOf('username', username).hashed)).toEqual(['NameClaimed']);
    // Each loser's email, claimed before its username was refused, is free again.
    const losers = others.filter((_, i) => byName[i].status === 409);
    for (const user of losers) expect(await typesOf(claimOf('email', user.email).hashed)).toEqual(['NameClaimed', 'NameReleased']);
    // Claims started at the same instant (over HTTP, password hashing spreads them out): still one winner.
    const claim = claimOf('email', uniqueUser().email);
    const metadata = systemMetadata(new Date().toISOString());
    const won = await Promise.all(Array.from({ length: 10 }, () => claimName(app.infra.store, claim, randomUUID(), metadata)));
    expect(won.filter(Boolean).length).toBe(1);
    expect(await typesOf(claim.hashed)).toEqual(['NameClaimed']);
  });

  it('still counts claims recorded under the plain name: sign-in finds the account, its email and username are refused to others', async () => {
    const { user, userId } = await legacyAccount();
    expect((await (await logIn(app.url, user)).get('/api/me').expect(200)).body).toMatchObject({ isAuthenticated: true, userEmail: user.email, userPk: userId });
    const sameEmail = await register({ ...uniqueUser(), email: user.email.toUpperCase() });
    expect([sameEmail.status, sameEmail.body.error]).toEqual([409, 'An account with this email already exists.']);
    const other = uniqueUser();
    const sameName = await register({ ...other, username: user.username });
    expect([sameName.status, sameName.body.error]).toEqual([409, 'This username is taken.']);
    // Neither refusal wrote a hashed claim of the taken names.
    expect(await typesOf(claimOf('email', user.email).hashed)).toEqual([]);
    expect(await typesOf(claimOf('username', user.username).hashed)).toEqual([]);
  });

  it('erasure releases both forms: a plain-name claim and a hashed one, and the names can be registered again', async () => {
    const old = await legacyAccount();
    const erasedOld = await staff.client.post(`/api/staff/users/${old.userId}/erase/`, { reason: 'asked by mail' }).expect(200);
    expect(erasedOld.body.reached.names).toBe(2);
    expect(await typesOf(`useremail-${old.user.email}`)).toEqual(['NameClaimed', 'NameReleased']);
    expect(await typesOf(`username-${old.user.username}`)).toEqual(['NameClaimed', 'NameReleased']);
    expect((await register(old.user)).status).toBe(201);
    expect(await typesOf(claimOf('email', old.user.email).hashed)).toEqual(['NameClaimed']);

    const ada = await signUp(app.url);
    const erased = await ada.client.post('/api/user/erase/', { password: ada.user.password, confirm: true }).expect(200);
    expect(erased.body.reached.names).toBe(2);
    expect(await typesOf(claimOf('username', ada.user.username).hashed)).toEqual(['NameClaimed', 'NameReleased']);
    const again = await signUp(app.url, ada.user);
    expect(again.id).not.toBe(ada.id);
    expect(await typesOf(claimOf('email', ada.user.email).hashed)).toEqual(['NameClaimed', 'NameReleased', 'NameClaimed']);
  }, 60_000);
});
