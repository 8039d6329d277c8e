import { assertNever, type Decider } from '../shared/decider.js';
import type { AssetActor, AssetCommand, GameAccess } from './asset.commands.js';
import { ASSET_CONTENT_MAX } from './asset.limits.js';
import type { AssetContentEvent, AssetData, AssetEvent, ChangeCause } from './asset.events.js';
import { causeAt, evolveAsset, versionAsOf, initialAssetState, versionAt, versionBefore, type AssetState, type AssetVersion, type KnownAsset } from './asset.state.js';
import { DomainError } from '../shared/errors.js';

type Data<K extends AssetCommand['type']> = Extract<AssetCommand, { type: K }>['data'];

/** Only the game's creator (or staff) changes its assets; an agent acts for the creator. */
export const authorizeAsset = (game: GameAccess, gameId: string, actor: AssetActor): void => {
  if (!game.exists) throw new DomainError('game.not_found', { gameId });
  if (!actor.isStaff && game.creatorId !== actor.actorId) throw new DomainError('game.forbidden', { gameId });
};

const validContent = (content: AssetData): AssetData => {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) {
    throw new DomainError('asset.invalid_content', 'Asset content must be an object');
  }
  if (JSON.stringify(content).length > ASSET_CONTENT_MAX) {
    throw new DomainError('asset.invalid_content', `Asset content must be at most ${ASSET_CONTENT_MAX} characters as JSON`);
  }
  return content;
};

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const changedKeys = (before: AssetData | null, after: AssetData): string[] => {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...keys].filter((k) => !sameJson(before?.[k], after[k])).sort();
};

const applyPatch = (current: AssetData, patch: AssetData): AssetData => {
  const next: AssetData = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
};

/** The asset as the actor may change it: it must exist in this game, be not purged, and the actor allowed. */
const known = (state: AssetState, command: AssetCommand): KnownAsset => {
  const { assetId, gameId, game, actor } = command.data;
  if (state.status === 'absent' || state.gameId !== gameId) throw new DomainError('asset.not_found', { assetId });
  authorizeAsset(game, gameId, actor);
  if (state.status === 'purged') throw new DomainError('asset.purged', { assetId });
  return state;
};

/** The one event that takes the asset from its current content to `target` (none when they are equal). */
const moveTo = (state: KnownAsset, target: AssetVersion, cause: ChangeCause, command: AssetCommand): AssetContentEvent[] => {
  const { now, sessionId, actor, changeId } = command.data;
  const base = {
    assetId: state.assetId,
    gameId: state.gameId,
    assetType: state.assetType,
    at: now,
    cause,
    pendingChangeId: actor.kind === 'agent' && cause.kind === 'edit' ? changeId : null,
    sessionId: sessionId ?? null,
  };
  const { current } = state;
  if (!target.exists) return current.exists ? [{ type: 'AssetDeleted', data: { ...base, permanent: false } }] : [];
  const data = target.data!;
  if (!current.exists) return [{ type: 'AssetRestored', data: { ...base, data } }];
  if (sameJson(current.data, data)) return [];
  return [{ type: 'AssetEdited', data: { ...base, data, changedKeys: changedKeys(current.data, data) } }];
};

/**
 * Like moveTo, but always one event, even when the content already matches: a reject, a reopen, an
 * undo or a redo is recorded (and so can be undone, or moves the undo stacks) whatever the content.
 */
const recordMove = (state: KnownAsset, target: AssetVersion, cause: ChangeCause, command: AssetCommand): AssetContentEvent[] => {
  const events = moveTo(state, target, cause, command);
  if (events.length > 0) return events;
  const base = { assetId: state.assetId, gameId: state.gameId, assetType: state.assetType, at: command.data.now, cause, pendingChangeId: null, sessionId: command.data.sessionId ?? null };
  return target.exists
    ? [{ type: 'AssetEdited', data: { ...base, data: target.data!, changedKeys: [] } }]
    : [{ type: 'AssetDeleted', data: { ...base, permanent: false } }];
};

type ReviewType = 'PendingChangesAccepted' | 'PendingChangesRejected' | 'PendingChangesReopened';

const review = (state: KnownAsset, type: ReviewType, changeIds: string[], command: AssetCommand): AssetEvent[] => {
  if (changeIds.length === 0) return [];
  const { assetId, gameId, assetType } = state;
  return [{ type, data: { assetId, gameId, assetType, changeIds, at: command.data.now, by: command.data.actor.actorId } }];
};

/** Pending changes named by the command (or all); unknown ids are an error. */
const pendingOf = (state: KnownAsset, ids: string[] | 'all') => {
  if (ids === 'all') return state.pending;
  const found = state.pending.filter((p) => ids.includes(p.changeId));
  if (found.length !== new Set(ids).size) throw new DomainError('pending_change.not_found', { changeIds: ids });
  return found;
};

const create = (state: AssetState, d: Data<'CreateAsset'>): AssetEvent[] => {
  if (state.status !== 'absent') throw new DomainError('asset.already_exists', { assetId: d.assetId });
  authorizeAsset(d.game, d.gameId, d.actor);
  const cause: ChangeCause = d.fromClone === true ? { kind: 'clone' } : { kind: 'edit' };
  const base = { assetId: d.assetId, gameId: d.gameId, assetType: d.assetType, at: d.now, cause };
  const pendingChangeId = d.actor.kind === 'agent' ? d.changeId : null;
  return [{ type: 'AssetCreated', data: { ...base, pendingChangeId, sessionId: d.sessionId ?? null, data: validContent(d.content) } }];
};

const edit = (state: KnownAsset, command: Extract<AssetCommand, { type: 'EditAsset' }>): AssetEvent[] => {
  if (state.status !== 'present') throw new DomainError('asset.not_found', { assetId: state.assetId });
  const d = command.data;
  const next = validContent('content' in d ? d.content : applyPatch(state.current.data ?? {}, d.patch));
  if (d.stampRevision) {
    const { [d.stampRevision]: _next, ...rest } = next;
    const { [d.stampRevision]: _current, ...currentRest } = state.current.data ?? {};
    if (sameJson(rest, currentRest)) return [];
    next[d.stampRevision] = state.revision + 1;
  }
  return moveTo(state, { exists: true, data: next }, { kind: 'edit' }, command);
};

const remove = (state: KnownAsset, command: Extract<AssetCommand, { type: 'DeleteAsset' }>): AssetEvent[] => {
  if (state.status !== 'present' && !command.data.permanent) throw new DomainError('asset.not_found', { assetId: state.assetId });
  const d = command.data;
  const pendingChangeId = d.actor.kind === 'agent' ? d.changeId : null;
  const base = { assetId: state.assetId, gameId: state.gameId, assetType: state.assetType, at: d.now };
  return [{ type: 'AssetDeleted', data: { ...base, cause: { kind: 'edit' }, pendingChangeId, sessionId: d.sessionId ?? null, permanent: d.permanent } }];
};

const rollback = (state: KnownAsset, command: Extract<AssetCommand, { type: 'RollbackAsset' }>): AssetEvent[] => {
  const { toRevision, asOf } = command.data;
  if (asOf && toRevision > state.revision) throw new DomainError('asset.revision_not_found', { assetId: state.assetId, revision: toRevision });
  const target = asOf ? versionAsOf(state, toRevision) : versionAt(state, toRevision);
  if (!target) throw new DomainError('asset.revision_not_found', { assetId: state.assetId, revision: toRevision });
  return moveTo(state, target, { kind: 'rollback', toRevision: command.data.toRevision }, command);
};

/**
 * Undoing a reject brings its changes back for review (undoing a reopen rejects them again); redo
 * repeats the verdict. Only changes still in the state the verdict left them in move.
 */
const reviewOfUndoRedo = (state: KnownAsset, cause: ChangeCause | null, undo: boolean, command: AssetCommand): AssetEvent[] => {
  if (!cause || (cause.kind !== 'reject' && cause.kind !== 'reopen')) return [];
  const rejectedNow = cause.kind === 'reject' ? !undo : undo;
  const ids = rejectedNow
    ? cause.changeIds.filter((id) => state.pending.some((p) => p.changeId === id))
    : cause.changeIds.filter((id) => state.rejected.some((r) => r.changeId === id));
  return review(state, rejectedNow ? 'PendingChangesRejected' : 'PendingChangesReopened', ids, command);
};

/** Undo restores the content before the change; redo the content it made. A repeated op changes nothing. */
const undoRedo = (state: KnownAsset, command: Extract<AssetCommand, { type: 'UndoAssetChange' | 'RedoAssetChange' }>): AssetEvent[] => {
  const { ofRevision, opId } = command.data;
  if (state.ops.includes(opId)) return [];
  const after = versionAt(state, ofRevision);
  if (!after) throw new DomainError('asset.revision_not_found', { assetId: state.assetId, revision: ofRevision });
  const undo = command.type === 'UndoAssetChange';
  const target = undo ? versionBefore(state, ofRevision) : after;
  const verdict = reviewOfUndoRedo(state, causeAt(state, ofRevision), undo, command);
  // Record the op even when the content already matches, so the stacks move on.
  return [...verdict, ...recordMove(state, target, { kind: undo ? 'undo' : 'redo', ofRevision, opId }, command)];
};

/** Accepting a change accepts the earlier pending changes it builds on. */
const accept = (state: KnownAsset, command: Extract<AssetCommand, { type: 'AcceptPendingChanges' }>): AssetEvent[] => {
  const named = pendingOf(state, command.data.changeIds);
  if (named.length === 0) return [];
  const upTo = Math.max(...named.map((p) => p.revision));
  const changeIds = state.pending.filter((p) => p.revision <= upTo).map((p) => p.changeId);
  const { assetId, gameId, assetType } = state;
  return [{ type: 'PendingChangesAccepted', data: { assetId, gameId, assetType, changeIds, at: command.data.now, by: command.data.actor.actorId } }];
};

/** Rejecting a change restores the asset as it was before it, so the later changes built on it go too. */
const reject = (state: KnownAsset, command: Extract<AssetCommand, { type: 'RejectPendingChanges' }>): AssetEvent[] => {
  const named = pendingOf(state, command.data.changeIds);
  if (named.length === 0) return [];
  const from = Math.min(...named.map((p) => p.revision));
  const changeIds = state.pending.filter((p) => p.revision >= from).map((p) => p.changeId);
  // Always a content event, so the reject goes on the user's undo stack.
  return [...review(state, 'PendingChangesRejected', changeIds, command), ...recordMove(state, versionBefore(state, from), { kind: 'reject', changeIds }, command)];
};

/**
 * Brings rejected changes back for review with the content the newest of them made; the earlier
 * changes of the same rejection that it builds on come back with it.
 */
const reopen = (state: KnownAsset, command: Extract<AssetCommand, { type: 'ReopenPendingChanges' }>): AssetEvent[] => {
  const ids = command.data.changeIds;
  const named = state.rejected.filter((r) => ids.includes(r.changeId));
  if (named.length !== new Set(ids).size) throw new DomainError('pending_change.not_found', { changeIds: ids });
  if (named.length === 0) return [];
  const newest = named.reduce((a, b) => (b.revision > a.revision ? b : a));
  const changeIds = state.rejected
    .filter((r) => named.some((n) => n.rejection === r.rejection && r.revision <= n.revision))
    .map((r) => r.changeId);
  const target = versionAt(state, newest.revision);
  if (!target) throw new DomainError('asset.revision_not_found', { assetId: state.assetId, revision: newest.revision });
  return [...review(state, 'PendingChangesReopened', changeIds, command), ...recordMove(state, target, { kind: 'reopen', changeIds }, command)];
};

export const decideAsset = (command: AssetCommand, state: AssetState): AssetEvent[] => {
  if (command.type === 'CreateAsset') return create(state, command.data);
  const asset = known(state, command);
  switch (command.type) {
    case 'EditAsset':
      return edit(asset, command);
    case 'DeleteAsset':
      return remove(asset, command);
    case 'RollbackAsset':
      return rollback(asset, command);
    case 'UndoAssetChange':
    case 'RedoAssetChange':
      return undoRedo(asset, command);
    case 'AcceptPendingChanges':
      return accept(asset, command);
    case 'RejectPendingChanges':
      return reject(asset, command);
    case 'ReopenPendingChanges':
      return reopen(asset, command);
    default:
      return assertNever(command);
  }
};

export const assetDecider: Decider<AssetState, AssetCommand, AssetEvent> = {
  initialState: initialAssetState,
  evolve: evolveAsset,
  decide: decideAsset,
};
