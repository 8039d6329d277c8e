import { describe, expect, it } from '@jest/globals';
import { tagsForAssetChange } from './assetTags';
import { contextItemsKey, handOffContextItems, parseContextItems, takeStoredContextItems } from './contextItems';

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

describe('handing attachments from the prompt screen to the dashboard', () => {
  const big = { id: 'a1', name: 'map.png', type: 'file_upload', data: { filename: 'map.png', mimeType: 'image/png', size: 9_000_000, content: 'data:image/png;base64,AAAA' } };
  const fullStorage = () => {
    const kept = new Map<string, string>();
    return {
      kept,
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: (key: string) => void kept.delete(key),
    };
  };

  it('carries attachments too big for session storage in memory, once', () => {
    const storage = fullStorage();
    expect(handOffContextItems(storage, 'g-big', [big])).toEqual({ storedForReload: false });
    expect(takeStoredContextItems(storage, 'g-big').map((i) => i.name)).toEqual(['map.png']);
    expect(takeStoredContextItems(storage, 'g-big')).toEqual([]);
  });

  it('also keeps what fits in session storage, for a reload of the dashboard', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), removeItem: (k: string) => void kept.delete(k) };
    expect(handOffContextItems(storage, 'g-small', [big])).toEqual({ storedForReload: true });
    expect(JSON.parse(kept.get('game_context_items_g-small')!)).toHaveLength(1);
    expect(takeStoredContextItems(storage, 'g-small')).toHaveLength(1);
    expect(kept.has('game_context_items_g-small')).toBe(false);
  });
});
