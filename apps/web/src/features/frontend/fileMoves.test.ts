import { describe, expect, it } from '@jest/globals';
import { buildFileTree } from './fileTree';
import { clickSelection, draggedFiles, filesToMove, foldersAlong, moveFiles, NO_SELECTION, parseFolder, treeFolders } from './fileMoves';
import type { ProjectFiles } from './fileActions';

const file = (filename: string, folder_path = '') => ({ filename, content: '', folder_path });
const project: ProjectFiles = {
  files: [file('index.tsx'), file('components/Board.tsx'), file('Score.tsx', 'ui'), file('styles.css')],
  activeFile: 'Score.tsx',
  entryPoint: 'index.tsx',
};

describe('moving files between explorer folders', () => {
  it('reads a typed folder as the server stores it: trimmed segments, empty for the top level', () => {
    expect(parseFolder(' ui / parts/ ')).toEqual({ folder: 'ui/parts' });
    expect(parseFolder('/')).toEqual({ folder: '' });
    expect(parseFolder('Level 1')).toEqual({ folder: 'Level 1' });
  });

  it('refuses what the server refuses: "..", backslashes, invisible characters, a path too long', () => {
    for (const bad of ['..', 'a/../b', './x', 'a\\b', 'a\u202Eb', 'a\u200Bb', 'a\nb', 'x'.repeat(256)]) expect(parseFolder(bad)).toHaveProperty('error');
  });

  it('offers every folder the tree shows, those of file names included', () => {
    expect(treeFolders(buildFileTree([...project.files, file('a.ts', 'ui/parts')]))).toEqual(['components', 'ui', 'ui/parts']);
  });

  it('moves only the files not there yet, keeping names, the active file and the entry point', () => {
    expect(filesToMove(project.files, ['Score.tsx', 'index.tsx'], 'ui').map((f) => f.filename)).toEqual(['index.tsx']);
    const moved = moveFiles(project, ['index.tsx', 'styles.css'], 'ui');
    expect(moved.files.map((f) => [f.filename, f.folder_path])).toEqual([['index.tsx', 'ui'], ['components/Board.tsx', ''], ['Score.tsx', 'ui'], ['styles.css', 'ui']]);
    expect([moved.activeFile, moved.entryPoint]).toEqual(['Score.tsx', 'index.tsx']);
    expect(moveFiles(project, ['Score.tsx'], 'ui')).toBe(project);
    expect(foldersAlong('ui/parts/deep')).toEqual(['ui', 'ui/parts', 'ui/parts/deep']);
  });
});

describe('selecting files in the explorer', () => {
  const shown = ['a.ts', 'b.ts', 'c.ts', 'd.ts'];
  const plain = { toggle: false, range: false };
  const ctrl = { toggle: true, range: false };
  const shift = { toggle: false, range: true };

  it('a plain click selects nothing and sets the anchor; Ctrl-click then takes the open file along', () => {
    const opened = clickSelection(NO_SELECTION, shown, 'b.ts', plain);
    expect(opened).toEqual({ selected: [], anchor: 'b.ts' });
    expect(clickSelection(opened, shown, 'd.ts', ctrl)).toEqual({ selected: ['b.ts', 'd.ts'], anchor: 'd.ts' });
  });

  it('Ctrl-click on a selected file removes it; a checkbox toggles just that file', () => {
    expect(clickSelection({ selected: ['a.ts', 'c.ts'], anchor: 'c.ts' }, shown, 'a.ts', ctrl)).toEqual({ selected: ['c.ts'], anchor: 'a.ts' });
    expect(clickSelection({ selected: [], anchor: 'a.ts' }, shown, 'c.ts', { ...plain, checkbox: true })).toEqual({ selected: ['c.ts'], anchor: 'c.ts' });
  });

  it('Shift-click selects the range from the anchor, either way', () => {
    expect(clickSelection({ selected: [], anchor: 'b.ts' }, shown, 'd.ts', shift).selected).toEqual(['b.ts', 'c.ts', 'd.ts']);
    expect(clickSelection({ selected: [], anchor: 'c.ts' }, shown, 'a.ts', shift).selected).toEqual(['a.ts', 'b.ts', 'c.ts']);
  });

  it('a drag carries the selection when it starts on a selected file, else the file alone', () => {
    expect(draggedFiles({ selected: ['a.ts', 'c.ts'], anchor: 'c.ts' }, 'a.ts')).toEqual(['a.ts', 'c.ts']);
    expect(draggedFiles({ selected: ['a.ts', 'c.ts'], anchor: 'c.ts' }, 'b.ts')).toEqual(['b.ts']);
  });
});
