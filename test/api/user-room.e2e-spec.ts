// Issue 29 §4: a signed-in socket may join its own `user:<id>` room (and no one else's), where its token
// balance and account changes arrive live, so every open tab of the user follows them.
// Services: the user's room on a server's read models, its messages through the Redis adapter.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { userRoom } from '@tempest/contracts';
import { drainTokens, grantTokens, makeStaff } from '../support/account-fixtures.js';
import { databaseTargets, eventually } from '../support/databases.js';
import { connectSocket, type LiveSocket } from '../support/sockets.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(databaseTargets())("a user's own room on %s", (target) => {
  let app: TestApp;
  let owner: { client: Client; id: string };
  let other: { client: Client; id: string };
  const sockets: LiveSocket[] = [];
  const open = async (client: Client | null) => {
    const live = await connectSocket(app.url, client);
    sockets.push(live);
    return live;
  };
  const heard = (live: LiveSocket, readModel: string) => live.received.filter((m) => m.readModel === readModel && m.id === owner.id);

  beforeAll(async () => {
    app = await startTestAppOn(target);
    owner = await signUp(app.url);
    other = await signUp(app.url);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await app?.close();
  });

  it('lets a signed-in socket join its own room only: another user and an anonymous socket are refused', async () => {
    const mine = await open(owner.client);
    expect(await mine.subscribe({ room: userRoom(owner.id) })).toEqual({ ok: true, room: userRoom(owner.id) });
    expect(await (await open(other.client)).subscribe({ room: userRoom(owner.id) })).toEqual({ ok: false, error: expect.any(String), code: 'user.forbidden' });
    expect(await (await open(other.client)).subscribe({ room: userRoom(owner.id).toUpperCase().replace('USER:', 'user:') })).toMatchObject({ ok: false, code: 'user.forbidden' });
    expect(await (await open(null)).subscribe({ room: userRoom(owner.id) })).toEqual({ ok: false, error: 'Authentication required', code: 'auth.required' });
    expect(await mine.subscribe({ room: 'user:not-a-uuid' })).toEqual({ ok: false, error: 'Unknown room' });
  });

  it("brings a token grant, a spend and an account change to the user's open tabs, and to no one else", async () => {
    const tabs = [await open(owner.client), await open(owner.client)];
    for (const tab of tabs) expect(await tab.subscribe({ room: userRoom(owner.id) })).toMatchObject({ ok: true });
    const theirs = await open(other.client);
    expect(await theirs.subscribe({ room: userRoom(other.id) })).toMatchObject({ ok: true });
    await theirs.subscribe({ room: userRoom(owner.id) });
    const anonymous = await open(null);
    await anonymous.subscribe({ room: userRoom(owner.id) });

    // Each change is heard once more by every tab (a batch sends one message per user).
    const heardMore = async (readModel: string, change: () => Promise<unknown>) => {
      const before = tabs.map((tab) => heard(tab, readModel).length);
      await change();
      for (const [i, tab] of tabs.entries()) await eventually(() => expect(heard(tab, readModel).length).toBeGreaterThan(before[i]));
    };
    await heardMore('tokens', () => grantTokens(app, owner.id, 50));
    await heardMore('tokens', () => drainTokens(app, owner.id));
    await heardMore('user_profiles', () => owner.client.put('/api/user/onboarding', { purposes: ['fun'], experienceLevel: 'beginner', gameTypeInterests: ['quiz'], outcome: 'answered' }).expect(200));
    await heardMore('user_profiles', () => makeStaff(app, owner.id));
    for (const tab of tabs) {
      expect(heard(tab, 'tokens')[0]).toEqual({ readModel: 'tokens', id: owner.id, assetType: null, position: expect.stringMatching(/^\d+\.\d+$/) });
      expect(tab.received.every((m) => m.id === owner.id)).toBe(true);
    }
    await pause(300);
    expect(theirs.received).toEqual([]);
    expect(anonymous.received).toEqual([]);
  });
});
