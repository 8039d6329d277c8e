// The measures of bench/log-scale, each over the whole log through the studio's own code: the store's `$all`
// read (the limit: bench/event-store's read loop, pages of a rebuild's size), each projection's full rebuild
// (ProjectionEngine.rebuild, what `npm run rebuild` and the analytics rebuild route run), and each export
// format (runExport, what an export job runs), read to the end. Events/s = events in the log ÷ seconds.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createPostgresEventStore, START } from '../../libs/event-store/dist/index.js';
import { REBUILD_BATCH, tableNameIn } from '../../libs/projections/dist/index.js';
import { runExport } from '../../apps/api/dist/analytics/export-run.js';
import { EventViews } from '../../apps/api/dist/privacy/event-view.service.js';
import { readAll } from '../event-store/workloads.mjs';
import { ownCpuSeconds, postgresCpuSeconds } from '../support/cpu.mjs';

/** Every export the studio offers (ExportFormat, with gzip where the format has no compression of its own), as staff reads it; and JSON Lines as an analyst. */
export const EXPORTS = [
  { name: 'export-jsonl', format: 'jsonl', gzip: false, role: 'staff' },
  { name: 'export-jsonl-gzip', format: 'jsonl', gzip: true, role: 'staff' },
  { name: 'export-csv', format: 'csv', gzip: false, role: 'staff' },
  { name: 'export-csv-gzip', format: 'csv', gzip: true, role: 'staff' },
  { name: 'export-parquet', format: 'parquet', gzip: false, role: 'staff' },
  { name: 'export-jsonl-analyst', format: 'jsonl', gzip: false, role: 'analyst' },
];

const loads = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/** Runs `work` (answering what it wants reported) with the time and the load average at its start and end. */
const timed = async (name, total, work) => {
  const loadStart = loads();
  const cpu0 = { own: ownCpuSeconds(), postgres: postgresCpuSeconds() };
  const t0 = performance.now();
  const extra = await work();
  const seconds = (performance.now() - t0) / 1000;
  // What it cost the cores: this process (the studio's code, and PGlite when embedded) and the local PostgreSQL server.
  const cpu = { own: ownCpuSeconds() - cpu0.own, postgres: postgresCpuSeconds() - cpu0.postgres };
  return { name, events: total, seconds, rate: total / seconds, loadStart, loadEnd: loads(), cpu, ...extra };
};

/**
 * The store's own `$all` read, every event in pages of REBUILD_BATCH (a rebuild's), without decrypting
 * (`raw`: the adapter itself, the limit) or through the studio's encrypting store (what a rebuild reads).
 */
export const measureRead = async ({ infra }, schema, total, raw) => {
  const store = raw ? await createPostgresEventStore({ pool: infra.pool, kind: infra.database === 'embedded' ? 'pglite' : 'postgres', schema }) : infra.store;
  const target = {
    start: START,
    async readPage(cursor, pageSize) {
      const page = await store.readAll(cursor, pageSize);
      return { count: page.events.length, next: page.next, isEnd: page.isEnd };
    },
  };
  try {
    return await timed(raw ? 'read-all' : 'read-all-decrypted', total, async () => {
      const read = await readAll(target, { total, pageSize: REBUILD_BATCH });
      return { note: `${read.pages} pages` };
    });
  } finally {
    if (raw) await store.close(); // its listening connection; the pool is the studio's
  }
};

/** A projection's full rebuild from the first event, swapped in: the engine's own `rebuild`, as `npm run rebuild -- <name>` runs it. */
export const measureRebuild = async ({ infra }, name, total) => {
  const phases = {};
  // Until the first progress: the rebuild slot, the side tables, and the first page read and applied.
  let phase = 'start and first page';
  let since = performance.now();
  const onProgress = (p) => {
    if (p.phase === phase) return;
    phases[phase] = (phases[phase] ?? 0) + (performance.now() - since) / 1000;
    phase = p.phase;
    since = performance.now();
  };
  return timed(`rebuild-${name}`, total, async () => {
    const result = await infra.engine.rebuild(name, { swap: true, onProgress });
    phases[phase] = (phases[phase] ?? 0) + (performance.now() - since) / 1000;
    if (!result.swapped) throw new Error(`The rebuild of ${name} was not swapped in`);
    return { note: `${result.events.toLocaleString('en-US')} applied; ${Object.entries(phases).map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(', ')}` };
  });
};

/** An export of every event (no filter) to a file, through runExport with the viewer's EventViews session, as an export job runs it. */
export const measureExport = async ({ infra, schema }, { name, format, gzip, role }, total) => {
  const dir = mkdtempSync(join(tmpdir(), 'tempest-log-scale-export-'));
  const db = { query: (sql, params) => infra.pool.query(sql, params).then((r) => r.rows), table: tableNameIn(schema) };
  const metadata = { actorId: 'bench', actorKind: 'user', model: null, correlationId: null, causationId: null, requestId: null };
  const view = new EventViews(infra, infra.store, infra.runner).open({ role, userId: 'bench', route: 'POST /api/analytics/exports (bench)', metadata });
  try {
    return await timed(name, total, async () => {
      const path = join(dir, `all.${format}${gzip ? '.gz' : ''}`);
      const done = await runExport({ db, store: infra.store, filter: {}, view, format, gzip, path }).finally(() => view.finish());
      if (done.rows !== total) throw new Error(`${name} wrote ${done.rows} of ${total} events`);
      return { note: `${(statSync(path).size / 1e6).toFixed(0)} MB` };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
