import type { AssetContentEvent } from '@tempest/domain';
import { isAssetContentEvent } from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';
import type { UndoEntry, UndoStackView } from './versioning.items.js';

/** An undo stack keeps at most 100 entries (docs/architecture.md, Game assets and versioning). */
export const UNDO_STACK_LIMIT = 100;

/** A row of `undo_stacks`: one per game and user. */
export type UndoStackRow = { id: string; game_id: string; user_id: string; undo: UndoEntry[]; redo: UndoEntry[]; updated_at: string };

export const undoStackId = (gameId: string, userId: string): string => `${gameId}:${userId}`;

/** The stack an event moves: a user's own content changes (edits, rollbacks, rejects, reopens, undos and redos) only, never a clone's copies. */
export const undoStackKeyOf = (recorded: RecordedEvent): { id: string; gameId: string; userId: string } | null => {
  if (!isAssetContentEvent(recorded)) return null;
  const { actorKind, actorId } = recorded.metadata;
  const { gameId } = (recorded as unknown as AssetContentEvent).data;
  if (actorKind !== 'user' || !actorId) return null;
  // A clone's copies are the remix's starting point: nothing to undo (docs/api-clone.md).
  if ((recorded as unknown as AssetContentEvent).data.cause.kind === 'clone') return null;
  return { id: undoStackId(gameId, actorId), gameId, userId: actorId };
};

const actionOf = (event: AssetContentEvent): UndoEntry['action'] => {
  const { kind } = event.data.cause;
  if (kind === 'rollback' || kind === 'reject' || kind === 'reopen') return kind;
  return ({ AssetCreated: 'create', AssetEdited: 'edit', AssetDeleted: 'delete', AssetRestored: 'restore' } as const)[event.type];
};

const take = (stack: UndoEntry[], assetId: string, revision: number): [UndoEntry | null, UndoEntry[]] => {
  for (let i = stack.length - 1; i >= 0; i--) {
    if (stack[i].assetId === assetId && stack[i].revision === revision) return [stack[i], [...stack.slice(0, i), ...stack.slice(i + 1)]];
  }
  return [null, stack];
};

/** Pure: a new edit pushes (dropping the oldest past 100) and clears redo; undo and redo move the entry across. */
export const evolveUndoStack = (row: UndoStackRow, recorded: RecordedEvent, name: string): UndoStackRow => {
  const event = recorded as unknown as AssetContentEvent;
  const { cause, assetId, assetType, at } = event.data;
  if (cause.kind === 'undo') {
    const [entry, undo] = take(row.undo, assetId, cause.ofRevision);
    return entry ? { ...row, undo, redo: [...row.redo, { ...entry, undone: entry.undone + 1 }], updated_at: at } : row;
  }
  if (cause.kind === 'redo') {
    const [entry, redo] = take(row.redo, assetId, cause.ofRevision);
    return entry ? { ...row, redo, undo: [...row.undo, entry], updated_at: at } : row;
  }
  const entry: UndoEntry = { assetId, assetType, revision: Number(recorded.revision), name, action: actionOf(event), at, undone: 0 };
  return { ...row, undo: [...row.undo, entry].slice(-UNDO_STACK_LIMIT), redo: [], updated_at: at };
};

export const toUndoStackView = (row: UndoStackRow | null): UndoStackView => {
  const undoStack = row?.undo ?? [];
  const redoStack = row?.redo ?? [];
  return { undoStack, redoStack, canUndo: undoStack.length > 0, canRedo: redoStack.length > 0 };
};
