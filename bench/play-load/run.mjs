// A published game's players at scale (issue 32 §1 and §4): against this checkout's built studio
// (apps/api/dist/main.js, one process per replica), a creator makes a clicker with the offline agent and
// publishes it; P anonymous players (each its own `tempest_player` cookie and session) then click it over
// HTTP or each over its own socket (--transport) with C actions in flight in total, each player's own actions one at a time (a game's frame waits for
// its answer). Per run: actions/s, p50/p95/p99, refusals (429/503 with Retry-After) and failures, the load
// average, the ratio to the limit measured in the same run (limits.mjs: the bare Python call rate and the
// store's one-event append rate), and whether every acknowledged action is in the log (GameActionApplied
// events counted in the database). --soak: one database at a target rate for a while, the API's memory and
// the store's bytes per action sampled, then kill -9 and a restart, and the log checked again.
// Figures are printed (and written with --results); nothing is asserted.
//
//   npm run bench:play-load
//   node bench/play-load/run.mjs --quick --db pglite
//   node bench/play-load/run.mjs --db postgres --soak 600 --rate 1000 --results bench/play-load/results.md
//
// Options: --db pglite,postgres; --database-url <url> ($BENCH_DATABASE_URL or
// postgres://root@127.0.0.1:5432/bench, created when missing; a fresh DB_SCHEMA per run, dropped afterwards);
// --redis-url ($REDIS_URL or redis://127.0.0.1:6379: the replicas' socket.io adapter on PostgreSQL);
// --replicas 1,2 (PostgreSQL; PGlite is one process, its data directory is locked); --in-flight 1,8,32,128;
// --transport http,socket (each C measured on each: POST /play/game-action/, or the socket's GAME_ACTION; the
// soak uses the first); --projection-worker (PostgreSQL: the replicas run no projections, one projection worker
// process runs them, as the README's deployment does; its CPU counts with the studios');
// --players 40 (P = max(players, C)); --seconds 10 per run, or --actions <n> per run; --limit-seconds 5 (each
// limit's measure); --warmup-seconds 2 (each run's players before timing); --prompt <the clicker's prompt>;
// --soak <seconds> [--rate 1000] [--soak-in-flight 32]; --quick (3 s runs, 2 s limits: a smoke test);
// --label <section title> and --results <file> (the section of that label is replaced, the others kept).
// The studio's Python workers are its own default unless PYTHON_WORKERS is set (the limit uses the same).
// BENCH_LIMITS_SCALE: the studios' PLAY_LIMITS_SCALE (1000: counted, never refusing the bench's one address; 0: no play limits at all).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../support/studio.mjs';
import { writeSection } from '../support/results.mjs';
import { drive, newPlayer, pacer, runFor } from './drive.mjs';
import { PLAY_LIMITS_SCALE, appliedInLog, cpuSecondsOf, processesOf, clickActionOf, postgresCpu, postgresCpuSince, dropSchema, ensureDatabase, freshSchema, publishGame, rssOf, startReplicas, storeBytes } from './game.mjs';
import { clickEvent, openStoreDatabase, pythonLimit, storeLimit } from './limits.mjs';
import { fmtCpu, fmtLoad, fmtMb, fmtMs, fmtRate, fmtRatio, percentile, ratioToLimit, reasonOf, summarize, trend } from './stats.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite,postgres' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench' },
    'redis-url': { type: 'string', default: process.env.REDIS_URL || 'redis://127.0.0.1:6379' },
    replicas: { type: 'string', default: '1,2' },
    'in-flight': { type: 'string', default: '1,8,32,128' },
    transport: { type: 'string', default: 'http,socket' },
    'projection-worker': { type: 'boolean', default: false },
    players: { type: 'string', default: '40' },
    seconds: { type: 'string' },
    actions: { type: 'string' },
    'limit-seconds': { type: 'string' },
    'warmup-seconds': { type: 'string' },
    prompt: { type: 'string', default: 'Make an idle clicker game about baking cookies' },
    soak: { type: 'string' },
    rate: { type: 'string', default: '1000' },
    'soak-in-flight': { type: 'string', default: '32' },
    quick: { type: 'boolean', default: false },
    label: { type: 'string' },
    results: { type: 'string' },
  },
});

const list = (text) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const DATABASES = list(args.db);
const REPLICAS = list(args.replicas).map(Number);
const IN_FLIGHT = list(args['in-flight']).map(Number);
const TRANSPORTS = list(args.transport);
for (const t of TRANSPORTS) if (t !== 'http' && t !== 'socket') throw new Error(`--transport: http or socket, not ${t}`);
const PLAYERS = Number(args.players);
const SECONDS = Number(args.seconds ?? (args.quick ? 3 : 10));
const ACTIONS = args.actions ? Number(args.actions) : null;
const LIMIT_SECONDS = Number(args['limit-seconds'] ?? (args.quick ? 2 : 5));
const WARMUP_SECONDS = Number(args['warmup-seconds'] ?? (args.quick ? 1 : 2));
const SOAK = args.soak ? Number(args.soak) : null;
const SAMPLE_SECONDS = args.quick ? 2 : 10;

const commit = (() => {
  try {
    return execFileSync('git', ['-C', ROOT, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const LABEL = args.label ?? `This build (${commit})`;
/** The clicker's action, as found in its scripts (setUp). */
let ACTION = null;
const log = (line) => console.error(`  · ${line}`);

/** Where a run's studios keep their data: a fresh schema of PostgreSQL, or a fresh embedded data directory. */
const targetOn = (database) =>
  database === 'postgres'
    ? { database, databaseUrl: args['database-url'], schema: freshSchema(), redisUrl: args['redis-url'] }
    : { database, dataDir: mkdtempSync(join(tmpdir(), 'tempest-bench-play-')) };

const discard = async (target) => {
  if (target.database === 'postgres') await dropSchema(target.databaseUrl, target.schema);
  else rmSync(target.dataDir, { recursive: true, force: true });
};

/** P new players of the game, player i on replica i mod R (a load balancer with affinity), 8 started at a time. */
const newPlayers = async (studios, gameId, count, transport) => {
  const players = new Array(count);
  for (let i = 0; i < count; i += 8) {
    await Promise.all(Array.from({ length: Math.min(8, count - i) }, async (_, k) => (players[i + k] = await newPlayer(studios[(i + k) % studios.length].url, gameId, transport))));
  }
  return players;
};

/** The log against what was acknowledged: every acknowledged action of these players must be a GameActionApplied event. */
const checkLog = async (target, players) => {
  const counts = await appliedInLog(
    target,
    players.map((p) => p.sessionId),
  );
  const acknowledged = players.reduce((s, p) => s + p.acknowledged, 0);
  const inLog = [...counts.values()].reduce((s, n) => s + n, 0);
  const short = players.filter((p) => (counts.get(p.sessionId) ?? 0) < p.acknowledged).length;
  return { acknowledged, inLog, short, ok: short === 0 };
};

const logVerdict = (check) =>
  check === null
    ? '—'
    : check.ok
      ? `${check.inLog.toLocaleString('en-US')} of ${check.acknowledged.toLocaleString('en-US')}${check.inLog > check.acknowledged ? ` (+${check.inLog - check.acknowledged} applied, answer lost)` : ''}`
      : `**MISSING ${check.acknowledged - check.inLog}** (${check.inLog} of ${check.acknowledged}; ${check.short} sessions short)`;

const loudIfLost = (where, check) => {
  if (check && !check.ok)
    console.error(
      `\n!!!!!!!! ${where}: ${check.acknowledged - check.inLog} ACKNOWLEDGED ACTIONS ARE NOT IN THE LOG (${check.inLog} of ${check.acknowledged}; ${check.short} sessions short) !!!!!!!!\n`,
    );
};

/** The game published on `studios`, its click action, and a sample click (the start state, the state after one click). */
const setUp = async (studios) => {
  const game = await publishGame(studios[0].url, args.prompt);
  const action = clickActionOf(game.scripts);
  if (!action) throw new Error(`The game's scripts define no action: ${game.scripts.map((s) => s.name).join(', ')}`);
  ACTION = action;
  const probe = await newPlayer(studios[0].url, game.gameId);
  const clicked = await probe.act(action, {});
  if (clicked.status !== 200 || clicked.body?.success !== true) throw new Error(`The first ${action} answered ${clicked.status}: ${JSON.stringify(clicked.body)}`);
  return { ...game, action, probe, clickedState: clicked.body.entity_state };
};

/** The Python call rate for every C on `replicas` pools (the studio's worker count each), measured once per replica count. */
const pythonRates = new Map();
const pythonRatesFor = async (replicas, game) => {
  if (pythonRates.has(replicas)) return pythonRates.get(replicas);
  log(`the Python limit: ${game.action}() on ${replicas} pool(s), C = ${IN_FLIGHT.join(', ')}`);
  const python = await pythonLimit({ pools: replicas, scripts: game.scripts, fn: game.action, state: game.probe.startState, args: {} });
  const rates = new Map();
  try {
    for (const c of IN_FLIGHT) rates.set(c, await python.rate(c, LIMIT_SECONDS));
  } finally {
    await python.close();
  }
  pythonRates.set(replicas, { workers: python.workers, rates });
  return pythonRates.get(replicas);
};

/** One load run: P fresh players, warmed up, then C in flight for the run's length. */
const loadRun = async ({ studios, game, inFlight, transport }) => {
  const players = await newPlayers(studios, game.gameId, Math.max(PLAYERS, inFlight), transport);
  const send = (player) => player.act(game.action, {});
  await drive({ players, inFlight, more: runFor({ seconds: WARMUP_SECONDS }), send, record: () => undefined });
  const answers = [];
  // Where the machine's two cores went: the studios (their Python workers included), PostgreSQL and this client.
  const studioCpu = async () => (await Promise.all(processesOf(studios).map((s) => cpuSecondsOf(s.pid)))).reduce((a, b) => a + b, 0);
  const cpu0 = { studios: await studioCpu(), postgres: await postgresCpu(), client: process.cpuUsage() };
  const t0 = performance.now();
  await drive({ players, inFlight, more: runFor({ seconds: SECONDS, count: ACTIONS }), send, record: (a) => answers.push(a) });
  const seconds = (performance.now() - t0) / 1000;
  const client = process.cpuUsage(cpu0.client);
  const cpu = { studios: (await studioCpu()) - cpu0.studios, postgres: await postgresCpuSince(cpu0.postgres), client: (client.user + client.system) / 1e6 };
  for (const p of players) p.close();
  return { players, seconds, summary: summarize(answers, seconds), load: loadavg(), cpu };
};

const runs = [];
const errors = [];

const loadFigures = async () => {
  for (const database of DATABASES) {
    const storeDb = await openStoreDatabase({ database, databaseUrl: args['database-url'] });
    try {
      for (const replicas of database === 'postgres' ? REPLICAS : REPLICAS.filter((r) => r === 1)) {
        await configuration(database, replicas, storeDb).catch((error) => {
          // One configuration that fails (a studio that does not start, the server out of connections) is said, and the others run.
          errors.push(`${database}, ${replicas} replica(s): ${error.message.split('\n')[0]}`);
          console.error(`\n!!!!!!!! ${errors.at(-1)}\n`);
        });
      }
    } finally {
      await storeDb.close();
    }
  }
};

/** The runs of one database and replica count: its studios started, the clicker published, each C measured. */
const configuration = async (database, replicas, storeDb) => {
  const target = targetOn(database);
  log(`${database}, ${replicas} replica(s): starting the studio, making and publishing the clicker…`);
  const studios = await startReplicas(target, replicas, { worker: database === 'postgres' && args['projection-worker'] }).catch(async (error) => {
    await discard(target);
    throw error;
  });
  const these = [];
  try {
    const game = await setUp(studios);
    const python = await pythonRatesFor(replicas, game);
    const event = clickEvent({ sessionId: game.probe.sessionId, action: game.action, args: {}, before: game.probe.startState, after: game.clickedState });
    for (const inFlight of IN_FLIGHT) {
      // A limit that could not be measured (e.g. the server's connections used up by others) is left out, not the run.
      const storeRate = await storeLimit({ db: storeDb, inFlight, streams: Math.max(PLAYERS, inFlight), seconds: LIMIT_SECONDS, event }).catch((error) => {
        log(`the store limit at C = ${inFlight} failed: ${error.message}`);
        return null;
      });
      for (const transport of TRANSPORTS) {
        const run = { database, replicas, projectionWorker: Boolean(studios.projectionWorker), inFlight, transport, workers: python.workers, pythonRate: python.rates.get(inFlight), storeRate, ...(await loadRun({ studios, game, inFlight, transport })) };
        // PostgreSQL is read now; an embedded database once its studio has stopped.
        run.check = database === 'postgres' ? await checkLog(target, run.players) : null;
        these.push(run);
        runs.push(run);
        log(rowText(run));
        loudIfLost(`${database}, ${replicas} replica(s), C = ${inFlight}, ${transport}`, run.check);
      }
    }
  } finally {
    await Promise.all(processesOf(studios).map((s) => s.stop()));
    try {
      if (database !== 'postgres') {
        for (const run of these) {
          run.check = await checkLog(target, run.players);
          loudIfLost(`${database}, C = ${run.inFlight}, ${run.transport}`, run.check);
        }
      }
    } finally {
      await discard(target);
    }
  }
};

/** Milliseconds of CPU each acknowledged action cost the studios and PostgreSQL (PGlite runs inside the studio). */
const cpuPerAction = (r) => {
  const acked = r.summary.perSecond * r.seconds;
  if (!(acked > 0)) return '—';
  const ms = (seconds) => ((1000 * seconds) / acked).toFixed(2);
  return r.database === 'postgres' ? `${ms(r.cpu.studios)} / ${ms(r.cpu.postgres)}` : `${ms(r.cpu.studios)} / —`;
};

/** The replicas of a run, and the projection worker beside them if it had one. */
const replicasText = (r) => (r.projectionWorker ? `${r.replicas} + projection worker` : String(r.replicas));

const rowText = (r) => {
  const s = r.summary;
  const { ratio } = ratioToLimit(s.perSecond, [r.pythonRate, r.storeRate]);
  return `${r.database} ×${replicasText(r)} C=${r.inFlight} ${r.transport}: ${fmtRate(s.perSecond)} actions/s, p50 ${fmtMs(s.p50)} p95 ${fmtMs(s.p95)} p99 ${fmtMs(s.p99)}, refused ${s.refused}, failed ${s.failed}; limits python ${fmtRate(r.pythonRate)}/s store ${fmtRate(r.storeRate)}/s, ratio_to_limit ${fmtRatio(ratio)}; CPU studios ${fmtCpu(r.cpu.studios, r.seconds)} PostgreSQL ${fmtCpu(r.cpu.postgres, r.seconds)} client ${fmtCpu(r.cpu.client, r.seconds)}, per action ${cpuPerAction(r)}; load ${fmtLoad(r.load)}`;
};

const loadTable = () => {
  const lines = [
    '| database | replicas | in flight (players) | transport | actions/s | p50 | p95 | p99 | refused / failed | Python limit /s | store limit /s | ratio_to_limit | CPU: studios / PostgreSQL / client | CPU ms per action: studios / PostgreSQL | acknowledged in the log | load average |',
    '|---|--:|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|',
  ];
  const notes = [];
  for (const r of runs) {
    const s = r.summary;
    const { limit, ratio } = ratioToLimit(s.perSecond, [r.pythonRate, r.storeRate]);
    const which = limit === null ? '' : limit === r.pythonRate ? ' (Python)' : ' (store)';
    lines.push(
      `| ${r.database} | ${replicasText(r)} | ${r.inFlight} (${r.players.length}) | ${r.transport} | ${fmtRate(s.perSecond)} | ${fmtMs(s.p50)} | ${fmtMs(s.p95)} | ${fmtMs(s.p99)} | ${s.refused} / ${s.failed} | ${fmtRate(r.pythonRate)} | ${fmtRate(r.storeRate)} | ${fmtRatio(ratio)}${which} | ${fmtCpu(r.cpu.studios, r.seconds)} / ${fmtCpu(r.cpu.postgres, r.seconds)} / ${fmtCpu(r.cpu.client, r.seconds)} | ${cpuPerAction(r)} | ${logVerdict(r.check)} | ${fmtLoad(r.load)} |`,
    );
    if (s.refused) notes.push(`- ${r.database} ×${replicasText(r)}, C = ${r.inFlight}, ${r.transport}: refused ${s.refusedWhy}`);
    if (s.failed) notes.push(`- ${r.database} ×${replicasText(r)}, C = ${r.inFlight}, ${r.transport}: failed ${s.failedWhy}`);
  }
  return [...lines, ...(notes.length ? ['', 'Refusals and failures:', '', ...notes] : []), ...(errors.length ? ['', 'Not measured:', '', ...errors.map((e) => `- ${e}`)] : [])];
};

/** The soak: one API process at a target rate, sampled; then kill -9, a restart on the same database, and the log checked. */
const soakFigures = async () => {
  const database = DATABASES[0];
  const rate = Number(args.rate);
  const inFlight = Number(args['soak-in-flight']);
  const target = targetOn(database);
  log(`soak on ${database}: ${SOAK} s at ${rate} actions/s, at most ${inFlight} in flight, over ${TRANSPORTS[0]}`);
  let [studio] = await startReplicas(target, 1);
  try {
    const game = await setUp([studio]);
    const players = await newPlayers([studio], game.gameId, Math.max(PLAYERS, inFlight), TRANSPORTS[0]);
    const send = (player) => player.act(game.action, {});
    await drive({ players, inFlight, more: runFor({ seconds: WARMUP_SECONDS }), send, record: () => undefined });
    const ackedSoFar = () => players.reduce((s, p) => s + p.acknowledged, 0);
    const base = { acked: ackedSoFar(), bytes: await storeBytes(target), rss: await rssOf(studio.pid) };
    const samples = [];
    let lastCpu = { seconds: await cpuSecondsOf(studio.pid), at: performance.now() };
    let window = [];
    const all = [];
    const t0 = performance.now();
    let lastSampleAt = t0;
    const sample = async () => {
      const answers = window;
      window = [];
      const windowSeconds = (performance.now() - lastSampleAt) / 1000;
      lastSampleAt = performance.now();
      const acked = ackedSoFar() - base.acked;
      const latencies = answers
        .filter((a) => a.status === 200)
        .map((a) => a.ms)
        .sort((x, y) => x - y);
      const s = {
        t: (performance.now() - t0) / 1000,
        acked,
        perSecond: answers.filter((a) => a.kind === 'acknowledged').length / windowSeconds,
        p95: percentile(latencies, 0.95),
        refused: answers.filter((a) => a.kind === 'refused').length,
        failed: answers.filter((a) => a.kind === 'failed').length,
        rss: await rssOf(studio.pid),
        bytes: await storeBytes(target),
        load: loadavg()[0],
      };
      const cpu = { seconds: await cpuSecondsOf(studio.pid), at: performance.now() };
      s.cpu = fmtCpu(cpu.seconds - lastCpu.seconds, (cpu.at - lastCpu.at) / 1000);
      lastCpu = cpu;
      s.bytesPerAction = acked > 0 ? (s.bytes - base.bytes) / acked : Number.NaN;
      samples.push(s);
      log(`soak t=${s.t.toFixed(0)} s: ${fmtRate(s.perSecond)}/s p95 ${fmtMs(s.p95)} RSS ${fmtMb(s.rss)} store ${fmtMb(s.bytes)} (${fmtRate(s.bytesPerAction)} B/action) load ${s.load.toFixed(2)}`);
    };
    let sampling = Promise.resolve();
    const timer = setInterval(() => (sampling = sampling.then(sample)), SAMPLE_SECONDS * 1000);
    // kill -9 at the end while the players are still clicking: what was acknowledged before must be in the log;
    // what was in flight may or may not be (its player got no answer).
    let killedAt = null;
    const driving = drive({ players, inFlight, pace: pacer(rate), more: () => killedAt === null, send, record: (a) => (window.push(a), all.push(a)) });
    await new Promise((r) => setTimeout(r, SOAK * 1000));
    clearInterval(timer);
    await sampling;
    killedAt = performance.now();
    process.kill(studio.pid, 'SIGKILL');
    await driving;
    const seconds = (killedAt - t0) / 1000;
    const summary = summarize(
      all.filter((a) => a.at <= killedAt),
      seconds,
    );
    const inFlightAtKill = all.filter((a) => a.at > killedAt).length;
    log(`killed the studio (pid ${studio.pid}) with -9 after ${ackedSoFar().toLocaleString('en-US')} acknowledged actions, ${inFlightAtKill} in flight; restarting on the same database…`);
    await studio.stop();
    const restartT0 = performance.now();
    [studio] = await startReplicas(target, 1);
    const restartSeconds = (performance.now() - restartT0) / 1000;
    // A player comes back: the restarted studio answers its next click on the same session.
    players[0].url = studio.url;
    const after = await players[0].act(game.action, {});
    if (after.status === 200 && after.body?.success === true) players[0].acknowledged += 1;
    let check;
    if (database === 'postgres') check = await checkLog(target, players);
    else {
      await studio.stop();
      studio = null;
      check = await checkLog(target, players);
    }
    loudIfLost('soak, after kill -9 and restart', check);
    for (const p of players) p.close();
    return { transport: TRANSPORTS[0], database, rate, inFlight, players: players.length, seconds, summary, samples, base, check, inFlightAtKill, restartSeconds, afterStatus: after.status === 200 ? '200' : reasonOf(after), load: loadavg() };
  } finally {
    await studio?.stop();
    await discard(target);
  }
};

const soakTable = (soak) => {
  const s = soak.summary;
  const steady = soak.samples.filter((x) => x.t >= Math.min(60, SOAK / 3));
  const rssTrend = trend(steady.map((x) => ({ x: x.t, y: x.rss })));
  const bpaTrend = trend(steady.filter((x) => Number.isFinite(x.bytesPerAction)).map((x) => ({ x: x.t, y: x.bytesPerAction })));
  // Flat: the fitted line moves less than 5% over the steady part (after the first minute, or third).
  const verdict = (t, unit, scale) =>
    `${Math.abs(t.relative) < 0.05 ? 'flat' : t.relative > 0 ? 'GROWING' : 'falling'} (${(t.slope * 60 * scale).toFixed(2)} ${unit}/min, ${(t.relative * 100).toFixed(0)}% over the steady part)`;
  return [
    `${soak.database}, one API process, ${soak.players} players over ${soak.transport === 'socket' ? 'their sockets' : 'HTTP'}, target ${soak.rate.toLocaleString('en-US')} actions/s with at most ${soak.inFlight} in flight, ${soak.seconds.toFixed(0)} s:`,
    `${fmtRate(s.perSecond)} actions/s acknowledged, p50 ${fmtMs(s.p50)} p95 ${fmtMs(s.p95)} p99 ${fmtMs(s.p99)}, refused ${s.refused}${s.refused ? ` (${s.refusedWhy})` : ''}, failed ${s.failed}${s.failed ? ` (${s.failedWhy})` : ''}; load ${fmtLoad(soak.load)}.`,
    '',
    '| t (s) | acknowledged | actions/s | p95 | refused / failed | API CPU | API RSS | RSS growth / action | event store | store bytes / action | load (1 min) |',
    '|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    `| 0 | 0 | — | — | — | — | ${fmtMb(soak.base.rss)} | — | ${fmtMb(soak.base.bytes)} | — | — |`,
    ...soak.samples.map(
      (x) =>
        `| ${x.t.toFixed(0)} | ${x.acked.toLocaleString('en-US')} | ${fmtRate(x.perSecond)} | ${fmtMs(x.p95)} | ${x.refused} / ${x.failed} | ${x.cpu} | ${fmtMb(x.rss)} | ${x.acked > 0 ? `${fmtRate((x.rss - soak.base.rss) / x.acked)} B` : '—'} | ${fmtMb(x.bytes)} | ${fmtRate(x.bytesPerAction)} B | ${x.load.toFixed(2)} |`,
    ),
    '',
    `Memory (RSS of the API process, Python workers included): ${verdict(rssTrend, 'MB', 1 / 1_048_576)}. Store bytes per action: ${verdict(bpaTrend, 'B', 1)}.`,
    `kill -9 at the end with ${soak.inFlightAtKill} actions in flight, restarted on the same database in ${soak.restartSeconds.toFixed(1)} s (a player's next click answered ${soak.afterStatus}); acknowledged actions in the log: ${logVerdict(soak.check)}.`,
  ];
};

// ---------------------------------------------------------------------------------------------------------

if (DATABASES.includes('postgres')) await ensureDatabase(args['database-url']);
const startLoad = loadavg();
const started = new Date();
let soak = null;
if (SOAK) soak = await soakFigures();
else await loadFigures();

const workers = runs[0]?.workers ?? process.env.PYTHON_WORKERS ?? "the studio's default (PYTHON_WORKERS unset)";
const header = [
  `## ${SOAK ? `${LABEL}, soak` : LABEL} — ${started.toISOString()}`,
  '',
  `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), Node ${process.version}, commit ${commit}; load average ${fmtLoad(startLoad)} at the start, ${fmtLoad(loadavg())} at the end.`,
  `The action: \`${ACTION}(state)\` of the clicker the offline agent made from "${args.prompt}", published; anonymous players, each its own cookie and session, one action at a time each.`,
  `Python workers per studio: ${workers}${process.env.PYTHON_WORKERS ? ' (PYTHON_WORKERS)' : ''}. PLAY_LIMITS_SCALE=${PLAY_LIMITS_SCALE}: the play limits count every action but never refuse the bench's one address.`,
  SOAK
    ? ''
    : `Each run: ${ACTIONS ? `${ACTIONS} actions` : `${SECONDS} s`} after ${WARMUP_SECONDS} s of warm-up; each limit measured for ${LIMIT_SECONDS} s just before its run (studio idle). Latencies: answered actions (200); refusals are 429/503.`,
  SOAK
    ? ''
    : 'CPU: of one core, over the run (studios: their processes, Python workers included; PostgreSQL: every postgres process of the machine; client: this bench; CPU ms per action: the share of each acknowledged action, load-independent where the rates are not). ratio_to_limit: actions/s ÷ the lower limit (named). Python: the same function, PythonPool + runFunction, as many pools as replicas; store: one-event appends to many play-session streams at their expected revisions, a fresh schema (PGlite: a fresh embedded database), no encryption.',
  '',
];
const body = SOAK ? soakTable(soak) : loadTable();
const section = [...header.filter((l, i) => l !== '' || header[i - 1] !== ''), ...body].join('\n');
console.log(`\n${section}`);

if (args.results) {
  const title =
    '# bench/play-load — a published clicker under load (issue 32)\n\nWritten by `npm run bench:play-load` (bench/play-load/run.mjs); a section per label, the newest replacing one of the same label.\n';
  writeSection(args.results, title, LABEL, section);
}
