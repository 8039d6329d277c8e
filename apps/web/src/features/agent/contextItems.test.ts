import { describe, expect, it } from '@jest/globals';
import { tagsForAssetChange } from './assetTags';
import { contextItemsKey, parseContextItems, takeStoredContextItems } from './contextItems';

const item = { id: 'c1', name: 'ship.png', type: 'file_upload', data: { filename: 'ship.png', mimeType: 'image/png', size: 3, content: 'data:image/png;base64,AAA' } };

describe('stored attachments of a new game', () => {
  it('reads the stored items once and removes the key', () => {
    const store = new Map([[contextItemsKey('g1'), JSON.stringify([item, { id: 'broken' }])]]);
    const storage = { getItem: (k: string) => store.get(k) ?? null, removeItem: (k: string) => void store.delete(k) };
    expect(takeStoredContextItems(storage, 'g1')).toEqual([item]);
    expect(store.has('game_context_items_g1')).toBe(false);
    expect(takeStoredContextItems(storage, 'g1')).toEqual([]);
  });

  it('reads unreadable storage as no attachments', () => {
    expect(parseContextItems('{oops')).toEqual([]);
    expect(parseContextItems('{"id":"c1"}')).toEqual([]);
  });
});

describe('cached reads an asset change makes stale', () => {
  it('the versioning reads and the type’s own list; unknown types refresh every asset list', () => {
    expect(tagsForAssetChange('frontend_file')).toEqual(['WorkingTree', 'Revision', 'PendingChange', 'UndoStack', 'FrontendProject']);
    expect(tagsForAssetChange('entity')).toContain('Entity');
    expect(tagsForAssetChange('logic_file')).not.toContain('Entity');
    expect(tagsForAssetChange(undefined)).toEqual(expect.arrayContaining(['Entity', 'Script', 'Prompt', 'Tool', 'FrontendProject']));
  });
});
