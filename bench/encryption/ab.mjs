// Field encryption, CPU only: two builds of apps/api/dist/privacy compared in ONE process, rounds alternated,
// measured in CPU time (process.cpuUsage), which a loaded shared machine disturbs far less than wall time.
// For a change to the encryption code, whose effect (5–20 %) the database bench (run.mjs) cannot resolve
// on a machine at load 8:
//
//   git stash && npx tsc -b apps/api && cp -r apps/api/dist/privacy apps/api/dist/privacy-before && git stash pop
//   npx tsc -b apps/api && node bench/encryption/ab.mjs --before apps/api/dist/privacy-before [--rounds 16]
//
// Each round seals 2,000 events of run.mjs's studio mix with sealData (as an append does) and opens the
// stored form (as a read does) with openEvents, and as JSON text (as an export does) with readEventsJson; keys are in memory, as in a running studio.
import { randomBytes, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({ options: { before: { type: 'string' }, rounds: { type: 'string', default: '16' } } });
if (!args.before) throw new Error('--before <a copy of apps/api/dist/privacy from the build to compare with>');
const builds = {
  before: resolve(args.before),
  after: fileURLToPath(new URL('../../apps/api/dist/privacy', import.meta.url)),
};
const modules = {};
for (const [side, dir] of Object.entries(builds))
  modules[side] = { ...(await import(pathToFileURL(`${dir}/encrypting-event-store.js`).href)), ...(await import(pathToFileURL(`${dir}/event-subjects.js`).href)) };

const key = randomBytes(32);
const keys = { epoch: 0, ttlMs: 30_000, cached: () => key, keysFor: async (ids) => new Map([...ids].map((id) => [id, key])), keyForWriting: async () => key };
const WORDS = ['state', 'hero', 'enemy', 'speed', 'update', 'render', 'score', 'level', 'tile', 'sprite', 'collide', 'jump', 'gravity', 'inventory', 'health', 'timer', 'spawn', 'boss', 'coins', 'door'];
const word = () => WORDS[Math.floor(Math.random() * WORDS.length)];
const code = () => Array.from({ length: 45 }, () => `  if (${word()}.${word()} > ${Math.floor(Math.random() * 1000)}) ${word()}.${word()} = ${word()}(${word()}, ${(Math.random() * 10).toFixed(2)});`).join('\n');
const at = '2026-12-02T00:00:00.000Z';
const user = randomUUID();
const gameId = randomUUID();
const mixed = () =>
  Array.from({ length: 100 }, (_, i) => {
    const event = (type, data) => ({ id: randomUUID(), type, data, metadata: { actorId: user } });
    const pick = i % 10;
    if (pick < 3) return event('AssetEdited', { assetId: randomUUID(), gameId, assetType: 'script', data: { name: `s${i}.js`, code: code() }, changedKeys: ['code'], at });
    if (pick < 5) return event('GameActionApplied', { sessionId: randomUUID(), userId: user, action: 'move', args: { dx: 1, dy: 0 }, changes: { [randomUUID()]: { position: { x: i, y: 2 } } }, logs: `moved to ${i}`, at });
    if (pick === 5) return event('UserMessageReceived', { sessionId: randomUUID(), userId: user, messageId: randomUUID(), streamId: randomUUID(), content: 'Make the hero jump higher and add a double jump. '.repeat(6), contextItems: [{ name: 'hero.js' }], hiddenInstructions: '', at });
    if (pick === 6) return event('UserRegistered', { userId: user, username: `user_${i}`, email: `user${i}@example.com`, passwordHash: 'scrypt$x', via: 'password', googleSub: null, emailVerified: false, registeredAt: at });
    if (pick === 7) return event('PendingChangesAccepted', { assetId: randomUUID(), gameId, assetType: 'script', changeIds: [randomUUID()], at, by: user });
    if (pick === 8) return event('TokensConsumed', { amount: 12, reason: 'agent', at });
    return event('AssetDeleted', { assetId: randomUUID(), gameId, assetType: 'script', permanent: false, at });
  });
const events = Array.from({ length: 20 }, mixed).flat();

const cpuMs = () => {
  const { user: u, system } = process.cpuUsage();
  return (u + system) / 1000;
};
const totals = { before: { seal: 0, open: 0, export: 0 }, after: { seal: 0, open: 0, export: 0 } };
const rounds = Number(args.rounds);
for (let round = 0; round <= rounds; round++) {
  for (const side of round % 2 ? ['after', 'before'] : ['before', 'after']) {
    const { sealData, openEvents, EventSubjects } = modules[side];
    const subjects = new EventSubjects(async () => undefined);
    subjects.learn(`game-${gameId}`, 'GameCreated', { gameId, creatorId: user });
    let t = cpuMs();
    const sealed = [];
    for (const e of events) sealed.push({ ...e, data: await sealData(keys, subjects, 'bench', e) });
    const seal = cpuMs() - t;
    const stored = sealed.map((e) => ({ ...e, data: JSON.parse(JSON.stringify(e.data)) })); // as read back from the database
    t = cpuMs();
    openEvents(keys, stored);
    const open = cpuMs() - t;
    // An export: the stored JSON text as PostgreSQL prints jsonb, through the decorator's readEventsJson.
    const texts = stored.map((e) => ({ ...e, data: JSON.stringify(e.data).replaceAll('":', '": ') }));
    const store = modules[side].encryptingEventStore({ readEventsJson: async () => texts, readStream: async () => [] }, keys);
    t = cpuMs();
    await store.readEventsJson([]);
    const exported = cpuMs() - t;
    if (round === 0) continue; // warm-up
    totals[side].export += exported;
    totals[side].seal += seal;
    totals[side].open += open;
  }
}
const perEvent = (ms) => ((ms * 1000) / events.length / rounds).toFixed(1);
console.log(`Field encryption CPU per event, ${rounds} rounds alternated, ${events.length} events of the mix (µs CPU):`);
console.log('| | before | after | after/before |');
console.log('|---|---|---|---|');
const labels = { seal: 'encrypt (sealData)', open: 'decrypt (openEvents)', export: 'decrypt an export (readEventsJson)' };
for (const what of ['seal', 'open', 'export'])
  console.log(`| ${labels[what]} | ${perEvent(totals.before[what])} | ${perEvent(totals.after[what])} | ${(totals.after[what] / totals.before[what]).toFixed(2)} |`);
