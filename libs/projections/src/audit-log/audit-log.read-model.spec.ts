import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@tempest/event-store';
import { AUDIT_EVENT_TYPES, auditRowOf, refKeysOf, type AuditRow, type RefUpdate } from './audit-log.read-model.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const assetId = 'a55e7000-0000-4000-8000-000000000001';
const userId = 'c0ffee00-0000-4000-8000-000000000001';
const sessionId = '5e550000-0000-4000-8000-000000000009';
const at = '2026-11-26T10:00:00.000Z';
let position = 0n;
const recorded = (type: string, streamId: string, data: unknown, metadata: Partial<RecordedEvent['metadata']> & { agentSessionId?: string } = {}): RecordedEvent => {
  position += 1n;
  return {
    id: `e-${position}`, type, streamId, revision: 0n, globalPosition: position, schemaVersion: 1, data,
    metadata: { actorId: userId, actorKind: 'user', model: null, correlationId: 'c', causationId: null, requestId: null, timestamp: at, ...metadata },
  };
};
const asset = (type: string, extra: Record<string, unknown>, metadata = {}) =>
  recorded(type, `asset-${assetId}`, { assetId, gameId, assetType: 'script', at, cause: { kind: 'edit' }, pendingChangeId: null, sessionId: null, ...extra }, metadata);

/** Folds events as the projector does: refs learned by one event are known to the next. */
const fold = (events: RecordedEvent[]): (AuditRow | null)[] => {
  const refs = new Map<string, string>();
  return events.map((event) => {
    const { row, refs: learned } = auditRowOf(event, refs);
    learned.forEach(([k, v]: RefUpdate) => refs.set(k, v));
    return row;
  });
};

describe('audit-log read model', () => {
  it('records an edit with its actor, the asset type and name, and a one-line summary without the content', () => {
    const [created, edited] = fold([
      recorded('GameCreated', `game-${gameId}`, { gameId, name: 'Snake', description: '', createdAt: at, creatorId: userId }),
      asset('AssetEdited', { data: { name: 'player.py', content: 'print("secret")' }, changedKeys: ['content'] }),
    ]);
    expect(created).toMatchObject({ event_type: 'GameCreated', game_id: gameId, subject_name: 'Snake', summary: "created game 'Snake'" });
    expect(edited).toEqual({
      position: '2', stream_id: `asset-${assetId}`, stream_revision: '0', event_type: 'AssetEdited', at, actor_id: userId, actor_kind: 'user', model: null,
      agent_session_id: null, game_id: gameId, asset_type: 'script', subject_name: 'player.py', summary: "edited script 'player.py'",
      outcome: null, reviewed_model: null, change_count: 0, playtest: null,
    });
    expect(JSON.stringify(edited)).not.toContain('secret');
  });

  it('names the deleted asset from an earlier event, and the outcome of a review with the model that proposed the change', () => {
    const agent = { actorKind: 'agent' as const, model: 'gpt-test', agentSessionId: sessionId };
    const rows = fold([
      asset('AssetCreated', { data: { name: 'enemy.py', content: '' } }),
      asset('AssetEdited', { data: { name: 'enemy.py', content: 'x' }, changedKeys: ['content'], pendingChangeId: 'p1' }, agent),
      recorded('PendingChangesRejected', `asset-${assetId}`, { assetId, gameId, assetType: 'script', changeIds: ['p1'], at, by: userId }),
      asset('AssetDeleted', { permanent: false }),
    ]);
    expect(rows[1]).toMatchObject({ actor_kind: 'agent', model: 'gpt-test', agent_session_id: sessionId, summary: "edited script 'enemy.py' (pending review)", change_count: 1 });
    expect(rows[2]).toMatchObject({ actor_kind: 'user', model: null, outcome: 'rejected', reviewed_model: 'gpt-test', change_count: 1, summary: "rejected 1 pending change to script 'enemy.py'" });
    expect(rows[3]).toMatchObject({ subject_name: 'enemy.py', summary: "deleted script 'enemy.py'" });
  });

  it('publishing names the checkpoint; account events never carry a password hash or a code', () => {
    const checkpointId = 'c4ec0000-0000-4000-8000-000000000001';
    const rows = fold([
      recorded('CheckpointCreated', `versioning-${gameId}`, { checkpointId, gameId, trigger: 'manual', title: 'v1', description: '', message: '', isStarred: false, assets: [], frontends: [], agent: null, sessionId: null, rollback: null, at, by: userId }),
      recorded('GamePublished', `game-${gameId}`, { gameId, checkpointId, message: '', publishedAt: at, by: userId }),
      recorded('UserRegistered', `user-${userId}`, { userId, username: 'ada', email: 'ada@example.com', passwordHash: 'HASH', googleSub: null, emailVerified: false, via: 'password', registeredAt: at }),
      recorded('PasswordChanged', `user-${userId}`, { passwordHash: 'HASH2', at }),
      recorded('AnalystGranted', `user-${userId}`, { by: null, at }, { actorId: null, actorKind: 'system' }),
    ]);
    expect(rows[1]).toMatchObject({ summary: "published checkpoint 'v1' of game", game_id: gameId });
    expect(rows.slice(2).map((r) => r?.summary)).toEqual(["registered 'ada' (password)", "changed the password of 'ada'", "made 'ada' an analyst"]);
    expect(rows[4]).toMatchObject({ actor_id: null, actor_kind: 'system', subject_name: 'ada' });
    expect(JSON.stringify(rows)).not.toMatch(/HASH|ada@example/);
  });

  it("says what made a checkpoint in a creator's words (a clone's starts the remix)", () => {
    const made = (trigger: string, title: string) =>
      fold([recorded('CheckpointCreated', `versioning-${gameId}`, { checkpointId: 'c4ec0000-0000-4000-8000-000000000002', gameId, trigger, title, description: '', message: '', isStarred: false, assets: [], frontends: [], agent: null, sessionId: null, rollback: null, at, by: userId })])[0]?.summary;
    expect(made('clone', 'Cloned from "Star Miner"')).toBe(`started this remix with checkpoint 'Cloned from "Star Miner"'`);
    expect(made('publish', 'Published version')).toBe("made checkpoint 'Published version' to publish the game");
    expect(made('manual', 'v2')).toBe("made checkpoint 'v2'");
  });

  it('leaves a versioning session’s start out of the change log (every studio visit starts one; issue 30)', () => {
    const started = recorded('VersioningSessionStarted', `versioning-session-${sessionId}`, { sessionId, gameId, userId, name: 'Studio session', at });
    expect(AUDIT_EVENT_TYPES).not.toContain('VersioningSessionStarted');
    expect(auditRowOf(started, new Map())).toEqual({ row: null, refs: [] });
  });

  it('says which fields of a game or a dashboard changed in words, and names the dashboard (issue 30)', () => {
    const board = { id: 4, name: 'Sales', code: 'sales', icon: 'layout-dashboard', layoutType: 'grid', initialComponents: [] };
    const rows = fold([
      recorded('GameCreated', `game-${gameId}`, { gameId, name: 'Snake', description: '', createdAt: at, creatorId: userId }),
      recorded('DashboardCreated', `game-${gameId}`, { gameId, dashboard: board, createdAt: at }),
      recorded('DashboardUpdated', `game-${gameId}`, { gameId, dashboardId: 4, layoutType: 'tabs', updatedAt: at }),
      recorded('DashboardUpdated', `game-${gameId}`, { gameId, dashboardId: 4, name: 'Revenue', code: 'revenue', icon: 'chart-bar', updatedAt: at }),
      recorded('DashboardUpdated', `game-${gameId}`, { gameId, dashboardId: 4, initialComponents: ['prompt-editor'], updatedAt: at }),
      recorded('GameDetailsUpdated', `game-${gameId}`, { gameId, description: 'Eat.', isCloneable: true, updatedAt: at }),
    ]);
    expect(rows.slice(2).map((r) => r?.summary)).toEqual([
      "changed the layout of dashboard 'Sales' in game 'Snake'",
      "changed the name and the icon of dashboard 'Sales' (now 'Revenue') in game 'Snake'",
      "changed the starting panels of dashboard 'Revenue' in game 'Snake'",
      "changed the description and whether it can be remixed of game 'Snake'",
    ]);
    expect(rows.map((r) => r?.summary).join(' ')).not.toMatch(/layoutType|isCloneable|initialComponents|dashboard 4/);
  });

  it('leaves noise out: sign-ins, codes, agent chatter and play are not changes', () => {
    for (const type of ['UserLoggedIn', 'VerificationCodeIssued', 'ToolCallStarted', 'GameActionApplied', 'NameClaimed']) {
      expect(AUDIT_EVENT_TYPES).not.toContain(type);
      expect(auditRowOf(recorded(type, `user-${userId}`, { at }), new Map()).row).toBeNull();
    }
  });

  it('asks for the refs a review, a delete and a token movement read', () => {
    const review = recorded('PendingChangesAccepted', `asset-${assetId}`, { assetId, gameId, assetType: 'script', changeIds: ['p1', 'p2'], at, by: userId });
    expect(refKeysOf(review)).toEqual([`asset-${assetId}`, `game-${gameId}`, 'pending-p1', 'pending-p2']);
    expect(refKeysOf(recorded('TokensConsumed', `tokens-${userId}`, { model: 'm', amount: 3, at }))).toEqual([`user-${userId}`]);
  });

  it('writes a playtest in words, naming only the failed checks’ labels, never what the game showed', () => {
    const check = (id: string, label: string, passed: boolean, applies = true) => ({ id, label, passed, applies, detail: passed ? null : 'The help says "press Q to quack" but Q does nothing.' });
    const checks = [check('loads', 'It loads', true), check('controls', 'Every control does something', false), check('help_keys', 'The help names only bound keys', false), check('restart', 'A restart works', true, false)];
    const data = { playtestId: 'p1', gameId, trigger: 'agent', agentSessionId: sessionId, turn: 1, model: 'gpt-test', round: 1, checks, failures: ['Q does nothing'], frames: ['press Q to quack'], durationMs: 200, runner: 'dom', at };
    const agent = { actorKind: 'agent' as const, model: 'gpt-test', agentSessionId: sessionId };
    const [failed, passed, creator] = fold([
      recorded('PlaytestRecorded', `playtest-${gameId}`, { ...data, passed: false }, agent),
      recorded('PlaytestRecorded', `playtest-${gameId}`, { ...data, playtestId: 'p2', passed: true, checks: checks.map((c) => ({ ...c, passed: true })) }, agent),
      recorded('PlaytestRecorded', `playtest-${gameId}`, { ...data, playtestId: 'p3', trigger: 'creator', agentSessionId: null, model: null, passed: true, checks: [check('loads', 'It loads', true)] }),
    ]);
    expect(failed).toMatchObject({
      event_type: 'PlaytestRecorded', game_id: gameId, model: 'gpt-test', agent_session_id: sessionId, playtest: 'failed',
      summary: 'played the game: 1 of 3 checks passed — failed: every control does something, the help names only bound keys',
    });
    expect(passed).toMatchObject({ playtest: 'passed', summary: 'played the game: 3 of 3 checks passed' });
    expect(creator).toMatchObject({ playtest: null, actor_kind: 'user', summary: 'played the game: 1 of 1 checks passed' });
    expect(JSON.stringify([failed, passed, creator])).not.toMatch(/quack/);
  });
});
