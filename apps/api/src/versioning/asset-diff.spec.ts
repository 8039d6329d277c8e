import { describe, expect, it } from '@jest/globals';
import { diffContent } from './asset-diff.js';

describe('diffContent', () => {
  it('lists the keys that changed, appeared or disappeared, in key order', () => {
    expect(diffContent({ name: 'main', content: 'a', old: 1 }, { name: 'main', content: 'b', added: true })).toEqual([
      { key: 'added', before: null, after: true },
      { key: 'content', before: 'a', after: 'b' },
      { key: 'old', before: 1, after: null },
    ]);
  });

  it('treats a deleted asset as empty content, and equal content as no change', () => {
    expect(diffContent(null, { name: 'x' })).toEqual([{ key: 'name', before: null, after: 'x' }]);
    expect(diffContent({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });
});
