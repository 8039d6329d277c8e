import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ExportJob } from '@tempest/contracts';
import type { EventMetadata } from '@tempest/event-store';
import { ExportJobs } from '../../apps/api/src/analytics/export-jobs.service.js';
import { EventExplorer } from '../../apps/api/src/analytics/explorer.service.js';
import { INTERRUPTED } from '../../apps/api/src/analytics/export-jobs.store.js';
import { runExport, type ExportResume } from '../../apps/api/src/analytics/export-run.js';
import { READ_DB } from '../../apps/api/src/infrastructure/read-db.module.js';
import { ViewSession } from '../../apps/api/src/privacy/event-view.service.js';
import { makeAnalyst, makeStaff } from '../support/account-fixtures.js';
import { databaseTargets, freshDatabase } from '../support/databases.js';
import { downloadOf, parseCsv } from '../support/export-files.js';
import { captureServerErrors, type ServerErrorLog } from '../support/server-errors.js';
import { sameDatabaseTwice, startTestApp, startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const KB = 1024;
const metadataOf = (actorId: string): EventMetadata => ({ actorId, actorKind: 'user', model: null, correlationId: randomUUID(), causationId: null, requestId: null, timestamp: new Date().toISOString() });
const mode = (path: string) => statSync(path).mode & 0o777;

const waitDone = async (client: Client, id: string): Promise<ExportJob> => {
  for (let i = 0; i < 300; i++) {
    const job = (await client.get(`/api/analytics/exports/${id}/`).expect(200)).body.export as ExportJob;
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the export did not finish');
};

/** Issue 28 §1 and §4: CSV cells, export quotas, time to live, who may download, staff's view of every export. */
describe.each(databaseTargets())('export jobs on %s', (target) => {
  let app: TestApp;
  let errors: ServerErrorLog;
  let staff: Client;
  const analysts: { id: string; client: Client }[] = [];
  const tag = `exp${randomBytes(3).toString('hex')}`;
  const big = `${tag}big-1`;
  const formula = `${tag}csv-1`;
  const jobs = () => app.app.get(ExportJobs);
  const exportOf = async (client: Client, body: object): Promise<ExportJob> =>
    waitDone(client, ((await client.post('/api/analytics/exports/', body).expect(202)).body.export as ExportJob).id);

  beforeAll(async () => {
    // 400 KB per analyst: two exports of the 150 KB stream fit, a third passes the quota.
    app = await startTestAppOn(target, { exportLimits: { maxActive: 3, maxBytes: 400 * KB, ttlMs: 7 * 24 * 3_600_000 } });
    errors = captureServerErrors();
    const s = await signUp(app.url);
    await makeStaff(app, s.id);
    staff = s.client;
    for (let i = 0; i < 4; i++) {
      const a = await signUp(app.url);
      await makeAnalyst(app, a.id);
      analysts.push({ id: a.id, client: a.client });
    }
    // Public fields of a classified type (docs/personal-data.md): what an analyst's export holds as it is stored.
    const renamed = (name: string) => ({ gameId: randomUUID(), name, previousName: 'before', renamedAt: new Date().toISOString() });
    await app.infra.store.append(big, [{ id: randomUUID(), type: 'GameRenamed', data: renamed('x'.repeat(150 * KB)), metadata: metadataOf('actor-big') }]);
    await app.infra.store.append(formula, [{ id: randomUUID(), type: 'GameRenamed', data: renamed('=1+1'), metadata: metadataOf("=cmd|' /C calc'!A0") }]);
  });
  afterAll(async () => {
    errors?.restore();
    await app?.close();
  });

  it("writes CSV cells a spreadsheet would run as formulas as text (a leading quote), and keeps the file the studio's alone", async () => {
    const { client } = analysts[0];
    const job = await exportOf(client, { format: 'csv', filters: { stream: formula } });
    expect(job.status).toBe('done');
    const file = await downloadOf(client, `/api/analytics/exports/${job.id}/download`);
    const [header, row] = parseCsv(file.bytes.toString('utf8'));
    expect(row[header.indexOf('actor_id')]).toBe("'=cmd|' /C calc'!A0");
    expect(JSON.parse(row[header.indexOf('data')])).toMatchObject({ name: '=1+1', previousName: 'before' });
    expect(Number(row[header.indexOf('position')])).toBeGreaterThan(0);
    const path = jobs().pathOf(job.id);
    expect(mode(path)).toBe(0o600);
    expect(mode(dirname(path))).toBe(0o700);
  });

  it("stops an export that would pass the analyst's bytes quota, deletes its file and says why", async () => {
    const { client } = analysts[1];
    const first = await exportOf(client, { format: 'jsonl', filters: { stream: big } });
    const second = await exportOf(client, { format: 'jsonl', filters: { stream: big } });
    expect([first.status, second.status]).toEqual(['done', 'done']);
    const third = await exportOf(client, { format: 'jsonl', filters: { stream: big } });
    expect(third.status).toBe('failed');
    expect(third.error).toBe('The export passed your storage quota of 400 KB and was stopped; delete old exports or narrow the filters.');
    expect(existsSync(jobs().pathOf(third.id))).toBe(false);
    // Deleting an old export makes room again.
    await client.delete(`/api/analytics/exports/${first.id}/`).expect(204);
    expect((await exportOf(client, { format: 'jsonl', filters: { stream: big } })).status).toBe('done');
  });

  it('refuses a download once the export expired (410), and the sweep deletes its file and marks it expired', async () => {
    const { client } = analysts[0];
    const job = await exportOf(client, { format: 'jsonl', filters: { stream: formula } });
    expect(Date.parse(job.expires_at!) - Date.parse(job.finished_at!)).toBe(7 * 24 * 3_600_000);
    await app.infra.pool.query(`UPDATE analytics_exports SET expires_at = now() - interval '1 second' WHERE id = $1`, [job.id]);
    const late = await client.get(`/api/analytics/exports/${job.id}/download`);
    expect([late.status, late.body.code]).toEqual([410, 'export.expired']);
    expect(existsSync(jobs().pathOf(job.id))).toBe(true);
    await jobs().sweep();
    expect(existsSync(jobs().pathOf(job.id))).toBe(false);
    const swept = (await client.get(`/api/analytics/exports/${job.id}/`).expect(200)).body.export as ExportJob;
    expect([swept.status, swept.error]).toEqual(['expired', 'Expired: the file was deleted after its time to live. Start the export again.']);
    expect((await client.get(`/api/analytics/exports/${job.id}/download`)).status).toBe(410);
  });

  it('refuses downloads to everyone while exports are off (404 analytics.exports_off), and to an analyst whose role is gone (403)', async () => {
    const { id, client } = analysts[2];
    const job = await exportOf(client, { format: 'jsonl', filters: { stream: formula } });
    const path = `/api/analytics/exports/${job.id}/download`;
    await staff.put('/api/analytics/settings/', { exports_enabled: false }).expect(200);
    for (const who of [client, staff]) {
      const off = await who.get(path);
      expect([off.status, off.body.code, off.body.error]).toEqual([404, 'analytics.exports_off', 'Exports are turned off. Ask staff to turn them on.']);
    }
    await staff.put('/api/analytics/settings/', { exports_enabled: true }).expect(200);
    expect((await downloadOf(client, path)).status).toBe(200);
    // The role is read as of the download, not as of the export.
    await staff.post(`/api/staff/users/${id}/analyst`, { is_analyst: false }).expect(200);
    const revoked = await client.get(path);
    expect([revoked.status, revoked.body.code]).toEqual([403, 'auth.analyst_only']);
    expect((await downloadOf(staff, path)).status).toBe(200);
  });

  it('lets staff list every export (or one analyst’s) and delete any, with its file; nobody else', async () => {
    const mine = await exportOf(analysts[3].client, { format: 'jsonl', filters: { stream: formula } });
    const all = (await staff.get('/api/staff/exports/').expect(200)).body.exports as ExportJob[];
    const creators = new Set(all.map((j) => j.created_by));
    for (const a of analysts) expect(creators.has(a.id)).toBe(true);
    const theirs = (await staff.get('/api/staff/exports/').query({ created_by: analysts[3].id }).expect(200)).body.exports as ExportJob[];
    expect(theirs.map((j) => j.id)).toEqual([mine.id]);
    expect((await staff.get('/api/staff/exports/').query({ limit: '0' })).body.error).toBe('limit must be a whole number from 1 to 500');
    for (const route of [analysts[3].client.get('/api/staff/exports/'), analysts[3].client.delete(`/api/staff/exports/${mine.id}/`)]) {
      const refused = await route;
      expect([refused.status, refused.body.code]).toEqual([403, 'auth.staff_only']);
    }
    expect(existsSync(jobs().pathOf(mine.id))).toBe(true);
    await staff.delete(`/api/staff/exports/${mine.id}/`).expect(204);
    expect(existsSync(jobs().pathOf(mine.id))).toBe(false);
    expect((await analysts[3].client.get(`/api/analytics/exports/${mine.id}/`)).status).toBe(404);
    expect((await staff.delete(`/api/staff/exports/${mine.id}/`)).body.code).toBe('export.not_found');
    expect((await staff.delete('/api/staff/exports/nope/')).status).toBe(400);
  });

  it('splits an export of large events into batches by bytes, and writes every event once', async () => {
    const prefix = `${tag}blob-`;
    for (let i = 0; i < 8; i++) {
      // Random text: what the database stores of it is about as large as its JSON.
      const data = { i, blob: randomBytes(75 * KB).toString('base64') };
      await app.infra.store.append(`${prefix}${i}`, [{ id: randomUUID(), type: 'BlobProbe', data, metadata: metadataOf('actor-blob') }]);
    }
    await app.app.get(EventExplorer).fresh(); // the index holds them
    const dir = mkdtempSync(join(tmpdir(), 'tempest-export-test-'));
    try {
      const written: number[] = [];
      const path = join(dir, 'blobs.jsonl');
      const done = await runExport({
        db: app.app.get(READ_DB), store: app.infra.store, filter: { prefix }, format: 'jsonl', gzip: false, path, maxBytes: 250 * KB,
        view: new ViewSession({ role: 'staff', userId: 'test', route: 'test', metadata: metadataOf('test') }, app.infra.store, app.infra.runner, (text) => app.infra.secret.hash('pseudonym', text)),
        onBatch: async (n) => void written.push(n),
      });
      expect(done?.rows).toBe(8);
      const sizes = written.map((n, i) => n - (written[i - 1] ?? 0));
      expect(sizes.length).toBeGreaterThanOrEqual(3);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
      const lines = readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { data: { i: number } });
      expect(lines.map((l) => l.data.i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('estimates an export before it starts: its events exactly, its bytes from a sample, refused as creating one is', async () => {
    const { client } = analysts[0];
    for (const [format, gzip] of [['csv', false], ['jsonl', true], ['parquet', false]] as const) {
      const { estimate } = (await client.get('/api/analytics/exports/estimate/').query({ stream: formula, format, gzip: String(gzip) }).expect(200)).body;
      expect(estimate).toMatchObject({ events: 1, sampled: 1, format, gzip });
      expect(BigInt(estimate.head_position)).toBeGreaterThan(0n);
      // One event: the sample is the whole export, so the estimate is its size.
      const job = await exportOf(client, { format, gzip, filters: { stream: formula } });
      expect(estimate.bytes).toBe(job.bytes);
      await client.delete(`/api/analytics/exports/${job.id}/`).expect(204);
    }
    const none = (await client.get('/api/analytics/exports/estimate/').query({ stream: `${tag}nothing`, format: 'jsonl' }).expect(200)).body.estimate;
    expect([none.events, none.bytes, none.sampled]).toEqual([0, 0, 0]);
    const bad = await client.get('/api/analytics/exports/estimate/').query({ format: 'xml' });
    expect([bad.status, bad.body.code, bad.body.error]).toEqual([400, 'request.invalid', 'format must be one of jsonl, csv, parquet']);
    const personal = await client.get('/api/analytics/exports/estimate/').query({ format: 'jsonl', prefix: 'useremail-someone@example.com' });
    expect([personal.status, personal.body.code]).toEqual([403, 'analytics.personal_stream']);
    await staff.put('/api/analytics/settings/', { exports_enabled: false }).expect(200);
    const off = await client.get('/api/analytics/exports/estimate/').query({ format: 'jsonl' });
    await staff.put('/api/analytics/settings/', { exports_enabled: true }).expect(200);
    expect([off.status, off.body.code]).toEqual([403, 'analytics.exports_off']);
    // Nobody read the sample: no private content read is recorded for it.
    const { rows } = await app.infra.pool.query(`SELECT count(*)::int AS n FROM events WHERE type = 'PrivateContentRead' AND data->>'route' LIKE '%estimate%'`);
    expect(rows[0].n).toBe(0);
  });

  it('answers no 5xx', () => {
    expect(errors.take()).toEqual([]);
  });
});

describe.each(databaseTargets())('an export interrupted by a restart on %s', (target) => {
  it('is marked failed and its partial file really deleted when the studio starts again', async () => {
    const db = await sameDatabaseTwice(target);
    const id = randomUUID();
    let first: TestApp | null = await db.start();
    try {
      // A job the studio was writing when it stopped: its row says running, half its file is on disk.
      await first.infra.pool.query(
        `INSERT INTO analytics_exports (id, created_by, format, gzip, filters, status) VALUES ($1, 'someone', 'jsonl', false, '{}'::jsonb, 'running')`,
        [id],
      );
      const partial = first.app.get(ExportJobs).pathOf(id);
      // The embedded database's directory and the exports' are the studio's user's alone.
      if (first.config.dataDir) expect(mode(first.config.dataDir)).toBe(0o700);
      expect(mode(dirname(partial))).toBe(0o700);
      writeFileSync(partial, '{"position":"1"');
      await first.close();
      first = null;
      expect(existsSync(partial)).toBe(true);
      const second = await db.start();
      try {
        const { rows } = await second.infra.pool.query(`SELECT status, error FROM analytics_exports WHERE id = $1`, [id]);
        expect(rows).toEqual([{ status: 'failed', error: INTERRUPTED }]);
        expect(existsSync(second.app.get(ExportJobs).pathOf(id))).toBe(false);
      } finally {
        await second.close();
      }
    } finally {
      await first?.close();
      await db.drop();
    }
  });
});

describe.each(databaseTargets())('an export stopped mid-run on %s (issue 33 §4)', (target) => {
  it('continues from where it stopped when the studio starts again, every event once', async () => {
    const db = await sameDatabaseTwice(target);
    let first: TestApp | null = await db.start();
    try {
      const s = await signUp(first.url);
      await makeStaff(first, s.id);
      const prefix = `resume${randomBytes(3).toString('hex')}-`;
      for (let i = 0; i < 12; i++) {
        await first.infra.store.append(`${prefix}${i}`, [{ id: randomUUID(), type: 'BlobProbe', data: { i, blob: randomBytes(2 * KB).toString('base64') }, metadata: metadataOf('actor-blob') }]);
      }
      await first.app.get(EventExplorer).fresh();
      const id = randomUUID();
      const path = first.app.get(ExportJobs).pathOf(id);
      const viewer = { role: 'staff' as const, userId: s.id, route: 'POST /api/analytics/exports/', metadata: metadataOf(s.id) };
      // The first run, as a studio killed after three batches of two leaves it: its file, and its last resume point in its row.
      let until = 0n;
      let at: ExportResume | null = null;
      let batches = 0;
      const stopped = await runExport({
        db: first.app.get(READ_DB), store: first.infra.store, filter: { prefix }, format: 'jsonl', gzip: false, path, batch: 2, resumeEveryMs: 0,
        view: new ViewSession(viewer, first.infra.store, first.infra.runner, (text) => first!.infra.secret.hash('pseudonym', text)),
        onTotal: async (_total, head) => void (until = head),
        onResumePoint: async (point) => void (at = point),
        keepGoing: () => ++batches <= 3,
      });
      expect(stopped).toBeNull();
      expect(at).toMatchObject({ rows: 6, parts: 3 });
      // A mark only the first run wrote: a run from zero would write the first event again as it is.
      writeFileSync(path, readFileSync(path, 'utf8').replace('"data":{"i":0,', '"data":{"i":9,'));
      appendFileSync(path, '{"position":"torn'); // a write the kill cut short
      const resume = at as unknown as ExportResume;
      await first.infra.pool.query(
        `INSERT INTO analytics_exports (id, created_by, format, gzip, filters, status, runner, heartbeat_at, viewer, until_position, resume, rows_written, rows_total)
         VALUES ($1, $2, 'jsonl', false, $3::jsonb, 'running', $4, now(), $5::jsonb, $6, $7::jsonb, 6, 12)`,
        [id, s.id, JSON.stringify({ prefix }), `${hostname()}:${process.pid}:deadbeef`, JSON.stringify(viewer), until.toString(), JSON.stringify({ ...resume, position: resume.position.toString() })],
      );
      await first.close();
      first = null;
      const second = await db.start();
      try {
        let row: { status: string; rows_written: string; error: string | null } | undefined;
        for (let i = 0; i < 300 && row?.status !== 'done'; i++) {
          [row] = (await second.infra.pool.query(`SELECT status, rows_written, error FROM analytics_exports WHERE id = $1`, [id])).rows;
          if (row?.status === 'failed') break;
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(row).toEqual({ status: 'done', rows_written: '12', error: null });
        const lines = readFileSync(second.app.get(ExportJobs).pathOf(id), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { data: { i: number } });
        expect(lines.map((l) => l.data.i)).toEqual([9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      } finally {
        await second.close();
      }
    } finally {
      await first?.close();
      await db.drop();
    }
  });
});

// Two replicas on one PostgreSQL database (the embedded database has one process).
(databaseTargets().includes('postgres') ? describe : describe.skip)('export jobs across two replicas on postgres', () => {
  it("never takes a live replica's running export at another's start or sweep; once that replica stops, the other runs it", async () => {
    const db = await freshDatabase('postgres');
    const replicaA = await startTestApp(db.connectionString);
    let replicaB: TestApp | null = null;
    try {
      const a = await signUp(replicaA.url);
      await makeAnalyst(replicaA, a.id);
      const job = await waitDone(a.client, ((await a.client.post('/api/analytics/exports/', { format: 'jsonl' }).expect(202)).body.export as ExportJob).id);
      // As if replica A were still writing it.
      await replicaA.infra.pool.query(`UPDATE analytics_exports SET status = 'running' WHERE id = $1`, [job.id]);
      const file = replicaA.app.get(ExportJobs).pathOf(job.id);
      replicaB = await startTestApp(db.connectionString);
      await replicaB.app.get(ExportJobs).sweep();
      const status = async () => (await replicaB!.infra.pool.query(`SELECT status, error FROM analytics_exports WHERE id = $1`, [job.id])).rows[0];
      expect(await status()).toEqual({ status: 'running', error: null });
      expect(existsSync(file)).toBe(true);
      await replicaA.close();
      // Once A is gone, B takes the job over and runs it again (from the start: A's file is not where B can continue it).
      await replicaB.app.get(ExportJobs).sweep();
      let now = await status();
      for (let i = 0; i < 300 && now.status !== 'done' && now.status !== 'failed'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        now = await status();
      }
      expect(now).toEqual({ status: 'done', error: null });
      expect(existsSync(replicaB.app.get(ExportJobs).pathOf(job.id))).toBe(true);
    } finally {
      await replicaB?.close();
      await replicaA.close().catch(() => undefined);
      await db.drop();
    }
  });
});
