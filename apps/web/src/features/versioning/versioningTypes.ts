import type {
  AssetTypeName,
  PendingChangeItem,
  PendingChangeStatus,
  RevisionItem,
  UndoEntry,
  UndoStackView,
  WorkingTreeAsset,
} from '@tempest/read-models/versioning/versioning.items';

export type { AssetTypeName, PendingChangeItem, PendingChangeStatus, RevisionItem, UndoEntry, UndoStackView, WorkingTreeAsset };

/** An asset whose history the drawer shows. */
export type HistoryAsset = { id: string; type: AssetTypeName; name: string };

export type RevisionsResult = { asset_id: string; asset_type: AssetTypeName; revisions: RevisionItem[]; has_more: boolean };

export type PendingStatusFilter = PendingChangeStatus | 'all';

export type PendingChangesQuery = {
  gameId: string;
  status: PendingStatusFilter;
  assetType?: AssetTypeName | null;
  assignedToId?: string | null;
};

export type PendingChangesResult = { pending_changes: PendingChangeItem[]; count: number };

export type ResolveResult = { status: 'success'; accepted?: string[]; rejected?: string[]; position: string | null };

export type UndoRedoResult = UndoStackView & {
  status: 'success';
  undone?: UndoEntry | null;
  redone?: UndoEntry | null;
  position: string | null;
};

export type RollbackRequest = { gameId: string; assetId: string; revision: number; assetType?: AssetTypeName };

export type RollbackResult = { status: 'success'; asset: WorkingTreeAsset | null; revision: number; position: string | null };

export type WorkingTreeResult = {
  game_id: string;
  revision_head: string | null;
  working_tree: Record<'entities' | 'scripts' | 'tools' | 'prompts' | 'flows' | 'frontend_files', WorkingTreeAsset[]>;
};

export type SessionResult = { session_id: string; game_id: string; name: string; started_at: string };

export type CommitRequest = { gameId: string; sessionId: string | null; message: string };

export type CommitResult = { revision_id: string; revision_head: string; message: string; assets: { asset_id: string; revision: number }[]; position: string | null };
