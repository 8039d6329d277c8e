// The versioning routes (/create/versioning/…): rows of the versioning read model as answered, and the answers.
import type { AssetTypeName } from './assets.js';

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
  | { kind: 'reject'; changeIds: string[] }
  | { kind: 'reopen'; changeIds: string[] }
  | { kind: 'clone' };

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
  /** 'reject': the user rejected an agent's change; 'reopen': the user brought a rejected change back. */
  action: 'create' | 'edit' | 'delete' | 'restore' | 'rollback' | 'reject' | 'reopen';
  at: string;
  /** How many times this change has been undone (makes each undo/redo op id unique). */
  undone: number;
};

export type UndoStackView = { undoStack: UndoEntry[]; redoStack: UndoEntry[]; canUndo: boolean; canRedo: boolean };

/** GET /create/versioning/working-tree/{gameId}/ */
export type WorkingTreeAnswer = {
  game_id: string;
  revision_head: string | null;
  working_tree: Record<'entities' | 'scripts' | 'tools' | 'prompts' | 'flows' | 'frontend_files', WorkingTreeAsset[]>;
};

/** GET /create/versioning/revisions/{assetId}/ */
export type RevisionsAnswer = { asset_id: string; asset_type: AssetTypeName; revisions: RevisionItem[]; has_more: boolean };

/** GET /create/versioning/pending-changes/{gameId}/ */
export type PendingChangesAnswer = { pending_changes: PendingChangeItem[]; count: number };

/** The most changes one accept, reject or restore may name (a batch selection): they are written in one append. */
export const PENDING_REVIEW_MAX = 500;

/** POST /create/versioning/pending-changes/accept(-all)/ and reject(-all)/ */
export type ResolveAnswer = { status: 'success'; accepted?: string[]; rejected?: string[]; reopened?: string[]; position: string | null };

/** POST /create/versioning/undo/ and redo/ */
export type UndoRedoAnswer = UndoStackView & { status: 'success'; undone?: UndoEntry | null; redone?: UndoEntry | null; position: string | null };

/** An asset as a write left it: its whole content at `revision`. */
export type AssetSnapshot = { id: string; gameId: string; type: AssetTypeName; data: Record<string, unknown>; revision: number };

/** POST /create/versioning/rollback/ (null when the rollback deleted the asset). */
export type RollbackAnswer = { status: 'success'; asset: AssetSnapshot | null; revision: number; position: string | null };

/** POST /create/versioning/sessions/ */
export type SessionAnswer = { session_id: string; game_id: string; name: string; started_at: string; position: string | null };

/** POST /create/versioning/revisions/ (commit) */
export type CommitAnswer = { revision_id: string; revision_head: string; message: string; assets: { asset_id: string; revision: number }[]; position: string | null };
