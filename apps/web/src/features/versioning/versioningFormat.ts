import type { AssetTypeName, ChangeCauseItem } from '@tempest/contracts';
import type { PendingChangeItem, RevisionItem, UndoEntry, WorkingTreeAnswer } from '@tempest/contracts';

export type CauseBadge = 'created' | 'deleted' | 'edit' | 'rollback' | 'undo' | 'redo' | 'reject' | 'reopen';

/** The badge a revision carries: creation and deletion win over the cause of the event. */
export function causeBadge(revision: Pick<RevisionItem, 'event_type' | 'cause'>): CauseBadge {
  if (revision.event_type === 'AssetCreated') return 'created';
  if (revision.event_type === 'AssetDeleted') return 'deleted';
  const { kind } = revision.cause as ChangeCauseItem;
  // A clone only ever creates (its copies are AssetCreated); should one be recorded otherwise, it reads as created.
  return kind === 'clone' ? 'created' : kind;
}

export const CAUSE_COLORS: Record<CauseBadge, string> = {
  created: 'teal',
  deleted: 'red',
  edit: 'blue',
  rollback: 'orange',
  undo: 'grape',
  redo: 'violet',
  reject: 'pink',
  reopen: 'cyan',
};

type Actor = RevisionItem['actor'];

/** Who made a change: "you", "agent · <model>", or "system". */
export function actorLabel(actor: Actor, meId: string | null | undefined): string {
  if (actor.kind === 'agent') return actor.model ? `agent · ${actor.model}` : 'agent';
  if (actor.kind === 'system') return 'system';
  return actor.id && actor.id === meId ? 'you' : 'user';
}

/** Language the diff editor highlights for an asset type. */
export function diffLanguage(type: AssetTypeName): string {
  if (type === 'script') return 'python';
  return type === 'frontend_file' ? 'typescript' : 'json';
}

/** The text compared in a diff: a script's or a frontend file's code, otherwise the pretty-printed JSON of the data. */
export function diffText(type: AssetTypeName, data: Record<string, unknown> | null | undefined): string {
  if (!data) return '';
  if (type === 'script' || type === 'frontend_file') return typeof data.content === 'string' ? data.content : '';
  return JSON.stringify(data, null, 2);
}

/** Revisions newest first: the default pair is the newest and the one before it. */
export function defaultComparison(revisions: RevisionItem[], selected: number | null): { from: number | null; to: number | null } {
  if (revisions.length === 0) return { from: null, to: null };
  const index = selected === null ? 0 : Math.max(0, revisions.findIndex((r) => r.revision === selected));
  const before = revisions[index + 1];
  return { from: before ? before.revision : null, to: revisions[index].revision };
}

// A reopen is what the Rejected list calls Restore.
const ACTION_WORDS: Partial<Record<UndoEntry['action'], string>> = { reopen: 'restore of rejected change to' };

/** "Undo edit of main.py", "Undo reject of narrator" — what the button would undo (the top of the stack is its last entry). */
export function undoRedoLabel(verb: 'Undo' | 'Redo', stack: UndoEntry[] | undefined): string {
  const top = stack?.[stack.length - 1];
  if (!top) return verb === 'Undo' ? 'Nothing to undo' : 'Nothing to redo';
  return `${verb} ${ACTION_WORDS[top.action] ?? `${top.action} of`} ${top.name}`;
}

/** The pending change's before → after texts for the diff. */
export function pendingDiff(change: PendingChangeItem): { original: string; modified: string; language: string } {
  return {
    original: diffText(change.asset_type, change.before.exists ? change.before.data : null),
    modified: diffText(change.asset_type, change.after.exists ? change.after.data : null),
    language: diffLanguage(change.asset_type),
  };
}

/** Ctrl/Cmd+Z undo and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redo; null for any other key. */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

/** How many assets changed since the last commit (none while the tree is loading). */
export function unsavedCount(tree: WorkingTreeAnswer | undefined): number {
  return tree ? Object.values(tree.working_tree).flat().filter((asset) => asset.hasUnsavedChanges).length : 0;
}
