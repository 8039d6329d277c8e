import { describe, expect, it } from '@jest/globals';
import { acceptsSelection, addFile, deleteFile, FileActionError, folderOf, renameFile, setActiveFile, type ProjectFiles } from './fileActions';

const file = (filename: string, content = '') => ({ filename, content, folder_path: '' });
const project = (...names: string[]): ProjectFiles => ({ files: names.map((n) => file(n)), activeFile: names[0] ?? null, entryPoint: 'index.tsx' });

describe('file actions', () => {
  it('adds a file and makes it active; an existing name is ignored', () => {
    const state = project('index.tsx');
    const added = addFile(state, 'Board.tsx', 'x');
    expect(added.files.map((f) => f.filename)).toEqual(['index.tsx', 'Board.tsx']);
    expect(added.activeFile).toBe('Board.tsx');
    expect(addFile(added, 'Board.tsx', 'y')).toBe(added);
  });

  it('renames a file and follows it with the active file and the entry point', () => {
    const state = project('index.tsx', 'a.ts');
    const renamed = renameFile(state, 'index.tsx', 'main.tsx');
    expect(renamed.activeFile).toBe('main.tsx');
    expect(renamed.entryPoint).toBe('main.tsx');
    expect(renamed.files.map((f) => f.filename)).toEqual(['main.tsx', 'a.ts']);
  });

  it('refuses a rename onto an existing file with the documented text', () => {
    expect(() => renameFile(project('index.tsx', 'a.ts'), 'a.ts', 'index.tsx')).toThrow(new FileActionError('File index.tsx already exists'));
  });

  it('refuses to delete the last file', () => {
    expect(() => deleteFile(project('index.tsx'), 'index.tsx')).toThrow('Cannot delete the last file');
  });

  it('selects the first remaining file when the active one is deleted, and keeps another selection', () => {
    const state = { ...project('index.tsx', 'a.ts', 'b.ts'), activeFile: 'b.ts' };
    expect(deleteFile(state, 'b.ts').activeFile).toBe('index.tsx');
    expect(deleteFile(state, 'a.ts').activeFile).toBe('b.ts');
  });

  it('sets the active file only to an existing file', () => {
    const state = project('index.tsx', 'a.ts');
    expect(setActiveFile(state, 'a.ts').activeFile).toBe('a.ts');
    expect(setActiveFile(state, 'missing.ts')).toBe(state);
    expect(setActiveFile(state, null)).toBe(state);
  });

  it('the selector ignores empty values and the selected value', () => {
    expect(acceptsSelection('', 'a')).toBe(false);
    expect(acceptsSelection(null, 'a')).toBe(false);
    expect(acceptsSelection('a', 'a')).toBe(false);
    expect(acceptsSelection('b', 'a')).toBe(true);
  });

  it('knows the folder a filename carries', () => {
    expect(folderOf('components/ui/Board.tsx')).toBe('components/ui');
    expect(folderOf('index.tsx')).toBe('');
  });
});
