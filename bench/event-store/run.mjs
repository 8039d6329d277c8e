// Event store benchmark: Tempest's PostgreSQL adapter vs @event-driven-io/emmett-postgresql, on embedded
// PGlite and (when DATABASE_URL is set) on real PostgreSQL. `npm run bench:event-store`.
// Env: BENCH_EVENTS (events read / subscribed, default 100000), BENCH_SECONDS (per write figure, default 5),
// BENCH_PAGE (page and batch size for reads, default 1000), BENCH_EMMETT_PGLITE=0 skips Emmett on PGlite,
// BENCH_ONLY=pglite|postgres runs one database only.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { emmettNotes, keptSections, machineSummary, tableFor } from './report.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const envNumber = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const settings = {
  events: envNumber('BENCH_EVENTS', 100_000),
  seconds: envNumber('BENCH_SECONDS', 5),
  pageSize: envNumber('BENCH_PAGE', 1000),
  writers: 16,
  poolSize: 16,
};
const OP_TIMEOUT_MS = 60_000;
const log = (...args) => console.error('  ·', ...args);

const cleanups = [];
const cleanup = async () => {
  while (cleanups.length) await cleanups.pop()().catch((error) => console.error('cleanup:', error.message));
};

/** Forks a target process and returns `call(op, args)`; rejects if it fails to start. */
const startTarget = (config) =>
  new Promise((resolve, reject) => {
    const child = fork(join(here, 'target-process.mjs'), [JSON.stringify(config)], { stdio: 'inherit' });
    const pending = new Map();
    let nextId = 0;
    let exited = false;
    child.on('exit', (code) => {
      exited = true;
      for (const { reject: fail } of pending.values()) fail(new Error(`${config.store} process exited (${code})`));
      reject(new Error(`${config.store} process exited (${code}) before it was ready`));
    });
    const kill = async () => void (exited || child.kill('SIGKILL'));
    cleanups.push(kill);
    child.on('message', (message) => {
      if ('ready' in message) return message.ready ? resolve({ call, close }) : reject(new Error(message.error));
      const entry = pending.get(message.id);
      pending.delete(message.id);
      if (message.ok) entry?.resolve(message.result);
      else entry?.reject(new Error(message.error));
    });
    function call(op, args = {}) {
      if (exited) return Promise.reject(new Error(`${config.store} process is not running`));
      const id = nextId++;
      return new Promise((ok, fail) => {
        // A stuck workload would skew every later figure of this store: stop its process.
        const timer = setTimeout(() => {
          fail(new Error(`${config.store} ${op} took over ${OP_TIMEOUT_MS / 1000} s; stopped it`));
          void kill();
        }, OP_TIMEOUT_MS);
        pending.set(id, { resolve: (r) => (clearTimeout(timer), ok(r)), reject: (e) => (clearTimeout(timer), fail(e)) });
        child.send({ id, op, args });
      });
    }
    async function close() {
      if (!exited) await call('close').catch(kill);
    }
  });

/** Runs one figure; a failure becomes `{ error }` in the table rather than ending the run. */
const measure = async (target, op, args, label) => {
  if (!target) return undefined;
  try {
    const result = await target.call(op, args);
    log(`${label}: ${Math.round(result.eventsPerSecond).toLocaleString('en-US')} events/s`);
    return result;
  } catch (error) {
    log(`${label}: failed — ${error.message.split('\n')[0]}`);
    return { error: error.message };
  }
};

const best = (a, b) => (!a || a.error ? b : !b || b.error ? a : a.eventsPerSecond >= b.eventsPerSecond ? a : b);

/** The five figures, ours then Emmett's for each, on one database. */
const runFigures = async (ours, theirs) => {
  const { seconds, writers, events: total, pageSize } = settings;
  const pair = async (op, args, label) => [
    await measure(ours, op, args, `${label} (Tempest)`),
    await measure(theirs, op, args, `${label} (Emmett)`),
  ];
  const rows = [];
  const add = (label, [o, t], extra = {}) => rows.push({ label, ours: o, theirs: t, ...extra });
  add('1. single appends/s (1 event per append, one stream, sequential)', await pair('writers', { writers: 1, batch: 1, seconds, streamPrefix: 'single' }, 'single appends'));
  add('2. batch-100 events/s (100 events per append, one stream, sequential)', await pair('writers', { writers: 1, batch: 100, seconds, streamPrefix: 'batch' }, 'batch-100'));
  add(`3. ${writers} concurrent writers, events/s total (distinct streams)`, await pair('writers', { writers, batch: 1, seconds, streamPrefix: 'writer' }, `${writers} writers`));
  log(`topping up to ${total.toLocaleString('en-US')} events`);
  const topUp = (target, name) => target?.call('topUp', { total }).catch((e) => log(`top-up (${name}) failed: ${e.message}`));
  await Promise.all([topUp(ours, 'Tempest'), topUp(theirs, 'Emmett')]);
  const first = await pair('read', { total, pageSize }, '$all read');
  const second = await pair('read', { total, pageSize }, '$all read (2nd)');
  add(`4. $all read events/s (${total.toLocaleString('en-US')} events, pages of ${pageSize})`, [best(first[0], second[0]), best(first[1], second[1])]);
  add(`5. catch-up subscription events/s (${total.toLocaleString('en-US')} events)`, await pair('subscribe', { total, pageSize, batchSize: pageSize }, 'subscription'));
  rows.push({
    label: '5b. Emmett consumer + reactor (checkpoint per event)',
    oursNote: 'no counterpart',
    theirs: await measure(theirs, 'consume', { total, batchSize: pageSize, seconds }, 'consumer+reactor (Emmett)'),
  });
  return rows;
};

const withTargets = async (configs, run) => {
  const started = await Promise.allSettled(configs.map(startTarget));
  const [ours, theirs] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
  if (!ours) throw started[0].reason;
  // No second config (BENCH_EMMETT_PGLITE=0): Emmett was not asked for, so it did not fail.
  const emmettError = started[1]?.status === 'rejected' ? started[1].reason.message : null;
  if (emmettError) log(`Emmett did not start: ${emmettError.split('\n')[0]}`);
  try {
    return { rows: await run(ours, theirs), emmettError };
  } finally {
    await Promise.all([ours.close(), theirs?.close()]);
  }
};

const onPGlite = async () => {
  const dirs = ['tempest', 'emmett'].map((name) => mkdtempSync(join(tmpdir(), `bench-es-${name}-`)));
  cleanups.push(async () => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const emmett = process.env.BENCH_EMMETT_PGLITE !== '0';
  const configs = [{ store: 'tempest', dataDir: dirs[0], poolSize: settings.poolSize }];
  if (emmett) configs.push({ store: 'emmett', dataDir: dirs[1], poolSize: settings.poolSize });
  return withTargets(configs, runFigures);
};

const onPostgres = async (url) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const suffix = randomBytes(4).toString('hex');
  const names = [`bench_tempest_${suffix}`, `bench_emmett_${suffix}`];
  cleanups.push(async () => {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const { rows } = await admin.query(
    "SELECT split_part(version(), ' on ', 1) AS v, current_setting('fsync') AS f, current_setting('synchronous_commit') AS s",
  );
  for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
  const at = (name) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
  const result = await withTargets(
    [
      { store: 'tempest', connectionString: at(names[0]), poolSize: settings.poolSize },
      { store: 'emmett', connectionString: at(names[1]), poolSize: settings.poolSize },
    ],
    runFigures,
  );
  return { ...result, serverInfo: `${rows[0].v}, fsync=${rows[0].f}, synchronous_commit=${rows[0].s}` };
};

const main = async () => {
  const startedAt = new Date();
  const t0 = performance.now();
  const url = process.env.DATABASE_URL;
  console.error(`event-store bench: ${JSON.stringify(settings)}${url ? '' : ' (DATABASE_URL not set: PGlite only)'}`);
  const sections = [];
  const only = process.env.BENCH_ONLY; // 'pglite' or 'postgres', for working on one of them
  if (only !== 'postgres') {
    console.error('PGlite (embedded):');
    const lite = await onPGlite();
    sections.push(
      tableFor('Embedded PGlite 0.5.14 (data dir, served over pglite-socket, one backend)', lite.rows) +
        (lite.emmettError ? `\n\nEmmett on PGlite did not start: ${lite.emmettError.split('\n')[0]}` : ''),
    );
  }
  let serverInfo = null;
  if (only === 'pglite') {
    sections.push('Real PostgreSQL: skipped (BENCH_ONLY=pglite).');
  } else if (url) {
    console.error('PostgreSQL:');
    const real = await onPostgres(url);
    serverInfo = real.serverInfo;
    sections.push(tableFor(`PostgreSQL (${new URL(url).host}, ${real.serverInfo})`, real.rows));
  } else {
    sections.push('Real PostgreSQL: skipped (set DATABASE_URL to include it).');
  }
  const elapsed = ((performance.now() - t0) / 1000).toFixed(0);
  const body = [machineSummary(serverInfo), '', ...sections.flatMap((s) => [s, '']), emmettNotes(settings)].join('\n');
  console.log(`\n${body}\n\n(run took ${elapsed} s)`);
  const header = `# Event store benchmark results\n\nMeasured ${startedAt.toISOString()} by \`npm run bench:event-store\` ` +
    `(BENCH_EVENTS=${settings.events}, BENCH_SECONDS=${settings.seconds}, BENCH_PAGE=${settings.pageSize}; run took ${elapsed} s).\n\n`;
  // group-commit.mjs's and large-appends.mjs's sections are measured by their own runs: kept as they are.
  const resultsPath = join(here, 'results.md');
  const kept = existsSync(resultsPath) ? keptSections(readFileSync(resultsPath, 'utf8')) : '';
  writeFileSync(resultsPath, `${header}${body}\n${kept ? `\n${kept}\n` : ''}`);
  console.error(`wrote ${join('bench', 'event-store', 'results.md')}`);
};

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanup().finally(() => process.exit(130)));
try {
  await main();
} finally {
  await cleanup();
}
