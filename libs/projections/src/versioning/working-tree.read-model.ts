import { isPendingReviewEvent, type AssetEvent } from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';
import type { AssetTypeName, WorkingTreeAsset } from './versioning.items.js';

/** A row of `assets`: the working tree, one row per asset ever made (deleted ones stay, flagged). */
export type AssetRow = {
  id: string;
  game_id: string;
  asset_type: AssetTypeName;
  name: string;
  data: Record<string, unknown>;
  status: 'present' | 'deleted' | 'purged';
  revision: number;
  last_saved_revision: number | null;
  pending_count: number;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  updated_by_kind: 'user' | 'agent' | 'system';
  updated_by_model: string | null;
};

/** The name an asset shows under: its name, else its file name, else its type. */
export const assetNameOf = (data: Record<string, unknown> | null, fallback = ''): string => {
  for (const key of ['name', 'filename', 'file_name', 'entity_type']) {
    const value = data?.[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return fallback;
};

/** Pure: the working-tree row after one event of the asset's stream. */
export const evolveAssetRow = (row: AssetRow | null, recorded: RecordedEvent): AssetRow | null => {
  const event = recorded as unknown as RecordedEvent & AssetEvent;
  const { metadata } = recorded;
  const stamp = {
    revision: Number(recorded.revision),
    updated_at: event.data.at,
    updated_by: metadata.actorId,
    updated_by_kind: metadata.actorKind,
    updated_by_model: metadata.model ?? null,
  };
  const pending = !isPendingReviewEvent(event) && event.data.pendingChangeId ? 1 : 0;
  switch (event.type) {
    case 'AssetCreated':
      return {
        id: event.data.assetId,
        game_id: event.data.gameId,
        asset_type: event.data.assetType,
        name: assetNameOf(event.data.data),
        data: event.data.data,
        status: 'present',
        // A clone's copy is the remix's starting point, saved by the clone's checkpoint: nothing to commit.
        last_saved_revision: event.data.cause.kind === 'clone' ? Number(recorded.revision) : null,
        pending_count: pending,
        created_at: event.data.at,
        ...stamp,
      };
    case 'AssetEdited':
    case 'AssetRestored':
      return row && { ...row, ...stamp, status: 'present', data: event.data.data, name: assetNameOf(event.data.data, row.name), pending_count: row.pending_count + pending };
    case 'AssetDeleted':
      return row && { ...row, ...stamp, status: event.data.permanent ? 'purged' : 'deleted', pending_count: row.pending_count + pending };
    case 'PendingChangesAccepted':
    case 'PendingChangesRejected':
      return row && { ...row, pending_count: Math.max(0, row.pending_count - event.data.changeIds.length) };
    case 'PendingChangesReopened':
      return row && { ...row, pending_count: row.pending_count + event.data.changeIds.length };
    default:
      return row;
  }
};

export const toWorkingTreeAsset = (row: AssetRow): WorkingTreeAsset => ({
  id: row.id,
  gameId: row.game_id,
  type: row.asset_type,
  name: row.name,
  data: row.data,
  revision: Number(row.revision),
  lastSavedRevision: row.last_saved_revision === null ? null : Number(row.last_saved_revision),
  hasUnsavedChanges: row.last_saved_revision === null || Number(row.last_saved_revision) < Number(row.revision),
  pendingChanges: Number(row.pending_count),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  updatedBy: { id: row.updated_by, kind: row.updated_by_kind, model: row.updated_by_model },
});
