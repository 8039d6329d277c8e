import { assertNever } from '../shared/decider.js';
import type { AssetData, AssetEvent, AssetType, ChangeCause } from './asset.events.js';

/** The asset's content at a point in its history (absent: before creation, or deleted). */
export type AssetVersion = { exists: boolean; data: AssetData | null };
export const ABSENT: AssetVersion = Object.freeze({ exists: false, data: null });

/** A change an agent made, awaiting review; `revision` is the event that made it. */
export type PendingChange = { changeId: string; revision: number };
/** A rejected change; `rejection` is the revision of the PendingChangesRejected that rejected it (with others). */
export type RejectedChange = PendingChange & { rejection: number };

export type AssetState =
  | { status: 'absent' }
  | {
      status: 'present' | 'deleted' | 'purged';
      assetId: string;
      gameId: string;
      assetType: AssetType;
      /** Stream revision of the latest event. */
      revision: number;
      /** When the latest event happened. */
      updatedAt: string;
      current: AssetVersion;
      /** The content after every content event, in order (revision → version), and why it changed. */
      history: { revision: number; version: AssetVersion; cause: ChangeCause }[];
      pending: PendingChange[];
      rejected: RejectedChange[];
      /** Undo/redo operations already applied, so a repeated request changes nothing. */
      ops: string[];
    };

export type KnownAsset = Exclude<AssetState, { status: 'absent' }>;

export const initialAssetState = (): AssetState => ({ status: 'absent' });

/** The content just before the event at `revision` (absent before the first). */
export const versionBefore = (state: KnownAsset, revision: number): AssetVersion => {
  let before: AssetVersion = ABSENT;
  for (const entry of state.history) {
    if (entry.revision >= revision) break;
    before = entry.version;
  }
  return before;
};

/** The content right after the content event at `revision`, or null if no content event is there. */
export const versionAt = (state: KnownAsset, revision: number): AssetVersion | null =>
  state.history.find((h) => h.revision === revision)?.version ?? null;

/** The content as it was at stream revision `revision` (the last content event at or before it; absent before the first). */
export const versionAsOf = (state: KnownAsset, revision: number): AssetVersion => versionBefore(state, revision + 1);

/** Why the content event at `revision` happened, or null if no content event is there. */
export const causeAt = (state: KnownAsset, revision: number): ChangeCause | null =>
  state.history.find((h) => h.revision === revision)?.cause ?? null;

const withContent = (state: AssetState, event: AssetEvent, revision: number, version: AssetVersion, status: KnownAsset['status']): KnownAsset => {
  const { assetId, gameId, assetType } = event.data;
  const known = state.status === 'absent' ? { history: [], pending: [], rejected: [], ops: [] } : state;
  const cause: ChangeCause = 'cause' in event.data ? event.data.cause : { kind: 'edit' };
  const pendingId = 'pendingChangeId' in event.data ? event.data.pendingChangeId : null;
  const op = cause && (cause.kind === 'undo' || cause.kind === 'redo') ? [cause.opId] : [];
  return {
    status,
    assetId,
    gameId,
    assetType,
    revision,
    updatedAt: event.data.at,
    current: version,
    history: [...known.history, { revision, version, cause }],
    pending: pendingId ? [...known.pending, { changeId: pendingId, revision }] : known.pending,
    rejected: known.rejected,
    ops: [...known.ops, ...op],
  };
};

const withoutPending = (state: AssetState, changeIds: string[], revision: number, at: string): AssetState =>
  state.status === 'absent' ? state : { ...state, revision, updatedAt: at, pending: state.pending.filter((p) => !changeIds.includes(p.changeId)) };

/** Rejected: out of pending, into the rejected list, remembering which rejection took them. */
const rejectPending = (state: AssetState, changeIds: string[], revision: number, at: string): AssetState => {
  if (state.status === 'absent') return state;
  const taken = state.pending.filter((p) => changeIds.includes(p.changeId)).map((p) => ({ ...p, rejection: revision }));
  return { ...state, revision, updatedAt: at, pending: state.pending.filter((p) => !changeIds.includes(p.changeId)), rejected: [...state.rejected, ...taken] };
};

/** Reopened: back from the rejected list into pending, in the order they were made. */
const reopenRejected = (state: AssetState, changeIds: string[], revision: number, at: string): AssetState => {
  if (state.status === 'absent') return state;
  const { rejected } = state;
  const back = rejected.filter((r) => changeIds.includes(r.changeId)).map(({ changeId, revision: made }) => ({ changeId, revision: made }));
  const pending = [...state.pending, ...back].sort((a, b) => a.revision - b.revision);
  return { ...state, revision, updatedAt: at, pending, rejected: rejected.filter((r) => !changeIds.includes(r.changeId)) };
};

/** Every event of an asset's stream passes here, so the stream revision is the count of events before it. */
export const evolveAsset = (state: AssetState, event: AssetEvent): AssetState => {
  const revision = state.status === 'absent' ? 0 : state.revision + 1;
  switch (event.type) {
    case 'AssetCreated':
    case 'AssetRestored':
    case 'AssetEdited':
      return withContent(state, event, revision, { exists: true, data: event.data.data }, 'present');
    case 'AssetDeleted':
      return withContent(state, event, revision, ABSENT, event.data.permanent ? 'purged' : 'deleted');
    case 'PendingChangesAccepted':
      return withoutPending(state, event.data.changeIds, revision, event.data.at);
    case 'PendingChangesRejected':
      return rejectPending(state, event.data.changeIds, revision, event.data.at);
    case 'PendingChangesReopened':
      return reopenRejected(state, event.data.changeIds, revision, event.data.at);
    default:
      return assertNever(event);
  }
};
