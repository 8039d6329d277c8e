// No imports: the web app imports these types directly (apps/web tsconfig path "@tempest/read-models/*").

export type AssetTypeName = 'script' | 'logic_file' | 'entity' | 'prompt' | 'tool' | 'frontend_file';

/** One asset of a game's working tree (id, type, data, hasUnsavedChanges, lastSavedRevision; docs/api-assets.md, Versioning). */
export type WorkingTreeAsset = {
  id: string;
  gameId: string;
  type: AssetTypeName;
  name: string;
  data: Record<string, unknown>;
  revision: number;
  lastSavedRevision: number | null;
  hasUnsavedChanges: boolean;
  pendingChanges: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: { id: string | null; kind: 'user' | 'agent' | 'system'; model: string | null };
};

export type ChangeCauseItem =
  | { kind: 'edit' }
  | { kind: 'rollback'; toRevision: number }
  | { kind: 'undo'; ofRevision: number; opId: string }
  | { kind: 'redo'; ofRevision: number; opId: string }
  | { kind: 'reject'; changeIds: string[] };

/** One revision of an asset: its content right after that change. */
export type RevisionItem = {
  id: number;
  revision: number;
  asset_id: string;
  asset_type: AssetTypeName;
  game_id: string;
  event_type: 'AssetCreated' | 'AssetEdited' | 'AssetDeleted' | 'AssetRestored';
  exists: boolean;
  data: Record<string, unknown> | null;
  name: string;
  cause: ChangeCauseItem;
  changed_keys: string[];
  actor: { id: string | null; kind: 'user' | 'agent' | 'system'; model: string | null };
  session_id: string | null;
  pending_change_id: string | null;
  created_at: string;
};

export type PendingChangeStatus = 'pending' | 'accepted' | 'rejected';

export type PendingChangeItem = {
  id: string;
  game_id: string;
  asset_id: string;
  asset_type: AssetTypeName;
  asset_name: string;
  revision: number;
  change_kind: 'create' | 'edit' | 'delete' | 'restore';
  status: PendingChangeStatus;
  before: { exists: boolean; data: Record<string, unknown> | null };
  after: { exists: boolean; data: Record<string, unknown> | null };
  actor: { id: string | null; kind: 'user' | 'agent' | 'system'; model: string | null };
  assigned_to_id: string | null;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
};

/** An entry of the creator's undo (or redo) stack: the change made at `revision` of an asset. */
export type UndoEntry = {
  assetId: string;
  assetType: AssetTypeName;
  revision: number;
  name: string;
  action: 'create' | 'edit' | 'delete' | 'restore' | 'rollback';
  at: string;
  /** How many times this change has been undone (makes each undo/redo op id unique). */
  undone: number;
};

export type UndoStackView = { undoStack: UndoEntry[]; redoStack: UndoEntry[]; canUndo: boolean; canRedo: boolean };
