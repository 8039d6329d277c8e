// The versioning routes' answers and rows are the shared contract's (`@tempest/contracts`); these are the web
// app's own: what its queries and mutations take, and what the history drawer shows.
import type { AssetTypeName, PendingChangeStatus } from '@tempest/contracts';

/** An asset whose history the drawer shows. */
export type HistoryAsset = { id: string; type: AssetTypeName; name: string };

export type PendingStatusFilter = PendingChangeStatus | 'all';

export type PendingChangesQuery = {
  gameId: string;
  status: PendingStatusFilter;
  assetType?: AssetTypeName | null;
  assignedToId?: string | null;
};

/** Rollback of one asset; the game names the cached reads it makes stale (the route itself takes none). */
export type RollbackRequest = { gameId: string; assetId: string; revision: number; assetType?: AssetTypeName };

export type CommitRequest = { gameId: string; sessionId: string | null; message: string };
