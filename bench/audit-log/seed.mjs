// Seeds an event store with N events shaped like the studio's (bench/audit-log/run.mjs uses it): games with
// assets edited by users and by agents of five models, pending changes accepted and rejected, checkpoints,
// publishes, token use, and noise the change log leaves out (sign-ins, agent tool calls). Deterministic for a
// given N (a seeded random), appended with `appendMany` in batches, as the studio appends.
import { randomUUID } from 'node:crypto';

export const MODELS = ['gpt-5', 'claude-4', 'gemini-3', 'llama-5', 'tempest-offline'];

/** A small seeded random (mulberry32), so two runs seed the same log. */
const random = (seed) => () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const meta = (actorId, at, agent = null) => ({
  actorId,
  actorKind: agent ? 'agent' : 'user',
  model: agent?.model ?? null,
  ...(agent ? { agentSessionId: agent.sessionId } : {}),
  correlationId: randomUUID(),
  causationId: null,
  requestId: null,
  timestamp: at,
});

/**
 * Yields batches of stream appends (each stream at most once per batch) until `total` events are made.
 * Returns the ids a reader filters by (a busy game, a user, an agent session).
 */
export async function seedEvents(store, total, { batch = 2000, onProgress = () => {} } = {}) {
  const rnd = random(16);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const users = Array.from({ length: Math.max(10, Math.round(total / 2000)) }, () => ({ id: randomUUID(), name: `user_${Math.floor(rnd() * 1e9)}` }));
  const games = [];
  const start = Date.parse('2026-01-01T00:00:00Z');
  let made = 0;
  let pendingBuffer = [];
  const ids = { gameId: null, userId: users[0].id, agentSessionId: null };

  const flush = async (events) => {
    const byStream = new Map();
    for (const e of events) {
      if (!byStream.has(e.streamId)) byStream.set(e.streamId, []);
      byStream.get(e.streamId).push(e.event);
    }
    await store.appendMany([...byStream].map(([streamId, evs]) => ({ streamId, events: evs, expected: 'any' })));
  };
  const ev = (streamId, type, data, metadata) => ({ streamId, event: { id: randomUUID(), type, data, metadata } });

  for (const user of users) {
    const at = new Date(start).toISOString();
    pendingBuffer.push(ev(`user-${user.id}`, 'UserRegistered', { userId: user.id, username: user.name, email: `${user.name}@example.com`, passwordHash: 'x', googleSub: null, emailVerified: true, via: 'password', registeredAt: at }, meta(user.id, at)));
  }
  made += users.length;
  while (made < total) {
    const at = new Date(start + made * 30_000).toISOString(); // 1,000,000 events span a year
    const roll = rnd();
    const user = pick(users);
    let out;
    if (games.length === 0 || roll < 0.01) {
      const game = { id: randomUUID(), creator: user, assets: [], pending: [] };
      games.push(game);
      ids.gameId ??= game.id;
      out = [ev(`game-${game.id}`, 'GameCreated', { gameId: game.id, name: `Game ${games.length}`, description: '', createdAt: at, creatorId: user.id, creatorName: user.name }, meta(user.id, at))];
    } else {
      // A busy first game: 5 % of the changes, so its log pages deep.
      const game = rnd() < 0.05 ? games[0] : pick(games);
      const actor = game.creator.id;
      const agentRoll = rnd();
      const agent = agentRoll < 0.35 ? { model: pick(MODELS), sessionId: randomUUID() } : null;
      if (agent) ids.agentSessionId ??= agent.sessionId;
      const kind = rnd();
      if (kind < 0.08 && game.pending.length > 0) {
        const change = game.pending.shift();
        const type = rnd() < 0.7 ? 'PendingChangesAccepted' : 'PendingChangesRejected';
        out = [ev(`asset-${change.assetId}`, type, { assetId: change.assetId, gameId: game.id, assetType: change.assetType, changeIds: [change.id], at, by: actor }, meta(actor, at))];
      } else if (kind < 0.11) {
        const checkpointId = randomUUID();
        out = [ev(`versioning-${game.id}`, 'CheckpointCreated', { checkpointId, gameId: game.id, trigger: agent ? 'ai_complete' : 'manual', title: `Checkpoint ${made}`, description: '', message: '', isStarred: false, assets: [], frontends: [], agent: agent ? { sessionId: agent.sessionId, turn: 1 } : null, sessionId: null, rollback: null, at, by: actor }, meta(actor, at, agent))];
        if (rnd() < 0.2) out.push(ev(`game-${game.id}`, 'GamePublished', { gameId: game.id, checkpointId, message: '', publishedAt: at, by: actor }, meta(actor, at)));
      } else if (kind < 0.2) {
        out = [ev(`tokens-${actor}`, 'TokensConsumed', { model: agent?.model ?? pick(MODELS), inputTokens: 100, outputTokens: 50, amount: 3, reason: 'Agent chat', at }, meta(actor, at, agent ?? { model: pick(MODELS), sessionId: randomUUID() }))];
      } else if (kind < 0.27) {
        out = [ev(`user-${actor}`, 'UserLoggedIn', { via: 'password', remember: true, at }, meta(actor, at))];
      } else if (kind < 0.32) {
        const sessionId = agent?.sessionId ?? randomUUID();
        out = [ev(`agent-session-${sessionId}`, 'ToolCallStarted', { streamId: randomUUID(), toolCallId: randomUUID(), tool: 'edit_script', input: {}, at }, meta(actor, at, agent))];
      } else if (kind < 0.42 || game.assets.length === 0) {
        const asset = { id: randomUUID(), type: pick(['script', 'entity', 'prompt', 'logic_file', 'tool']), name: `asset_${made}.py` };
        game.assets.push(asset);
        const pendingChangeId = agent ? randomUUID() : null;
        if (pendingChangeId) game.pending.push({ id: pendingChangeId, assetId: asset.id, assetType: asset.type });
        out = [ev(`asset-${asset.id}`, 'AssetCreated', { assetId: asset.id, gameId: game.id, assetType: asset.type, at, cause: { kind: 'edit' }, pendingChangeId, sessionId: null, data: { name: asset.name, content: 'x = 1\n'.repeat(20) } }, meta(actor, at, agent))];
      } else {
        const asset = pick(game.assets);
        const pendingChangeId = agent ? randomUUID() : null;
        if (pendingChangeId) game.pending.push({ id: pendingChangeId, assetId: asset.id, assetType: asset.type });
        out = [ev(`asset-${asset.id}`, 'AssetEdited', { assetId: asset.id, gameId: game.id, assetType: asset.type, at, cause: { kind: 'edit' }, pendingChangeId, sessionId: null, data: { name: asset.name, content: `x = ${made}\n`.repeat(20) }, changedKeys: ['content'] }, meta(actor, at, agent))];
      }
    }
    pendingBuffer.push(...out);
    made += out.length;
    if (pendingBuffer.length >= batch) {
      await flush(pendingBuffer);
      pendingBuffer = [];
      onProgress(made);
    }
  }
  if (pendingBuffer.length > 0) await flush(pendingBuffer);
  return { ...ids, events: made, games: games.length, users: users.length };
}
