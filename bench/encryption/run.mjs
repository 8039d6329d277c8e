// Field encryption (issue 28 §3): what encrypting personal and private fields costs an append and a read of
// the whole log, as a ratio to plaintext measured in ONE run, plaintext and encrypted rounds alternated
// (A B B A …) so that the machine's drift hits both alike. Figures are printed (and written to --results);
// nothing is asserted.
//
//   npm run build:server && node bench/encryption/run.mjs [--rounds 6] [--appends 20]
//     [--database-url postgres://root@127.0.0.1:5432/test] [--results bench/encryption/results.md]
//     [--privacy apps/api/dist/privacy-before]   (another build of the encryption code: see ab.mjs)
//
// Two fresh schemas (dropped afterwards): one written by the plain PostgreSQL store, one through the
// encrypting decorator (apps/api/src/privacy/encrypting-event-store.ts) with the same events. An append is
// 100 events of a studio mix; the read is the whole log through readAll (what a rebuild does) and through
// readEventsJson (what an export does) in batches of 1,000 / 5,000.
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPostgresEventStore, START } from '../../libs/event-store/dist/index.js';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '6' },
    appends: { type: 'string', default: '20' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test' },
    results: { type: 'string' },
    privacy: { type: 'string', default: 'apps/api/dist/privacy' },
  },
});
const privacy = (file) => import(pathToFileURL(resolve(args.privacy, file)).href);
const { encryptingEventStore, openEvents } = await privacy('encrypting-event-store.js');
const { KeyStore } = await privacy('key-store.js');
const ROUNDS = Number(args.rounds);
const APPENDS = Number(args.appends);
const stamp = Date.now().toString(36);
const PLAIN = `bench_plain_${stamp}`;
const SEALED = `bench_sealed_${stamp}`;

const lines = [];
const say = (line = '') => {
  console.log(line);
  lines.push(line);
};
const fmt = (n) => Math.round(n).toLocaleString('en-US');

// A studio mix per 100 events: code edits (private content, ~2 KB), play actions (private), chat messages
// (private), registrations (personal), and public events (reviews, tokens, deletes) that pass untouched.
const users = Array.from({ length: 50 }, () => randomUUID());
const games = Array.from({ length: 20 }, (_, i) => ({ gameId: randomUUID(), creator: users[i] }));
const sessions = Array.from({ length: 20 }, (_, i) => ({ sessionId: randomUUID(), gameId: games[i].gameId, player: users[i + 20] }));
// Scripts of ~2 KB that vary as real code does (a repeated line would flatter plaintext: PostgreSQL compresses it).
const WORDS = ['state', 'hero', 'enemy', 'speed', 'update', 'render', 'score', 'level', 'tile', 'sprite', 'collide', 'jump', 'gravity', 'inventory', 'health', 'timer', 'spawn', 'boss', 'coins', 'door'];
const word = () => WORDS[Math.floor(Math.random() * WORDS.length)];
const SCRIPTS = Array.from({ length: 200 }, (_, i) =>
  [`// script ${i}`, ...Array.from({ length: 45 }, () => `  if (${word()}.${word()} > ${Math.floor(Math.random() * 1000)}) ${word()}.${word()} = ${word()}(${word()}, ${(Math.random() * 10).toFixed(2)});`)].join('\n'),
);
const code = (i) => SCRIPTS[i % SCRIPTS.length];
const meta = () => ({ actorId: users[0], actorKind: 'user', correlationId: randomUUID(), causationId: null, requestId: null, timestamp: new Date().toISOString() });
const at = '2026-12-02T00:00:00.000Z';
const mixed = (n) =>
  Array.from({ length: 100 }, (_, i) => {
    const g = games[(n + i) % games.length];
    const s = sessions[(n + i) % sessions.length];
    const u = users[(n + i) % users.length];
    const pick = i % 10;
    const event = (type, data) => ({ id: randomUUID(), type, data, metadata: meta() });
    if (pick < 3) return event('AssetEdited', { assetId: randomUUID(), gameId: g.gameId, assetType: 'script', data: { name: `s${i}.js`, code: code(i) }, changedKeys: ['code'], at });
    if (pick < 5) return event('GameActionApplied', { sessionId: s.sessionId, action: 'move', args: { dx: 1, dy: 0 }, changes: { [randomUUID()]: { position: { x: i, y: 2 } } }, logs: `moved to ${i}`, at });
    if (pick === 5) return event('UserMessageReceived', { sessionId: randomUUID(), messageId: randomUUID(), streamId: randomUUID(), content: 'Make the hero jump higher and add a double jump. '.repeat(6), contextItems: [{ name: 'hero.js' }], hiddenInstructions: '', at });
    if (pick === 6) return event('UserRegistered', { userId: u, username: `user_${i}`, email: `user${i}@example.com`, passwordHash: 'scrypt$x', via: 'password', googleSub: null, emailVerified: false, registeredAt: at });
    if (pick === 7) return event('PendingChangesAccepted', { assetId: randomUUID(), gameId: g.gameId, assetType: 'script', changeIds: [randomUUID()], at, by: u });
    if (pick === 8) return event('TokensConsumed', { amount: 12, reason: 'agent', at });
    return event('AssetDeleted', { assetId: randomUUID(), gameId: g.gameId, assetType: 'script', permanent: false, at });
  });

const pool = new pg.Pool({ connectionString: args['database-url'], max: 6 });
const plain = await createPostgresEventStore({ pool, schema: PLAIN });
const innerSealed = await createPostgresEventStore({ pool, schema: SEALED });
const keys = await KeyStore.open({ pool, schema: SEALED, kek: randomBytes(32), kind: 'postgres' });
const sealed = encryptingEventStore(innerSealed, keys);

const timed = async (run) => {
  const t = performance.now();
  await run();
  return performance.now() - t;
};
const readWholeLog = async (store) => {
  let from = START;
  let events = 0;
  for (;;) {
    const page = await store.readAll(from, 1000);
    events += page.events.length;
    if (page.isEnd) return events;
    from = page.next;
  }
};
// As the studio's projections read: 11 catch-up subscriptions following $all together (the adapter reads a
// page once for all of them; the decorator decrypts each event once for all of them).
const followWholeLog = (store, total, followers = 11) =>
  Promise.all(
    Array.from({ length: followers }, () => new Promise((resolve, reject) => {
      let seen = 0;
      const subscription = store.subscribeToAll(async (batch) => {
        seen += batch.length;
        if (seen >= total) setImmediate(() => subscription.stop().then(resolve, reject));
      }, { from: START, batchSize: 1000, pollIntervalMs: 50 });
    })),
  );
const exportWholeLog = async (store, refs) => {
  let bytes = 0;
  for (let i = 0; i < refs.length; i += 5000) for (const e of await store.readEventsJson(refs.slice(i, i + 5000))) bytes += e.data.length;
  return bytes;
};

try {
  // The streams that name a game's creator and a play session's player, read once and then cached.
  for (const [store, label] of [[plain, 'plain'], [sealed, 'sealed']]) {
    for (const g of games) await store.append(`game-${g.gameId}`, [{ id: randomUUID(), type: 'GameCreated', data: { gameId: g.gameId, name: 'g', description: '', createdAt: at, creatorId: g.creator, creatorName: 'c' }, metadata: meta() }]);
    for (const s of sessions)
      await store.append(`play-session-${s.sessionId}`, [{ id: randomUUID(), type: 'PlaySessionStarted', data: { sessionId: s.sessionId, gameId: s.gameId, playerKey: `user-${s.player}`, userId: s.player, source: 'published', checkpointId: null, entityState: {}, at }, metadata: meta() }]);
    void label;
  }
  await sealed.append(`bench-warm`, mixed(0)); // keys created once, as a running studio has them
  await plain.append(`bench-warm`, mixed(0));

  const appendTimes = { plain: 0, sealed: 0 };
  const refs = { plain: [], sealed: [] };
  let n = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ['plain', 'sealed'] : ['sealed', 'plain'];
    for (const side of order) {
      const store = side === 'plain' ? plain : sealed;
      for (let i = 0; i < APPENDS; i++) {
        const streamId = `bench-${side}-${n++}`;
        const batch = mixed(n);
        appendTimes[side] += await timed(() => store.append(streamId, batch, 'no_stream'));
        for (let r = 0; r < 100; r++) refs[side].push({ streamId, revision: BigInt(r) });
      }
    }
  }
  const appended = ROUNDS * APPENDS * 100;
  const { rows: sizes } = await pool.query(
    `SELECT (SELECT pg_total_relation_size('"${PLAIN}".events')) AS plain, (SELECT pg_total_relation_size('"${SEALED}".events')) AS sealed`,
  );

  const readTimes = { plain: 0, sealed: 0 };
  const exportTimes = { plain: 0, sealed: 0 };
  const followTimes = { plain: 0, sealed: 0 };
  let logEvents = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ['plain', 'sealed'] : ['sealed', 'plain'];
    for (const side of order) {
      const store = side === 'plain' ? plain : sealed;
      readTimes[side] += await timed(async () => (logEvents = await readWholeLog(store)));
      exportTimes[side] += await timed(() => exportWholeLog(store, refs[side]));
      followTimes[side] += await timed(() => followWholeLog(store, logEvents));
    }
  }

  // Where the read's time goes: decrypting alone (no database), over the stored events of one page.
  const stored = (await innerSealed.readAll(START, 5000)).events;
  const sealedCount = stored.filter((e) => JSON.stringify(e.data).includes('"$enc"')).length;
  let decryptMs = Infinity;
  for (let i = 0; i < 5; i++) decryptMs = Math.min(decryptMs, await timed(async () => openEvents(keys, stored)));

  const ratio = (side) => `${(side.sealed / side.plain).toFixed(2)}×`;
  say(`Field encryption (${args.privacy}) — ${new Date().toISOString().slice(0, 10)}, PostgreSQL at ${new URL(args['database-url']).host}, ${ROUNDS} rounds alternated`);
  say();
  say('| measure | plaintext | encrypted | ratio |');
  say('|---|---|---|---|');
  say(`| append of 100 mixed events (${fmt(ROUNDS * APPENDS)} appends a side), ms each | ${(appendTimes.plain / (ROUNDS * APPENDS)).toFixed(2)} | ${(appendTimes.sealed / (ROUNDS * APPENDS)).toFixed(2)} | ${ratio(appendTimes)} |`);
  say(`| appended events/s | ${fmt(appended / (appendTimes.plain / 1000))} | ${fmt(appended / (appendTimes.sealed / 1000))} | |`);
  say(`| read of the whole log via readAll (${fmt(logEvents)} events), ms | ${(readTimes.plain / ROUNDS).toFixed(0)} | ${(readTimes.sealed / ROUNDS).toFixed(0)} | ${ratio(readTimes)} |`);
  say(`| 11 subscriptions following the whole log together (the projections), ms | ${(followTimes.plain / ROUNDS).toFixed(0)} | ${(followTimes.sealed / ROUNDS).toFixed(0)} | ${ratio(followTimes)} |`);
  say(`| export of the appended events via readEventsJson (batches of 5,000), ms | ${(exportTimes.plain / ROUNDS).toFixed(0)} | ${(exportTimes.sealed / ROUNDS).toFixed(0)} | ${ratio(exportTimes)} |`);
  say(`| decrypting alone, no database (${fmt(stored.length)} events, ${fmt(sealedCount)} with encrypted fields), µs per event | | ${((decryptMs * 1000) / stored.length).toFixed(1)} | |`);
  say(`| events table on disk, MB | ${(sizes[0].plain / 1e6).toFixed(1)} | ${(sizes[0].sealed / 1e6).toFixed(1)} | ${(sizes[0].sealed / sizes[0].plain).toFixed(2)}× |`);
  say();
  say(`Machine: ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  if (args.results) writeFileSync(args.results, `# Field encryption — what it costs\n\n\`npm run bench:encryption\` (bench/encryption/run.mjs; see its header for the method).\n\n${lines.join('\n')}\n`);
} finally {
  await keys.close();
  await plain.close();
  await innerSealed.close();
  await pool.query(`DROP SCHEMA IF EXISTS "${PLAIN}" CASCADE`);
  await pool.query(`DROP SCHEMA IF EXISTS "${SEALED}" CASCADE`);
  await pool.end();
}
