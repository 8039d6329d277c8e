import { describe, expect, it } from '@jest/globals';
import type { PendingChangeItem, RevisionItem, UndoEntry } from '@tempest/contracts';
import { actorLabel, causeBadge, defaultComparison, diffText, pendingDiff, shortcutOf, undoRedoLabel, unsavedCount } from './versioningFormat';
import type { WorkingTreeAnswer } from '@tempest/contracts';
import { liveTags } from '../../api/liveTags';

const revision = (n: number, over: Partial<RevisionItem> = {}): RevisionItem => ({
  id: n, revision: n, asset_id: 'a', asset_type: 'script', game_id: 'g', event_type: n === 0 ? 'AssetCreated' : 'AssetEdited',
  exists: true, data: { content: `v${n}` }, name: 'main', cause: { kind: 'edit' }, changed_keys: ['content'],
  actor: { id: 'u1', kind: 'user', model: null }, session_id: null, pending_change_id: null, created_at: '2026-01-01T00:00:00Z', ...over,
});

describe('revision labels', () => {
  it('marks creation, deletion and the cause of other changes', () => {
    expect(causeBadge(revision(0))).toBe('created');
    expect(causeBadge(revision(2, { event_type: 'AssetDeleted' }))).toBe('deleted');
    expect(causeBadge(revision(3, { cause: { kind: 'rollback', toRevision: 1 } }))).toBe('rollback');
  });
  it('names the agent with its model and the signed-in user as you', () => {
    expect(actorLabel({ id: 'u1', kind: 'agent', model: 'tempest-offline' }, 'u1')).toBe('agent · tempest-offline');
    expect(actorLabel({ id: 'u1', kind: 'user', model: null }, 'u1')).toBe('you');
    expect(actorLabel({ id: 'u2', kind: 'user', model: null }, 'u1')).toBe('user');
  });
});

describe('diffs', () => {
  it('compares a script by its code and other assets by their JSON', () => {
    expect(diffText('script', { content: 'print(1)', name: 'x' })).toBe('print(1)');
    expect(diffText('prompt', { name: 'p' })).toBe('{\n  "name": "p"\n}');
    expect(diffText('entity', null)).toBe('');
    expect(diffText('frontend_file', { frontend_id: 'f', filename: 'index.tsx', content: 'export default 1;', folder_path: '' })).toBe('export default 1;');
  });
  it('defaults to the selected revision against the one before it', () => {
    const newestFirst = [revision(3), revision(2), revision(1), revision(0)];
    expect(defaultComparison(newestFirst, null)).toEqual({ from: 2, to: 3 });
    expect(defaultComparison(newestFirst, 1)).toEqual({ from: 0, to: 1 });
    expect(defaultComparison(newestFirst, 0)).toEqual({ from: null, to: 0 });
    expect(defaultComparison([], null)).toEqual({ from: null, to: null });
  });
  it('shows a created asset as empty before and a deleted one as empty after', () => {
    const change = {
      asset_type: 'script', before: { exists: false, data: null }, after: { exists: true, data: { content: 'x = 1' } },
    } as unknown as PendingChangeItem;
    expect(pendingDiff(change)).toEqual({ original: '', modified: 'x = 1', language: 'python' });
  });
});

describe('undo and redo', () => {
  const entry = { assetId: 'a', assetType: 'script', revision: 2, name: 'main.py', action: 'edit', at: '', undone: 0 } as UndoEntry;
  it('names what the top of the stack would undo', () => {
    expect(undoRedoLabel('Undo', [entry])).toBe('Undo edit of main.py');
    expect(undoRedoLabel('Redo', [])).toBe('Nothing to redo');
    expect(undoRedoLabel('Undo', [{ ...entry, action: 'reject', name: 'narrator' }])).toBe('Undo reject of narrator');
    expect(undoRedoLabel('Redo', [{ ...entry, action: 'reopen' }])).toBe('Redo restore of rejected change to main.py');
  });
  it('reads Ctrl/Cmd+Z as undo and with Shift as redo', () => {
    const key = (k: string, o: Partial<KeyboardEvent> = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...o });
    expect(shortcutOf(key('z', { ctrlKey: true }))).toBe('undo');
    expect(shortcutOf(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutOf(key('z'))).toBeNull();
  });
});

describe('live tags', () => {
  it('maps each read model of the game room to the cached reads it makes stale', () => {
    const tagsOf = (readModel: string) => liveTags({ gameId: 'g1' }, { readModel, id: null }).map((tag) => (typeof tag === 'string' ? tag : tag.type));
    expect(tagsOf('assets')).toContain('UndoStack');
    expect(tagsOf('components')).toEqual(['Component']);
    expect(tagsOf('versioning')).toEqual(['WorkingTree', 'Checkpoint']);
    expect(tagsOf('unknown')).toEqual([]);
  });
});

describe('unsaved work', () => {
  it('counts the assets of every group changed since the last commit', () => {
    const asset = (hasUnsavedChanges: boolean) => ({ hasUnsavedChanges }) as WorkingTreeAnswer['working_tree']['scripts'][number];
    const tree = { working_tree: { entities: [asset(true)], scripts: [asset(false), asset(true)], tools: [], prompts: [], flows: [], frontend_files: [] } } as unknown as WorkingTreeAnswer;
    expect(unsavedCount(tree)).toBe(2);
    expect(unsavedCount(undefined)).toBe(0);
  });
});
