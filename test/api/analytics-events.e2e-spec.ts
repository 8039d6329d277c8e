import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import type { ExplorerEvent, ExportJob } from '@tempest/contracts';
import type { EventMetadata } from '@tempest/event-store';
import { makeAnalyst, makeStaff } from '../support/account-fixtures.js';
import { databaseTargets } from '../support/databases.js';
import { downloadOf, exportRows } from '../support/export-files.js';
import { captureServerErrors, type ServerErrorLog } from '../support/server-errors.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

// Services: exports joining the events table on a server, the explorer's plans.

const TYPES = ['ProbeStarted', 'ProbeMoved', 'ProbeEnded'] as const;
const T0 = Date.parse('2021-03-01T00:00:00Z');
/** An event's data with secrets at every depth (a null one is no secret), and what every reader shows of it. */
const secretData = (i: number) => ({ i, note: `n,"${i}"\nline`, password: 'hunter2', login: { token: 'abc', codes: [{ code: '123456' }, { code: null }] } });
const redactedData = (i: number) => ({ i, note: `n,"${i}"\nline`, password: '[redacted]', login: { token: '[redacted]', codes: [{ code: '[redacted]' }, { code: null }] } });
type Seeded = { i: number; stream: string; type: string; at: string; actor: string; model: string | null; id: string; position?: string };

/** Issue 16: the analysts' event explorer and exports (docs/api-analytics.md). */
describe.each(databaseTargets())('the event explorer on %s', (target) => {
  let app: TestApp;
  let errors: ServerErrorLog;
  let creator: Client;
  let creatorAccount: { id: string; username: string };
  let staff: Client;
  let analyst: Client;
  let otherAnalyst: Client;
  let anonymous: Client;
  const tag = `probe${randomBytes(3).toString('hex')}`;
  const streams = [`${tag}a-1`, `${tag}a-2`, `${tag}b-1`];
  const seeded: Seeded[] = [];
  const chain = { correlation: randomUUID(), ids: [randomUUID(), randomUUID(), randomUUID()] };

  const list = async (query: Record<string, string>, client: Client = analyst) =>
    (await client.get('/api/analytics/events/').query(query).expect(200)).body as { events: ExplorerEvent[]; next_before: string | null; next_after: string | null };
  const positions = (events: ExplorerEvent[]) => events.map((e) => e.position);
  const expected = (keep: (s: Seeded) => boolean) => seeded.filter(keep).map((s) => s.position!).reverse();
  const exportDone = async (client: Client, id: string): Promise<ExportJob> => {
    for (let i = 0; i < 200; i++) {
      const job = (await client.get(`/api/analytics/exports/${id}/`).expect(200)).body.export as ExportJob;
      if (job.status !== 'queued' && job.status !== 'running') return job;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the export did not finish');
  };

  beforeAll(async () => {
    app = await startTestAppOn(target);
    errors = captureServerErrors();
    const c = await signUp(app.url);
    creator = c.client;
    creatorAccount = { id: c.id, username: c.user.username };
    const s = await signUp(app.url);
    await makeStaff(app, s.id);
    staff = s.client;
    const a = await signUp(app.url);
    await makeAnalyst(app, a.id);
    analyst = a.client;
    const b = await signUp(app.url);
    await makeAnalyst(app, b.id);
    otherAnalyst = b.client;
    anonymous = await newClient(app.url);
    // 30 events, one append each (so positions follow i): stream i%3, type ⌊i/10⌋-ish, actor and model alternate, a minute apart.
    for (let i = 0; i < 30; i++) {
      const s: Seeded = { i, stream: streams[i % 3], type: TYPES[i % 3 === 2 ? 2 : i % 2], at: new Date(T0 + i * 60_000).toISOString(), actor: i % 2 ? 'actor-ben' : 'actor-ann', model: i % 5 === 0 ? 'model-x' : null, id: randomUUID() };
      const metadata: EventMetadata = { actorId: s.actor, actorKind: s.model ? 'agent' : 'user', model: s.model, correlationId: randomUUID(), causationId: null, requestId: null, timestamp: s.at };
      const result = await app.infra.store.append(s.stream, [{ id: s.id, type: s.type, data: secretData(i), metadata }]);
      seeded.push({ ...s, position: result.position.position.toString() });
    }
    const chainStream = `${tag}chain-1`;
    for (const [n, id] of chain.ids.entries()) {
      const metadata: EventMetadata = { actorId: null, actorKind: 'system', model: null, correlationId: chain.correlation, causationId: n === 0 ? null : chain.ids[n - 1], requestId: null, timestamp: new Date().toISOString() };
      await app.infra.store.append(chainStream, [{ id, type: 'ChainLinked', data: { n }, metadata }]);
    }
  });
  afterAll(async () => {
    errors?.restore();
    await app?.close();
  });

  it('refuses every route to anonymous callers (401) and to creators (403 auth.analyst_only, nothing more), before reading a parameter', async () => {
    const id = randomUUID();
    const routes: [string, (c: Client) => ReturnType<Client['get']>][] = [
      ['list', (c) => c.get('/api/analytics/events/?limit=nonsense')],
      ['event', (c) => c.get('/api/analytics/events/not-a-position/')],
      ['export', (c) => c.post('/api/analytics/exports/', { format: 'nope' })],
      ['exports', (c) => c.get('/api/analytics/exports/')],
      ['one export', (c) => c.get(`/api/analytics/exports/${id}/`)],
      ['download', (c) => c.get(`/api/analytics/exports/${id}/download`)],
      ['delete', (c) => c.delete(`/api/analytics/exports/${id}/`)],
      ['settings', (c) => c.get('/api/analytics/settings/')],
      ['change settings', (c) => c.put('/api/analytics/settings/', { exports_enabled: 'x' })],
    ];
    for (const [name, call] of routes) {
      expect([name, (await call(anonymous)).status]).toEqual([name, 401]);
      const refused = await call(creator);
      expect([name, refused.status, refused.body.code, refused.body.details ?? null]).toEqual([name, 403, 'auth.analyst_only', null]);
    }
    expect((await analyst.get('/api/analytics/settings/')).body).toEqual({ exports_enabled: true });
    expect((await staff.get('/api/analytics/events/').query({ prefix: tag })).status).toBe(200);
    expect((await analyst.put('/api/analytics/settings/', { exports_enabled: false })).body.code).toBe('auth.staff_only');
  });

  it('filters by stream, prefix, category, type, actor, model and time with the known answers', async () => {
    const all = await list({ prefix: tag, limit: '200' });
    expect(all.events).toHaveLength(33);
    expect(positions((await list({ prefix: `${tag}a-`, limit: '200' })).events)).toEqual(expected((s) => s.stream.startsWith(`${tag}a-`)));
    expect((await list({ prefix: `${tag}a-`, limit: '200' })).events).toHaveLength(20);
    expect(positions((await list({ stream: streams[0], limit: '200' })).events)).toEqual(expected((s) => s.stream === streams[0]));
    expect(positions((await list({ category: `${tag}b`, limit: '200' })).events)).toEqual(expected((s) => s.stream === streams[2]));
    const moved = await list({ prefix: tag, event_type: 'ProbeMoved,ProbeEnded', limit: '200' });
    expect(positions(moved.events)).toEqual(expected((s) => s.type !== 'ProbeStarted'));
    expect(positions((await list({ prefix: tag, event_type: 'ProbeEnded', actor_id: 'actor-ben', limit: '200' })).events)).toEqual(expected((s) => s.type === 'ProbeEnded' && s.actor === 'actor-ben'));
    expect(positions((await list({ prefix: tag, model: 'model-x' })).events)).toEqual(expected((s) => s.model === 'model-x'));
    expect((await list({ prefix: tag, model: 'model-x' })).events).toHaveLength(6);
    const window = await list({ prefix: tag, from: seeded[10].at, to: seeded[20].at });
    expect(positions(window.events)).toEqual(expected((s) => s.i >= 10 && s.i < 20));
    const first = (await list({ stream: streams[1], limit: '1' })).events[0];
    expect(first).toMatchObject({ stream_id: streams[1], revision: '9', event_type: seeded[28].type, actor: { id: seeded[28].actor, kind: 'user' }, event_id: seeded[28].id, at: seeded[28].at });
    expect(first).not.toHaveProperty('data');
  });

  it('pages both ways by keyset, and starts at a time', async () => {
    const walked: string[] = [];
    let page = await list({ prefix: tag, event_type: TYPES.join(','), limit: '7' });
    expect(page.next_after).toBeNull();
    walked.push(...positions(page.events));
    while (page.next_before) {
      page = await list({ prefix: tag, event_type: TYPES.join(','), limit: '7', before: page.next_before });
      walked.push(...positions(page.events));
    }
    expect(walked).toEqual(expected(() => true));
    const back: string[] = [];
    let newer: { next_after: string | null; events: ExplorerEvent[] } = { next_after: page.events.at(-1)!.position, events: [] };
    back.push(page.events.at(-1)!.position);
    while (newer.next_after) {
      newer = await list({ prefix: tag, event_type: TYPES.join(','), limit: '7', after: newer.next_after });
      back.unshift(...positions(newer.events));
    }
    expect(back).toEqual(walked);
    const at = await list({ prefix: tag, at: seeded[12].at, limit: '3' });
    expect(positions(at.events)).toEqual([seeded[12], seeded[11], seeded[10]].map((s) => s.position));
    expect(at.next_after).toBe(seeded[12].position);
    expect(at.next_before).toBe(seeded[10].position);
  });

  it('answers a clear 400 naming the parameter', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ limit: '0' }, 'limit must be a whole number from 1 to 200'],
      [{ before: 'abc' }, 'before must be a position (a whole number from 1)'],
      [{ before: '5', after: '3' }, 'give at most one of before, after and at'],
      [{ from: 'yesterday' }, 'from must be an ISO 8601 time, e.g. 2026-11-26T10:00:00Z'],
      [{ event_type: 'not a type!' }, 'event_type not a type! is not an event type name'],
      [{ from: '2021-02-01T00:00:00Z', to: '2021-01-01T00:00:00Z' }, 'to must not be before from'],
    ];
    for (const [query, error] of cases) expect((await analyst.get('/api/analytics/events/').query(query)).body).toMatchObject({ code: 'request.invalid', error });
    expect((await analyst.get('/api/analytics/events/999999999/')).status).toBe(404);
    expect((await analyst.post('/api/analytics/exports/', { format: 'xml' })).body.error).toBe('format must be one of jsonl, csv, parquet');
    expect((await analyst.post('/api/analytics/exports/', { format: 'csv', filters: { game: 'x' } })).body.error).toBe('filters.game is not a filter');
  });

  it("shows an event's data (secrets redacted; an unclassified type's private to analysts), metadata and its correlation/causation chain", async () => {
    // The six legacy secret keys stay redacted even in a type the classification does not know (docs/personal-data.md).
    expect((await staff.get(`/api/analytics/events/${seeded[4].position}/`).expect(200)).body.data).toEqual(redactedData(4));
    const one = (await analyst.get(`/api/analytics/events/${seeded[4].position}/`).expect(200)).body;
    expect(one.data).toBe('[private]');
    expect(one.metadata).toMatchObject({ actorId: 'actor-ann', timestamp: seeded[4].at });
    expect(one.event).toMatchObject({ position: seeded[4].position, stream_id: seeded[4].stream });
    const last = (await list({ stream: `${tag}chain-1`, limit: '1' })).events[0];
    const detail = (await analyst.get(`/api/analytics/events/${last.position}/`).expect(200)).body;
    const byId = new Map((detail.chain.nodes as { position: string; event_id: string }[]).map((n) => [n.event_id, n.position]));
    expect(detail.chain.nodes).toHaveLength(3);
    expect(detail.chain.edges).toEqual([{ from: byId.get(chain.ids[0]), to: byId.get(chain.ids[1]) }, { from: byId.get(chain.ids[1]), to: byId.get(chain.ids[2]) }]);
  });

  it.each([
    ['jsonl', false],
    ['csv', true],
    ['parquet', false],
  ] as const)('exports the whole filtered result as %s (gzip %s), read back equal to the events (staff: secrets redacted)', async (format, gzip) => {
    const filters = { prefix: `${tag}a-`, event_type: ['ProbeStarted', 'ProbeMoved'] };
    const started = await staff.post('/api/analytics/exports/', { format, gzip, filters }).expect(202);
    expect(started.body.export).toMatchObject({ format, gzip, filters, status: expect.stringMatching(/queued|running|done/) });
    const job = await exportDone(staff, started.body.export.id);
    const want = seeded.filter((s) => s.stream.startsWith(`${tag}a-`) && s.type !== 'ProbeEnded');
    expect(job).toMatchObject({ status: 'done', rows_written: want.length, rows_total: want.length, progress: 1 });
    const file = await downloadOf(staff, `/api/analytics/exports/${job.id}/download`);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${job.file_name}"`);
    expect(job.file_name.endsWith(format === 'parquet' ? '.parquet' : `.${format}${gzip ? '.gz' : ''}`)).toBe(true);
    expect(file.bytes.length).toBe(job.bytes);
    const rows = await exportRows(format, gzip, file.bytes);
    expect(rows.map((r) => [r.position, r.stream_id, r.event_type, r.event_id, r.at, r.actor_id, r.model ?? null])).toEqual(
      want.map((s) => [s.position, s.stream, s.type, s.id, s.at, s.actor, s.model]),
    );
    expect(rows.map((r) => r.data)).toEqual(want.map((s) => redactedData(s.i)));
    expect(rows.every((r) => (r.metadata as { timestamp: string }).timestamp === r.at)).toBe(true);
  });

  it('names an account actor as the role may see it (staff: the username, analysts: its pseudonym), and feeds the pickers (issue 30)', async () => {
    const game = (await creator.post('/api/games', { name: `Named ${tag}`, description: '' }).expect(201)).body as { id: string };
    const query = { stream: `game-${game.id}`, event_type: 'GameCreated' };
    const [asStaff] = (await list(query, staff)).events;
    expect(asStaff.actor).toEqual({ id: creatorAccount.id, kind: 'user', name: creatorAccount.username });
    const [asAnalyst] = (await list(query)).events;
    expect(asAnalyst.actor.name).toMatch(/^pseudonym:[0-9a-f]{32}$/);
    expect(JSON.stringify(asAnalyst)).not.toContain(creatorAccount.username);
    const detail = (await staff.get(`/api/analytics/events/${asStaff.position}/`).expect(200)).body as { event: ExplorerEvent };
    expect(detail.event.actor.name).toBe(creatorAccount.username);
    // An actor that is no account (an agent's made-up id) has no name.
    expect((await list({ stream: streams[0] }, staff)).events.every((e) => e.actor.name === null)).toBe(true);

    // Staff find the account by the start of its name; an analyst's name search finds nothing, an id prefix finds its pseudonym.
    const byName = (await staff.get('/api/analytics/pickers/actors/').query({ q: creatorAccount.username.slice(0, 10).toUpperCase() }).expect(200)).body;
    expect(byName.options).toContainEqual({ value: creatorAccount.id, label: creatorAccount.username });
    expect((await analyst.get('/api/analytics/pickers/actors/').query({ q: creatorAccount.username }).expect(200)).body.options).toEqual([]);
    const byId = (await analyst.get('/api/analytics/pickers/actors/').query({ q: creatorAccount.id.slice(0, 13) }).expect(200)).body;
    expect(byId.options).toEqual([{ value: creatorAccount.id, label: asAnalyst.actor.name }]);
    const categories = (await analyst.get('/api/analytics/pickers/categories/').query({ q: tag }).expect(200)).body.options.map((o: { value: string }) => o.value);
    expect(categories).toEqual([`${tag}a`, `${tag}b`, `${tag}chain`]);
    expect((await analyst.get('/api/analytics/pickers/categories/').expect(200)).body.options.map((o: { value: string }) => o.value)).toContain('game');
    await creator.get('/api/analytics/pickers/actors/').expect(403);
    await anonymous.get('/api/analytics/pickers/categories/').expect(401);
    await analyst.get('/api/analytics/pickers/actors/').query({ q: 'x'.repeat(201) }).expect(400);
  });

  it("keeps an analyst's exports to them and staff; staff can turn exports off (an audited event)", async () => {
    const mine = (await analyst.post('/api/analytics/exports/', { format: 'jsonl', filters: { stream: streams[2] } }).expect(202)).body.export as ExportJob;
    await exportDone(analyst, mine.id);
    expect(((await analyst.get('/api/analytics/exports/').expect(200)).body.exports as ExportJob[]).map((j) => j.id)).toContain(mine.id);
    expect(((await otherAnalyst.get('/api/analytics/exports/').expect(200)).body.exports as ExportJob[]).map((j) => j.id)).not.toContain(mine.id);
    for (const path of [`/api/analytics/exports/${mine.id}/`, `/api/analytics/exports/${mine.id}/download`]) {
      expect((await otherAnalyst.get(path)).body).toMatchObject({ code: 'export.not_found' });
      expect((await staff.get(path)).status).toBe(200);
    }
    expect((await otherAnalyst.delete(`/api/analytics/exports/${mine.id}/`)).status).toBe(404);
    expect((await analyst.delete(`/api/analytics/exports/${mine.id}/`)).status).toBe(204);
    expect((await analyst.get(`/api/analytics/exports/${mine.id}/`)).status).toBe(404);

    expect((await staff.put('/api/analytics/settings/', { exports_enabled: false }).expect(200)).body).toEqual({ exports_enabled: false });
    const off = await analyst.post('/api/analytics/exports/', { format: 'csv' });
    expect([off.status, off.body.code, off.body.error]).toEqual([403, 'analytics.exports_off', 'Exports are turned off. Ask staff to turn them on.']);
    const recorded = (await list({ stream: 'settings-analytics', limit: '1' })).events[0];
    expect(recorded).toMatchObject({ event_type: 'AnalyticsSettingsChanged' });
    expect((await analyst.get(`/api/analytics/events/${recorded.position}/`)).body.data).toMatchObject({ exports_enabled: false });
    await staff.put('/api/analytics/settings/', { exports_enabled: true }).expect(200);
    expect((await analyst.post('/api/analytics/exports/', { format: 'csv', filters: { stream: streams[2] } })).status).toBe(202);
    expect(errors.take()).toEqual([]);
  });
});
