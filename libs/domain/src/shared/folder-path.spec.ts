import { describe, expect, it } from '@jest/globals';
import { normalizeFolderPath } from '../entity/entity.rules.js';
import { normalizeFrontendFolderPath } from '../frontend/frontend.files.js';
import { folderPathOf } from './folder-path.js';

describe('folderPathOf', () => {
  it('trims and joins named segments; nothing is the top level', () => {
    expect(folderPathOf(' enemies / bosses/ ', 40, 'a/b')).toEqual({ path: 'enemies/bosses' });
    expect(folderPathOf(undefined, 40, 'a/b')).toEqual({ path: '' });
  });

  it('refuses traversal, backslashes, control and invisible characters, and long paths', () => {
    for (const raw of ['a/../b', '.', 'a\\b', 'a\u0007b', 'a\u0085b', 'ad\u200bmin', 'a\u202eb', 'a\u2028b', 'x'.repeat(41), 3]) {
      expect(folderPathOf(raw, 40, 'a/b')).toHaveProperty('reason');
    }
  });

  it('is the rule of entity and frontend folders alike, each with its own error', () => {
    expect(() => normalizeFolderPath('ad\u200bmin')).toThrow(expect.objectContaining({ code: 'entity.invalid_folder_path' }));
    expect(() => normalizeFrontendFolderPath('ad\u200bmin')).toThrow(expect.objectContaining({ code: 'frontend.invalid_folder_path' }));
  });
});
