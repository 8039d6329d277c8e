// The workload of bench/timeline/replay.mjs, bundled with the app's local timeline (TL) and run the same way
// in headless Chromium and in Node: a game of 200 entities with components plays a random walk, recorded as
// the game view records it (one STATE_UPDATE per 100 ms into localTimelineReducer: a big checkpoint, then
// micro diffs), then restores to the 600th micro checkpoint — by its id and by its timecode — are timed
// through the same reducer action the app dispatches ("restore to micro / timecode").

/** A small seeded generator (mulberry32): the same walk in the browser and in Node. */
const random = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const uuid = (n) => `${n.toString(16).padStart(8, '0')}-0000-4000-8000-${(n * 7919).toString(16).padStart(12, '0')}`;
const KINDS = ['player', 'enemy', 'coin', 'wall', 'projectile'];

/** One entity: what a small arcade game keeps (transform, motion, health, sprite, tags, score). */
const entity = (rnd, i) => ({
  transform: { x: Math.round(rnd() * 1280), y: Math.round(rnd() * 720), rotation: 0, scale: 1 },
  velocity: { dx: Math.round(rnd() * 8 - 4), dy: Math.round(rnd() * 8 - 4) },
  health: { hp: 100, max: 100, invulnerable: false },
  sprite: { name: `${KINDS[i % KINDS.length]}.png`, frame: 0, layer: i % 3, tint: '#ffffff' },
  tags: { kind: KINDS[i % KINDS.length], team: i % 2 === 0 ? 'red' : 'blue', labels: ['spawned', `wave-${i % 5}`] },
  ...(i % 10 === 0 ? { score: { points: 0, combo: 0, best: 0 } } : {}),
});

export const initialGame = (entities, seed) => {
  const rnd = random(seed);
  return Object.fromEntries(Array.from({ length: entities }, (_, i) => [uuid(i), entity(rnd, i)]));
};

/**
 * One 100 ms step: a fifth of the entities move and animate, a few take damage or score, now and then one
 * spawns, dies, or loses / regains a component. A new object (as a STATE_UPDATE is), unchanged entities shared.
 */
const step = (state, rnd, counter) => {
  const next = { ...state };
  const ids = Object.keys(next);
  for (const id of ids) {
    if (rnd() > 0.2) continue;
    const e = next[id];
    next[id] = {
      ...e,
      transform: { ...e.transform, x: e.transform.x + (e.velocity?.dx ?? 1), y: e.transform.y + (e.velocity?.dy ?? 1) },
      sprite: { ...e.sprite, frame: (e.sprite.frame + 1) % 8 },
    };
    if (rnd() < 0.1 && e.health) next[id] = { ...next[id], health: { ...e.health, hp: Math.max(0, e.health.hp - 5) } };
    if (rnd() < 0.05 && e.score) next[id] = { ...next[id], score: { ...e.score, points: e.score.points + 10, combo: e.score.combo + 1 } };
  }
  if (rnd() < 0.05) next[uuid(counter.next++)] = entity(rnd, counter.next);
  if (rnd() < 0.04 && ids.length > 150) delete next[ids[Math.floor(rnd() * ids.length)]];
  if (rnd() < 0.05) {
    const id = ids[Math.floor(rnd() * ids.length)];
    if (next[id]) {
      const { velocity, ...rest } = next[id];
      next[id] = velocity ? rest : { ...rest, velocity: { dx: 1, dy: 0 } };
    }
  }
  return next;
};

/** Records `micros` micro checkpoints of a random walk as the game view does (the state before the restore). */
export function recordedTimeline(TL, { entities = 200, micros = 600, seed = 15 } = {}) {
  const rnd = random(seed);
  let now = 1_000_000;
  let game = initialGame(entities, seed);
  let state = TL.localTimelineReducer(TL.initialLocalTimelineState, TL.timelineContextSet({ gameId: 'bench-game', sessionId: 'bench-session', now }));
  state = TL.localTimelineReducer(state, TL.bigCheckpointCreated({ id: 'big-1', timestamp: now, state: game, label: 'Game Start', created_at: new Date(now).toISOString(), thumbnail_url: null, now }));
  // The first state after a big checkpoint sets the baseline; each later one (100 ms apart) is a micro diff.
  state = TL.localTimelineReducer(state, TL.stateRecorded({ entities: game, now, id: 'baseline' }));
  const counter = { next: entities };
  const states = [game];
  for (let i = 1; state.microCheckpoints.length < micros; i++) {
    now += 100;
    game = step(game, rnd, counter);
    states.push(game);
    state = TL.localTimelineReducer(state, TL.stateRecorded({ entities: game, now, id: `micro-${i}` }));
  }
  return { state, finalGame: game, now };
}

const nowMs = () => performance.now();

/** Structural equality, key order ignored (a replayed state may list keys in another order). */
const same = (a, b) => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && same(a[k], b[k]));
};

/** Times `runs` restores to the last micro checkpoint, by id and by timecode (after `warmup` untimed ones). */
export function timeRestores(TL, recorded, { runs = 200, warmup = 20 } = {}) {
  const { state, finalGame, now } = recorded;
  const last = state.microCheckpoints[state.microCheckpoints.length - 1];
  const targets = { micro: { kind: 'micro', id: last.id }, timecode: { kind: 'timecode', timecodeMs: last.timecode_ms } };
  const out = { micros: state.microCheckpoints.length, entities: Object.keys(finalGame).length, diffEntries: 0, correct: true };
  for (const m of state.microCheckpoints) out.diffEntries += Object.keys(m.diff.added).length + Object.keys(m.diff.modified).length + m.diff.deleted.length;
  for (const [kind, target] of Object.entries(targets)) {
    const times = [];
    for (let i = 0; i < warmup + runs; i++) {
      const t = nowMs();
      const after = TL.localTimelineReducer(state, TL.checkpointRestored({ target, now }));
      const ms = nowMs() - t;
      if (i >= warmup) times.push(ms);
      if (i === 0 && !same(after.restored?.state, finalGame)) out.correct = false;
    }
    out[kind] = times;
  }
  return out;
}
