// Issue 11: socket.io rooms. `game:<id>` carries a game's working-tree changes (asset ids, versioning),
// so only who may read them over HTTP — the creator or staff — may join it; other users and anonymous
// sockets get an error ack and none of the game's changes. Malformed messages (wrong types, a 1 MB
// string, deep nesting, unknown events, binary, broken packets) must not take the server down: it still
// answers /health and other sockets keep working.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { STAFF_ROOM } from '@tempest/contracts';
import { makeAnalyst, makeStaff, revokeStaff } from '../support/account-fixtures.js';
import { databaseTargets, eventually } from '../support/databases.js';
import { connectSocket, type LiveSocket } from '../support/sockets.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(databaseTargets())('socket.io rooms on %s', (target) => {
  let app: TestApp;
  let owner: Client;
  let other: Client;
  let staff: Client;
  let gameId: string;
  let renames = 0;
  const sockets: LiveSocket[] = [];
  const open = async (client: Client | null) => {
    const live = await connectSocket(app.url, client);
    sockets.push(live);
    return live;
  };
  const room = () => `game:${gameId}`;
  /** The owner changes the game: a rename (readModel games) and a new entity (readModel assets). */
  const changeGame = async () => {
    await owner.post(`/api/games/${gameId}/rename`, { name: `Private ${++renames}` }).expect(200);
    return (await owner.post(`/create/entities/${gameId}/create_entity/`, { entity_type: 'crate' }).expect(201)).body.entity.id as string;
  };
  /** Waits until `listener` has heard both changes, then a little longer for anything sent elsewhere. */
  const heardChanges = async (listener: LiveSocket, entityId: string) => {
    await eventually(() => {
      expect(listener.received).toContainEqual(expect.objectContaining({ readModel: 'games', id: gameId }));
      expect(listener.received).toContainEqual(expect.objectContaining({ readModel: 'assets', id: entityId, assetType: 'entity' }));
    });
    await pause(300);
  };

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: owner } = await signUp(app.url));
    ({ client: other } = await signUp(app.url));
    const staffUser = await signUp(app.url);
    await makeStaff(app, staffUser.id);
    staff = staffUser.client;
    gameId = (await owner.post('/api/games', { name: 'Private' }).expect(201)).body.id as string;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await app?.close();
  });

  it("lets the game's creator and staff join its room and hear its changes", async () => {
    const mine = await open(owner);
    const staffs = await open(staff);
    expect(await mine.subscribe({ room: room() })).toEqual({ ok: true, room: room() });
    expect(await staffs.subscribe({ room: room() })).toEqual({ ok: true, room: room() });
    const entityId = await changeGame();
    await heardChanges(mine, entityId);
    await heardChanges(staffs, entityId);
  });

  it('refuses another user the room of a game they do not own, and none of its changes reach them', async () => {
    const mine = await open(owner);
    const theirs = await open(other);
    await mine.subscribe({ room: room() });
    expect(await theirs.subscribe({ room: room() })).toEqual({ ok: false, error: expect.any(String), code: 'game.forbidden' });
    expect(await theirs.subscribe({ room: room().toUpperCase().replace('GAME:', 'game:') })).toMatchObject({ ok: false, code: 'game.forbidden' });
    const entityId = await changeGame();
    await heardChanges(mine, entityId);
    expect(theirs.received).toEqual([]);
  });

  it('refuses anonymous sockets the room of a private game, and of a game that does not exist', async () => {
    const mine = await open(owner);
    const anonymous = await open(null);
    await mine.subscribe({ room: room() });
    expect(await anonymous.subscribe({ room: room() })).toEqual({ ok: false, error: expect.any(String), code: 'auth.required' });
    expect(await (await open(other)).subscribe({ room: 'game:7d9f2c1e-0000-4000-8000-000000000000' })).toMatchObject({ ok: false, code: 'game.not_found' });
    const entityId = await changeGame();
    await heardChanges(mine, entityId);
    expect(anonymous.received).toEqual([]);
  });

  it('still lets anyone join the public rooms (the game list, global components)', async () => {
    const anonymous = await open(null);
    expect(await anonymous.subscribe({ room: 'games' })).toEqual({ ok: true, room: 'games' });
    expect(await anonymous.subscribe({ room: 'components' })).toEqual({ ok: true, room: 'components' });
  });

  it('refuses a handshake from another origin (a sandboxed frame\'s "null" too); takes its own origin and none (not a browser)', async () => {
    for (const origin of ['https://evil.example', 'null', `http://evil.example:${new URL(app.url).port}`]) {
      const refusal = await connectSocket(app.url, owner, { origin }).then(
        (live) => (live.close(), 'connected'),
        (error: Error) => error.message,
      );
      expect([origin, refusal]).toEqual([origin, expect.not.stringMatching(/^connected$/)]);
    }
    for (const headers of [{ origin: app.url }, {}] as Record<string, string>[]) {
      const live = await connectSocket(app.url, owner, headers);
      sockets.push(live);
      expect(await live.subscribe({ room: room() })).toEqual({ ok: true, room: room() });
    }
  });

  it("takes a socket out of the rooms its user may no longer join when a role is revoked (over HTTP, or as the CLI does), and says so", async () => {
    const analystUser = await signUp(app.url);
    await makeAnalyst(app, analystUser.id);
    const analyst = await open(analystUser.client);
    expect(await analyst.subscribe({ room: STAFF_ROOM })).toEqual({ ok: true, room: STAFF_ROOM });
    const formerStaffUser = await signUp(app.url);
    await makeStaff(app, formerStaffUser.id);
    const formerStaff = await open(formerStaffUser.client);
    expect(await formerStaff.subscribe({ room: STAFF_ROOM })).toEqual({ ok: true, room: STAFF_ROOM });
    expect(await formerStaff.subscribe({ room: room() })).toEqual({ ok: true, room: room() });
    expect(await formerStaff.subscribe({ room: 'games' })).toEqual({ ok: true, room: 'games' });
    const control = await open(staff);
    expect(await control.subscribe({ room: STAFF_ROOM })).toEqual({ ok: true, room: STAFF_ROOM });
    expect(await control.subscribe({ room: room() })).toEqual({ ok: true, room: room() });

    await staff.post(`/api/staff/users/${analystUser.id}/analyst`, { is_analyst: false }).expect(200);
    await revokeStaff(app, formerStaffUser.id);
    await eventually(() => {
      expect(analyst.left).toEqual([{ room: STAFF_ROOM, error: expect.any(String), code: 'auth.analyst_only' }]);
      expect(formerStaff.left.map((l) => [l.room, l.code]).sort()).toEqual([[room(), 'game.forbidden'], [STAFF_ROOM, 'auth.analyst_only']].sort());
    });
    // The feed goes on for staff, and no longer reaches them; the public room stays joined.
    const heardBefore = [analyst.received.length, formerStaff.received.filter((m) => m.readModel !== 'games').length];
    const entityId = await changeGame();
    await heardChanges(control, entityId);
    await eventually(() => expect(control.received).toContainEqual(expect.objectContaining({ readModel: 'audit-log', id: gameId })));
    expect(formerStaff.received).toContainEqual(expect.objectContaining({ readModel: 'games', id: gameId }));
    expect([analyst.received.length, formerStaff.received.filter((m) => m.readModel !== 'games').length]).toEqual(heardBefore);
    expect([analyst.socket.connected, formerStaff.socket.connected]).toEqual([true, true]);
  });

  it("disconnects the sockets of a session that ends (logout), and only those: the user's other session keeps its own", async () => {
    const { client, user } = await signUp(app.url);
    const elsewhere = await newClient(app.url);
    await elsewhere.post('/login-auth/', { email: user.email, password: user.password }).expect(200);
    const ownGame = (await client.post('/api/games', { name: 'Mine' }).expect(201)).body.id as string;
    const [here, there] = [await open(client), await open(elsewhere)];
    for (const live of [here, there]) expect(await live.subscribe({ room: `game:${ownGame}` })).toMatchObject({ ok: true });
    const gone = new Promise<string>((resolve) => here.socket.once('disconnect', resolve));
    await client.get('/logout').expect(200);
    expect(await gone).toBe('io server disconnect');
    await pause(300);
    expect(there.socket.connected).toBe(true);
    expect(there.left).toEqual([]);
  });

  it('survives malformed messages: the server still answers /health and other sockets keep working', async () => {
    const mine = await open(owner);
    await mine.subscribe({ room: room() });
    const rogue = await open(null);
    const unknownRoom = { ok: false, error: 'Unknown room' };
    for (const body of [null, 42, true, 'games', [], ['games'], { room: {} }, { room: ['games'] }, { room: null }, { room: 'game:' }, { room: { toString: 'games' } }]) {
      expect(await rogue.subscribe(body)).toEqual(unknownRoom);
    }
    // Deep nesting and prototype keys, written by hand (the client library recurses to encode nesting):
    // refused in the ack like any message the API refuses.
    const refused = [expect.objectContaining({ ok: false, error: expect.any(String) })];
    const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    expect(await rogue.rawEmitWithAck(`["subscribe",{"room":${deep(5_000)}}]`)).toEqual(refused);
    expect(await rogue.rawEmitWithAck(`["subscribe",${deep(5_000)}]`)).toEqual(refused);
    expect(await rogue.rawEmitWithAck(`["subscribe",{"__proto__":{"room":"games"}}]`)).toEqual(refused);
    expect(await rogue.subscribe({ room: 'games\u0000' })).toEqual(refused[0]);
    expect(await rogue.subscribe({ room: `game:${gameId}`, '\ud800': 1 })).toEqual(refused[0]);
    expect(await rogue.subscribe(Buffer.from([0, 1, 2, 0xff]))).toEqual(unknownRoom);
    expect(await rogue.socket.timeout(5_000).emitWithAck('unsubscribe', null)).toEqual(unknownRoom);
    rogue.socket.emit('no-such-event', { room: room() });
    rogue.socket.emit('subscribe');
    expect(rogue.socket.connected).toBe(true);

    // Messages socket.io itself refuses: the server drops the sender's connection, nothing more.
    const dropped = async (send: (live: LiveSocket) => void) => {
      const live = await open(null);
      let timer: NodeJS.Timeout | undefined;
      const gone = new Promise<string>((resolve) => {
        live.socket.on('disconnect', resolve);
        timer = setTimeout(() => resolve('still connected'), 10_000);
      });
      send(live);
      return gone.finally(() => clearTimeout(timer));
    };
    expect(await dropped((l) => l.socket.emit('subscribe', { room: 'x'.repeat(1_000_000) }))).not.toBe('still connected');
    expect(await dropped((l) => l.socket.io.engine.write('2["subscribe",'))).not.toBe('still connected');
    expect(await dropped((l) => l.socket.io.engine.write(Buffer.from([0xde, 0xad, 0xbe, 0xef])))).not.toBe('still connected');
    // 150,000 levels (900 KB, under socket.io's 1 MB message limit): refused like the others.
    expect(await (await open(null)).rawEmitWithAck(`["subscribe",${deep(150_000)}]`)).toEqual(refused);

    expect((await request(app.url).get('/health')).status).toBe(200);
    expect(mine.socket.connected).toBe(true);
    const entityId = await changeGame();
    await heardChanges(mine, entityId);
    expect(await (await open(owner)).subscribe({ room: room() })).toEqual({ ok: true, room: room() });
    expect(rogue.received).toEqual([]);
  });
});
