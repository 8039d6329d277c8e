import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { REBUILD_PROGRESS, STAFF_ROOM, type RebuildEstimate, type RebuildInfo } from '@tempest/contracts';
import type { EventStore } from '@tempest/event-store';
import { makeAnalyst, makeStaff } from '../support/account-fixtures.js';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';
import { connectSocket, type LiveSocket } from '../support/sockets.js';

// Services: rebuilds with COPY and indexes built on parallel connections, swapped in while the studio serves.

const VERSIONING_TABLES: Record<string, string> = { assets: 'id', asset_revisions: 'asset_id, revision', pending_changes: 'id' };

/**
 * Holds a rebuild after its first page of `$all` until `open()`: the rebuild reads with a `types` filter, the
 * live processors through their subscriptions, so only the rebuild waits (and it holds no transaction). Pages
 * of 20 events, so this small log takes several.
 */
const gateRebuildReads = (store: EventStore) => {
  const readAll = store.readAll;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let pages = 0;
  store.readAll = async (from, maxCount, options) => {
    // Only a rebuild's pages (typed and bounded by bytes): the studio's reactors read $all by type too (the
    // rollback reactor after every append), and one of theirs must neither be held nor take the first pass.
    if (!options?.types || options.maxBytes === undefined) return readAll(from, maxCount, options);
    if (++pages > 1) await gate;
    return readAll(from, 20, options);
  };
  return { open: () => open(), restore: () => void (store.readAll = readAll) };
};

/** Issue 16, replay (1): staff rebuild a projection from the studio while it keeps serving. */
describe.each(databaseTargets())('projection rebuilds from the studio on %s', (target) => {
  let app: TestApp;
  let creator: Awaited<ReturnType<typeof signUp>>;
  let staff: Client;
  let analyst: Client;
  let anonymous: Client;
  let gameId: string;

  const rebuildOf = async (id: string, client: Client = analyst): Promise<RebuildInfo> => (await client.get(`/api/analytics/rebuilds/${id}/`).expect(200)).body.rebuild;
  const until = async (id: string, done: (r: RebuildInfo) => boolean): Promise<RebuildInfo> => {
    for (;;) {
      const rebuild = await rebuildOf(id);
      if (done(rebuild)) return rebuild;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const tables = async () => {
    const out: Record<string, unknown[]> = {};
    for (const [table, order] of Object.entries(VERSIONING_TABLES)) out[table] = (await app.infra.pool.query(`SELECT * FROM "${app.config.schema}".${table} ORDER BY ${order}`)).rows;
    return out;
  };

  beforeAll(async () => {
    app = await startTestAppOn(target);
    creator = await signUp(app.url);
    const staffUser = await signUp(app.url);
    await makeStaff(app, staffUser.id);
    staff = staffUser.client;
    const analystUser = await signUp(app.url);
    await makeAnalyst(app, analystUser.id);
    analyst = analystUser.client;
    anonymous = await newClient(app.url);
    gameId = (await creator.client.post('/api/games', { name: 'Rebuild Run', description: '' }).expect(201)).body.id;
    for (let i = 0; i < 5; i++) {
      const id = (await creator.client.post(`/create/mechanic/create-prompt-library-object/${gameId}/`, { name: `p${i}`, content: 'Hello' }).expect(201)).body.data.id;
      await creator.client.post(`/create/mechanic/edit-prompt-library-object/${gameId}/`, { id, content: `Hello ${i}` }).expect(200);
    }
  });
  afterAll(async () => app?.close());

  it('lists the projections for staff and analysts only; only staff may rebuild', async () => {
    expect((await anonymous.get('/api/analytics/projections/')).status).toBe(401);
    expect((await creator.client.get('/api/analytics/projections/')).body).toMatchObject({ code: 'auth.analyst_only' });
    const { projections } = (await analyst.get('/api/analytics/projections/').expect(200)).body;
    expect(projections.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['versioning', 'audit-log', 'game_list']));
    expect(projections[0]).toMatchObject({ checkpoint: expect.any(String), lag_events: expect.any(Number), state: 'running' });
    expect((await anonymous.post('/api/analytics/projections/versioning/rebuild/')).status).toBe(401);
    const refused = await analyst.post('/api/analytics/projections/versioning/rebuild/', {});
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'auth.staff_only', error: 'Only staff can do this.' });
    expect((await creator.client.post('/api/analytics/projections/versioning/rebuild/', {})).status).toBe(403);
    expect((await staff.post('/api/analytics/projections/nothing/rebuild/', {})).body).toMatchObject({ code: 'projection.not_found' });
    expect((await staff.post('/api/analytics/projections/Bad%20Name/rebuild/', {})).status).toBe(400);
    expect((await analyst.get('/api/analytics/rebuilds/nope/')).body).toMatchObject({ error: 'Rebuild id must be a UUID' });
    expect((await analyst.get(`/api/analytics/rebuilds/${randomUUID()}/`)).status).toBe(404);
  });

  it('rebuilds with progress while the studio serves; a second request is refused; the tables equal the live ones', async () => {
    await creator.client.get(`/create/versioning/working-tree/${gameId}/`).expect(200); // the live rows hold every event
    const before = await tables();
    const gate = gateRebuildReads(app.infra.store);
    try {
      const started = await staff.post('/api/analytics/projections/versioning/rebuild/', {}).expect(202);
      const id = started.body.rebuild.id as string;
      expect(started.body.rebuild).toMatchObject({ projection: 'versioning', status: 'running' });
      const midway = await until(id, (r) => r.events_read > 0);
      expect(midway).toMatchObject({ status: 'running', phase: 'replaying', percent: expect.any(Number), events_per_second: expect.any(Number) });
      const again = await staff.post('/api/analytics/projections/versioning/rebuild/', {});
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'rebuild.in_progress', error: 'A rebuild of versioning is already running; wait for it to end or cancel it.' });
      // One rebuild at a time, whatever the projection (issue 28).
      const other = await staff.post('/api/analytics/projections/event-index/rebuild/', {});
      expect([other.status, other.body.code, other.body.error]).toEqual([409, 'rebuild.busy', 'A rebuild of versioning is running; one runs at a time. Wait for it to end, or cancel it.']);
      expect(other.body.details).toEqual({ rebuild_id: id, projection: 'versioning' });
      // The studio serves reads meanwhile, from the live tables.
      const tree = (await creator.client.get(`/create/versioning/working-tree/${gameId}/`).expect(200)).body;
      expect(JSON.stringify(tree)).toContain('p4');
      await creator.client.get(`/create/fetch-game-card/${gameId}`).expect(200);
      gate.open();
      const finished = await until(id, (r) => r.status !== 'running');
      expect(finished).toMatchObject({ status: 'finished', percent: 100, error: null, eta_seconds: null });
      expect(finished.events_applied).toBeGreaterThanOrEqual(10); // 5 prompts created and edited
    } finally {
      gate.open();
      gate.restore();
    }
    expect(await tables()).toEqual(before);
    const { projections } = (await analyst.get('/api/analytics/projections/').expect(200)).body;
    expect(projections.find((p: { name: string }) => p.name === 'versioning').last_rebuild).toMatchObject({ status: 'finished' });
  });

  it('cancels a running rebuild: the live tables stay, the side schema goes; every rebuild is recorded', async () => {
    const before = await tables();
    const gate = gateRebuildReads(app.infra.store);
    let id = '';
    try {
      id = (await staff.post('/api/analytics/projections/versioning/rebuild/', {}).expect(202)).body.rebuild.id;
      await until(id, (r) => r.events_read > 0);
      expect((await analyst.post(`/api/analytics/rebuilds/${id}/cancel/`, {})).status).toBe(403);
      const cancelling = staff.post(`/api/analytics/rebuilds/${id}/cancel/`, {});
      setTimeout(() => gate.open(), 100);
      expect((await cancelling.expect(200)).body.rebuild).toMatchObject({ status: 'cancelled' });
    } finally {
      gate.open();
      gate.restore();
    }
    const { rows } = await app.infra.pool.query(`SELECT 1 FROM information_schema.schemata WHERE schema_name LIKE '%rebuild_versioning'`);
    expect(rows).toEqual([]);
    expect(await tables()).toEqual(before);
    const recorded = await app.infra.store.readStream('ops-rebuilds');
    expect(recorded.map((e) => e.type)).toEqual(['RebuildStarted', 'RebuildFinished', 'RebuildStarted', 'RebuildCancelled']);
    expect(recorded[3].data).toMatchObject({ rebuildId: id, projection: 'versioning' });
    expect((await rebuildOf(id)).status).toBe('cancelled');
  });

  it("refuses a rebuild while another replica's rebuild holds the slot (409 rebuild.busy), and starts none", async () => {
    const elsewhere = await app.infra.engine.reserveRebuild(); // as another replica's running rebuild holds it
    try {
      const refused = await staff.post('/api/analytics/projections/versioning/rebuild/', {});
      expect([refused.status, refused.body.code]).toEqual([409, 'rebuild.busy']);
      expect(refused.body.error).toBe('Another rebuild is running (here or on another replica of the studio); one runs at a time. Wait for it to end, or cancel it.');
    } finally {
      await elsewhere.release();
    }
    const recorded = await app.infra.store.readStream('ops-rebuilds');
    expect(recorded.filter((e) => e.type === 'RebuildStarted')).toHaveLength(2);
  });
  it('estimates a rebuild before it starts: events to read, of its types, bytes, time at the last rebuild\'s rate (else the default)', async () => {
    expect((await anonymous.get('/api/analytics/projections/versioning/rebuild-estimate/')).status).toBe(401);
    expect((await creator.client.get('/api/analytics/projections/versioning/rebuild-estimate/')).body).toMatchObject({ code: 'auth.analyst_only' });
    expect((await staff.get('/api/analytics/projections/nothing/rebuild-estimate/')).body).toMatchObject({ code: 'projection.not_found' });
    expect((await analyst.get('/api/analytics/projections/Bad%20Name/rebuild-estimate/')).status).toBe(400);
    const versioning: RebuildEstimate = (await analyst.get('/api/analytics/projections/versioning/rebuild-estimate/').expect(200)).body.estimate;
    const events = app.infra.store.eventsTable;
    const head = BigInt(versioning.head_position);
    if (events) {
      const { rows } = await app.infra.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${events} WHERE global_position <= $1`, [head.toString()]);
      expect(versioning.events).toBe(Number(rows[0].n));
    }
    expect(versioning.events_of_types).toBeGreaterThanOrEqual(10);
    expect(versioning.events_of_types).toBeLessThan(versioning.events!);
    expect(versioning.bytes).toBeGreaterThan(0);
    // Rebuilt above: its rate is that rebuild's as recorded (events read over its duration), its time the events at that rate.
    const finished = (await app.infra.store.readStream('ops-rebuilds')).filter((e) => e.type === 'RebuildFinished').pop()!.data as { read: number; durationMs: number };
    const rate = Math.round(finished.read / (finished.durationMs / 1000));
    expect(versioning).toMatchObject({ projection: 'versioning', rate_source: 'last_rebuild', rate, seconds: Math.ceil(versioning.events! / rate) });
    // Never rebuilt: the stated default rate.
    const gameList: RebuildEstimate = (await staff.get('/api/analytics/projections/game_list/rebuild-estimate/').expect(200)).body.estimate;
    expect(gameList).toMatchObject({ rate_source: 'default', rate: 5000, seconds: Math.ceil(gameList.events! / 5000) });
  });

  it('pushes a running rebuild\'s progress to the staff room (staff and analysts), counting events appended meanwhile; a creator gets nothing', async () => {
    const sockets: LiveSocket[] = [];
    const pushes = new Map<LiveSocket, RebuildInfo[]>();
    const listen = async (client: Client) => {
      const live = await connectSocket(app.url, client);
      sockets.push(live);
      pushes.set(live, []);
      live.socket.on(REBUILD_PROGRESS, (info: RebuildInfo) => pushes.get(live)!.push(info));
      return live;
    };
    const waitFor = async (live: LiveSocket, done: (r: RebuildInfo) => boolean): Promise<RebuildInfo> => {
      for (;;) {
        const found = pushes.get(live)!.find(done);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const gate = gateRebuildReads(app.infra.store);
    try {
      const [staffSocket, analystSocket, creatorSocket] = [await listen(staff), await listen(analyst), await listen(creator.client)];
      expect(await staffSocket.subscribe({ room: STAFF_ROOM })).toMatchObject({ ok: true });
      expect(await analystSocket.subscribe({ room: STAFF_ROOM })).toMatchObject({ ok: true });
      expect(await creatorSocket.subscribe({ room: STAFF_ROOM })).toMatchObject({ ok: false, code: 'auth.analyst_only' });
      const id = (await staff.post('/api/analytics/projections/versioning/rebuild/', {}).expect(202)).body.rebuild.id as string;
      const midway = await waitFor(analystSocket, (r) => r.id === id && r.events_read > 0 && r.events_total !== null);
      expect(midway).toMatchObject({ status: 'running', phase: 'replaying', events_per_second: expect.any(Number) });
      expect(midway.percent).toBe(Math.round((Math.min(midway.events_read, midway.events_total!) / midway.events_total!) * 1000) / 10);
      expect(midway.percent).toBeLessThan(100);
      // The head moves while it runs: events appended now are still to read, on top of the head at the start.
      const prompt = (await creator.client.post(`/create/mechanic/create-prompt-library-object/${gameId}/`, { name: 'late', content: 'Hi' }).expect(201)).body.data.id;
      await creator.client.post(`/create/mechanic/edit-prompt-library-object/${gameId}/`, { id: prompt, content: 'Hi again' }).expect(200);
      const later = await waitFor(staffSocket, (r) => r.id === id && r.events_left! > r.events_total! - r.events_read);
      expect(later.percent).toBeLessThan(100);
      gate.open();
      const ended = await waitFor(staffSocket, (r) => r.id === id && r.status !== 'running');
      expect(ended).toMatchObject({ status: 'finished', percent: 100, events_left: 0, eta_seconds: null });
      expect(ended.events_read).toBeGreaterThan(midway.events_total!); // the late events were read too
      // Every phase was pushed as it began.
      const phases = [...new Set(pushes.get(staffSocket)!.filter((r) => r.id === id).map((r) => r.phase))];
      expect(phases).toEqual(expect.arrayContaining(['replaying', 'indexing', 'swapping', null]));
      await waitFor(analystSocket, (r) => r.id === id && r.status === 'finished');
      expect(pushes.get(creatorSocket)).toEqual([]);
    } finally {
      gate.open();
      gate.restore();
      for (const live of sockets) live.close();
    }
  });
});
