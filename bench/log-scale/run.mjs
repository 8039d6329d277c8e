// Operations over the whole log beside what the store itself can read (issue 33 §1), measured in ONE run:
// seed a studio-shaped log of N events, then time the store's raw `$all` read (the limit), every projection's
// full rebuild (the event index's among them), and every export format, each through the studio's own code,
// and print each one's events/s with `ratio_to_read_limit <name> <ratio>`. Figures only; nothing is asserted.
//
//   npm run bench:log-scale -- [--events 1000000] [--db postgres,pglite] [--pglite-events N] [--only names]
//     [--label "Before (commit abc1234)"] [--results bench/log-scale/results.md] [--quick] [--scale 1]
//     [--template /tmp/studio.json] [--database-url postgres://root@127.0.0.1:5432/bench]
//
// The log: copies of one studio recorded over HTTP (record.mjs: a built studio on an embedded database, driven
// as its users drive it), each copy with fresh ids and later times (copies.mjs), appended through the studio's
// encrypting store. PGlite gets N/10 events unless --pglite-events says otherwise. --only: names of measures
// (read-all, rebuild-<projection>, export-<format>…; read-all always runs: it is the limit). --template: the
// recorded studio is kept in that file and reused by later runs. --quick: N = 20,000, PGlite 2,000.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { EVENT_INDEX } from '../../libs/projections/dist/index.js';
import { ROOT } from '../support/studio.mjs';
import { writeSection } from '../support/results.mjs';
import { appendCopies, templateOf } from './copies.mjs';
import { EXPORTS, measureExport, measureRead, measureRebuild } from './measures.mjs';
import { recordStudio } from './record.mjs';
import { openFresh } from './studio-store.mjs';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string' },
    'pglite-events': { type: 'string' },
    db: { type: 'string', default: 'postgres,pglite' },
    only: { type: 'string' },
    label: { type: 'string' },
    results: { type: 'string' },
    quick: { type: 'boolean', default: false },
    scale: { type: 'string', default: '1' },
    template: { type: 'string' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench' },
  },
});
const list = (value) => (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);
const N = Number(args.events ?? (args.quick ? 20_000 : 1_000_000));
const PGLITE_N = Number(args['pglite-events'] ?? Math.round(N / 10));
const ONLY = list(args.only);
const wanted = (name) => name === 'read-all' || ONLY.length === 0 || ONLY.includes(name);
const commit = execFileSync('git', ['-C', ROOT, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const LABEL = args.label ?? `This build (${commit})`;
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const loads = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const log = (line) => console.error(`  · ${line}`);

/** The recorded studio: from --template when it exists, else recorded now (and kept there when named). */
const recorded = async () => {
  if (args.template && existsSync(args.template)) return JSON.parse(readFileSync(args.template, 'utf8'));
  const t0 = performance.now();
  const events = await recordStudio({ scale: Number(args.scale), log });
  log(`recorded ${events.length} events in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  if (args.template) writeFileSync(args.template, JSON.stringify(events));
  return events;
};

/** The mix of the log by event type, most frequent first (from the record: every copy has the same). */
const mixOf = (events) => {
  const counts = new Map();
  for (const e of events) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([type, n]) => `${type} ${((100 * n) / events.length).toFixed(1)} %`).join(', ');
};

/** Seeds `total` events on `database` and runs every wanted measure on them; answers the rows and notes. */
const onDatabase = async (database, template, total) => {
  const opened = await openFresh(database, args['database-url']);
  try {
    const s0 = performance.now();
    let shown = 0;
    const seeded = await appendCopies(opened.infra.store, template, total, {
      onProgress: (made) => made - shown >= total / 20 && process.stderr.write(`  seeded ${fmt((shown = made))}\r`),
    });
    const seedSeconds = (performance.now() - s0) / 1000;
    log(`${database}: seeded ${fmt(seeded.events)} events (${fmt(seeded.copies)} copies of the studio) in ${seedSeconds.toFixed(0)} s = ${fmt(seeded.events / seedSeconds)} events/s (load ${loads()})`);
    const rows = [];
    const limit = { rate: 0 };
    const report = (row) => {
      rows.push(row);
      const ratio = limit.rate > 0 ? row.rate / limit.rate : 1;
      row.ratio = ratio;
      console.log(`${database}  ${row.name}  ${fmt(row.rate)}  ratio_to_read_limit ${row.name} ${ratio.toFixed(3)}   (${row.seconds.toFixed(1)} s, CPU ${row.cpu.own.toFixed(1)} s here${database === 'postgres' ? ` + ${row.cpu.postgres.toFixed(1)} s PostgreSQL` : ''}, load ${row.loadStart} → ${row.loadEnd}${row.note ? `; ${row.note}` : ''})`);
    };
    // The limit: the better of two reads (the first warms the cache, as a rebuild's first page does not).
    const reads = [await measureRead(opened, opened.schema, seeded.events, true), await measureRead(opened, opened.schema, seeded.events, true)];
    Object.assign(limit, reads[0].rate >= reads[1].rate ? reads[0] : reads[1]);
    report(limit);
    if (wanted('read-all-decrypted')) report(await measureRead(opened, opened.schema, seeded.events, false));
    const names = opened.infra.engine.projectorNames();
    for (const name of names) if (wanted(`rebuild-${name}`)) report(await measureRebuild(opened, name, seeded.events));
    const exports = EXPORTS.filter((e) => wanted(e.name));
    // The exports read through the event index: built (untimed) when its rebuild was not measured.
    if (exports.length > 0 && !wanted(`rebuild-${EVENT_INDEX}`)) await opened.infra.engine.rebuild(EVENT_INDEX, { swap: true });
    for (const e of exports) report(await measureExport(opened, e, seeded.events));
    return { rows, seeded, seedSeconds };
  } finally {
    await opened.discard();
  }
};

const startLoad = loads();
const events = await recorded();
const template = templateOf(events);
log(`the studio's mix: ${mixOf(events)}`);
const results = [];
for (const database of list(args.db)) {
  const total = database === 'pglite' ? PGLITE_N : N;
  log(`${database}: ${fmt(total)} events`);
  results.push({ database, total, ...(await onDatabase(database, template, total)) });
}

const table = (r) => [
  `### ${r.database === 'postgres' ? `PostgreSQL (${new URL(args['database-url']).host})` : 'PGlite (embedded, one backend)'} — ${fmt(r.seeded.events)} events`,
  '',
  `Seeded ${fmt(r.seeded.events)} events (${fmt(r.seeded.copies)} copies) in ${r.seedSeconds.toFixed(0)} s (${fmt(r.seeded.events / r.seedSeconds)} events/s, appendMany through the encrypting store).`,
  '',
  '| measure | events/s | s | ratio_to_read_limit | CPU s: bench / PostgreSQL | load average start → end | note |',
  '|---|--:|--:|--:|--:|---|---|',
  ...r.rows.map(
    (row) =>
      `| ${row.name} | ${fmt(row.rate)} | ${row.seconds.toFixed(1)} | ${row.ratio.toFixed(3)} | ${row.cpu.own.toFixed(1)} / ${r.database === 'postgres' ? row.cpu.postgres.toFixed(1) : '—'} | ${row.loadStart} → ${row.loadEnd} | ${row.note ?? ''} |`,
  ),
];
const section = [
  `## ${LABEL} — ${new Date().toISOString()}`,
  '',
  `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), Node ${process.version}, commit ${commit}; load average ${startLoad} at the start, ${loads()} at the end.`,
  `\`node bench/log-scale/run.mjs ${process.argv.slice(2).join(' ')}\``,
  '',
  `PostgreSQL: ${fmt(N)} events; PGlite: ${fmt(PGLITE_N)}${args['pglite-events'] ? '' : ' (N/10 by default: one backend for everything, a tenth keeps the run short)'}.`,
  `The log: copies of one studio recorded over HTTP (${fmt(events.length)} events: a creator signs up, makes a clicker with the offline agent, reviews its changes, edits a prompt, saves checkpoints, publishes, saves and restores a play timeline; anonymous players play it; a player erases their account), each copy with fresh ids. Its mix: ${mixOf(events)}.`,
  'read-all: the store adapter\'s own `$all` read, no decryption, pages of 10,000 (the limit; the better of two reads); read-all-decrypted: the same through the studio\'s encrypting store. rebuild-<name>: ProjectionEngine.rebuild(name, swap) from the first event. export-<format>: runExport of every event, as staff (and one as an analyst) reads it. events/s = events in the log ÷ seconds. CPU s: what the measure cost the cores — this process (the studio\'s code; PGlite too when embedded) and the local PostgreSQL server\'s processes; on 2 cores no measure can take less than half their sum.',
  '',
  ...results.flatMap((r) => [...table(r), '']),
].join('\n');
console.log(`\n${section}`);
if (args.results) {
  writeSection(args.results, `# bench/log-scale — whole-log operations beside the store's \`$all\` read (issue 33 §1)\n\nWritten by \`npm run bench:log-scale\` (bench/log-scale/run.mjs); a section per label, the newest replacing one of the same label.\n`, LABEL, section);
}
