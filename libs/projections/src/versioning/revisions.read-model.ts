import { isAssetContentEvent, type AssetContentEvent } from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';
import type { AssetRow } from './working-tree.read-model.js';
import { assetNameOf } from './working-tree.read-model.js';
import type { AssetTypeName, ChangeCauseItem, PendingChangeItem, RevisionItem } from './versioning.items.js';

/** A row of `asset_revisions`: the asset's content right after one content event. */
export type RevisionRow = {
  asset_id: string;
  revision: number;
  game_id: string;
  asset_type: AssetTypeName;
  event_id: string;
  event_type: AssetContentEvent['type'];
  exists: boolean;
  data: Record<string, unknown> | null;
  name: string;
  cause: ChangeCauseItem;
  changed_keys: string[];
  actor_id: string | null;
  actor_kind: 'user' | 'agent' | 'system';
  model: string | null;
  session_id: string | null;
  pending_change_id: string | null;
  at: string;
};

/** Pure: the revision an event records (with the content it leaves, given the row after it), or null. */
export const revisionRowOf = (recorded: RecordedEvent, after: AssetRow | null): RevisionRow | null => {
  if (!isAssetContentEvent(recorded)) return null;
  const event = recorded as unknown as AssetContentEvent;
  const exists = event.type !== 'AssetDeleted';
  const data = exists ? (event.data as { data: Record<string, unknown> }).data : null;
  return {
    asset_id: event.data.assetId,
    revision: Number(recorded.revision),
    game_id: event.data.gameId,
    asset_type: event.data.assetType,
    event_id: recorded.id,
    event_type: event.type,
    exists,
    data,
    name: assetNameOf(data, after?.name ?? ''),
    cause: event.data.cause,
    changed_keys: event.type === 'AssetEdited' ? event.data.changedKeys : [],
    actor_id: recorded.metadata.actorId,
    actor_kind: recorded.metadata.actorKind,
    model: recorded.metadata.model ?? null,
    session_id: event.data.sessionId,
    pending_change_id: event.data.pendingChangeId,
    at: event.data.at,
  };
};

export const toRevisionItem = (row: RevisionRow): RevisionItem => ({
  id: Number(row.revision),
  revision: Number(row.revision),
  asset_id: row.asset_id,
  asset_type: row.asset_type,
  game_id: row.game_id,
  event_type: row.event_type,
  exists: row.exists,
  data: row.data,
  name: row.name,
  cause: row.cause,
  changed_keys: row.changed_keys,
  actor: { id: row.actor_id, kind: row.actor_kind, model: row.model },
  session_id: row.session_id,
  pending_change_id: row.pending_change_id,
  created_at: new Date(row.at).toISOString(),
});

/** A row of `pending_changes`. */
export type PendingChangeRow = {
  id: string;
  game_id: string;
  asset_id: string;
  asset_type: AssetTypeName;
  asset_name: string;
  revision: number;
  change_kind: PendingChangeItem['change_kind'];
  status: PendingChangeItem['status'];
  before: PendingChangeItem['before'];
  after: PendingChangeItem['after'];
  actor_id: string | null;
  actor_kind: 'user' | 'agent' | 'system';
  model: string | null;
  assigned_to_id: string | null;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
};

const KIND: Record<AssetContentEvent['type'], PendingChangeRow['change_kind']> = {
  AssetCreated: 'create',
  AssetEdited: 'edit',
  AssetDeleted: 'delete',
  AssetRestored: 'restore',
};

/** Pure: the pending change an agent's event opens, from the row before it and the revision it made. */
export const pendingRowOf = (before: AssetRow | null, revision: RevisionRow | null): PendingChangeRow | null => {
  if (!revision?.pending_change_id) return null;
  return {
    id: revision.pending_change_id,
    game_id: revision.game_id,
    asset_id: revision.asset_id,
    asset_type: revision.asset_type,
    asset_name: revision.name,
    revision: revision.revision,
    change_kind: KIND[revision.event_type],
    status: 'pending',
    before: before && before.status === 'present' ? { exists: true, data: before.data } : { exists: false, data: null },
    after: { exists: revision.exists, data: revision.data },
    actor_id: revision.actor_id,
    actor_kind: revision.actor_kind,
    model: revision.model,
    // The agent acts for a user: that user reviews the change.
    assigned_to_id: revision.actor_id,
    created_at: revision.at,
    resolved_at: null,
    resolved_by: null,
  };
};

/** Where a pending change stands: what a review reads and changes. */
export type PendingState = Pick<PendingChangeRow, 'status' | 'resolved_at' | 'resolved_by'>;

/** A verdict on pending changes (their ids); a reopen (`pending`) takes rejected ones back to pending. */
export type Review = { ids: string[]; status: 'accepted' | 'rejected' | 'pending'; at: string; by: string };

/**
 * Pure: a pending change after a review — accepted or rejected only while pending, reopened only when
 * rejected; the same object when the review does not apply to it.
 */
export const reviewed = (state: PendingState, review: Review): PendingState => {
  if (review.status === 'pending') return state.status === 'rejected' ? { status: 'pending', resolved_at: null, resolved_by: null } : state;
  return state.status === 'pending' ? { status: review.status, resolved_at: review.at, resolved_by: review.by } : state;
};

export const toPendingChangeItem = (row: PendingChangeRow): PendingChangeItem => ({
  id: row.id,
  game_id: row.game_id,
  asset_id: row.asset_id,
  asset_type: row.asset_type,
  asset_name: row.asset_name,
  revision: Number(row.revision),
  change_kind: row.change_kind,
  status: row.status,
  before: row.before,
  after: row.after,
  actor: { id: row.actor_id, kind: row.actor_kind, model: row.model },
  assigned_to_id: row.assigned_to_id,
  created_at: new Date(row.created_at).toISOString(),
  resolved_at: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
  resolved_by: row.resolved_by,
});
