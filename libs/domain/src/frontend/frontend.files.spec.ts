import { describe, expect, it } from '@jest/globals';
import { normalizeFrontendFolderPath, planFrontendFileUpdate, planFrontendSave, validateFrontendFilename, type FrontendFile } from '../index.js';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const file = (n: number, filename: string, content = `// ${filename}`, folder_path = ''): FrontendFile => ({ id: id(n), filename, content, folder_path });
const project = [file(1, 'index.tsx'), file(2, 'App.tsx'), file(3, 'styles.css')];

describe('frontend file names', () => {
  it('takes names of the allowed characters and extensions, with folders', () => {
    for (const name of ['index.tsx', 'components/Board.tsx', 'a_b-c.d.ts', 'README.md', 'data.json', 'x.txt', 'app.JS']) {
      expect(validateFrontendFilename(name)).toBe(name);
    }
  });

  it('refuses bad names', () => {
    const bad = ['', 'a'.repeat(197) + '.tsx', 'my file.tsx', '../x.tsx', 'a/../b.tsx', '/abs.tsx', 'a//b.tsx', 'dir/', 'noext', 'x.exe', '.tsx', 'é.tsx', 5, null];
    for (const name of bad) expect(() => validateFrontendFilename(name)).toThrow(expect.objectContaining({ code: 'frontend.invalid_filename' }));
  });
});

describe('explorer folders (normalizeFrontendFolderPath)', () => {
  it('takes named segments, trimmed, with spaces and letters of any script; nothing is the top level', () => {
    expect(normalizeFrontendFolderPath(' ui / parts ')).toBe('ui/parts');
    expect(normalizeFrontendFolderPath('/Level 1//Écrans/')).toBe('Level 1/Écrans');
    expect(normalizeFrontendFolderPath('')).toBe('');
    expect(normalizeFrontendFolderPath(null)).toBe('');
  });

  it('refuses traversal, backslashes, control and invisible characters, and a path over 255 characters', () => {
    const bad = ['..', 'a/../b', './a', 'a\\b', 'a\nb', 'a\u0000b', 'a\u0085b', 'evil\u202Egnp.tsx', 'a\u200Bb', 'a\u2028b', 'x'.repeat(256), 42, {}];
    for (const raw of bad) expect(() => normalizeFrontendFolderPath(raw)).toThrow(expect.objectContaining({ code: 'frontend.invalid_folder_path' }));
  });
});

describe('planning a save', () => {
  it('given a project, when saved with one file changed, one left out and one new, then only those change', () => {
    const plan = planFrontendSave(project, [
      { id: id(1), filename: 'index.tsx', content: '// index.tsx' },
      { id: id(2), filename: 'App.tsx', content: 'export {}' },
      { filename: 'Board.tsx', content: '', folder_path: 'ui' },
    ]);
    expect(plan.create).toEqual([{ filename: 'Board.tsx', content: '', folder_path: 'ui' }]);
    expect(plan.edit).toEqual([{ before: project[1], after: { ...project[1], content: 'export {}' } }]);
    expect(plan.remove).toEqual([project[2]]);
    expect(plan.result.map((f) => f.id)).toEqual([id(1), id(2), null]);
  });

  it('matches by id first (a rename), then by name among the files no id claimed', () => {
    const plan = planFrontendSave(project, [
      { id: id(1), filename: 'main.tsx', content: '// index.tsx' },
      { filename: 'index.tsx', content: 'new' },
      { id: 'ffffffff-0000-4000-8000-000000000000', filename: 'App.tsx', content: '// App.tsx' },
      { filename: 'styles.css', content: '// styles.css' },
    ]);
    expect(plan.edit).toEqual([{ before: project[0], after: { ...project[0], filename: 'main.tsx' } }]);
    expect(plan.create).toEqual([{ filename: 'index.tsx', content: 'new', folder_path: '' }]);
    expect(plan.remove).toEqual([]);
  });

  it('keeps a folder unless one is given; a new project may start empty', () => {
    const inFolder = [file(1, 'index.tsx', 'x', 'ui')];
    expect(planFrontendSave(inFolder, [{ filename: 'index.tsx', content: 'x' }]).edit).toEqual([]);
    expect(planFrontendSave(inFolder, [{ filename: 'index.tsx', content: 'x', folder_path: '' }]).edit).toHaveLength(1);
    expect(planFrontendSave([], [])).toEqual({ create: [], edit: [], remove: [], result: [] });
  });

  it('refuses the whole save for one bad file, a name listed twice, too many files, or no file left', () => {
    const ok = { filename: 'index.tsx', content: '' };
    expect(() => planFrontendSave(project, [ok, { filename: 'bad name.tsx', content: '' }])).toThrow(expect.objectContaining({ code: 'frontend.invalid_filename' }));
    expect(() => planFrontendSave(project, [ok, ok])).toThrow(expect.objectContaining({ code: 'frontend.duplicate_filename', message: 'File index.tsx is listed twice' }));
    expect(() => planFrontendSave(project, [{ filename: 'a.ts', content: 7 }])).toThrow(expect.objectContaining({ code: 'frontend.invalid_content' }));
    expect(() => planFrontendSave(project, [{ filename: 'a.ts', content: 'é'.repeat(140_000) }])).toThrow(expect.objectContaining({ code: 'frontend.file_too_large' }));
    const many = Array.from({ length: 101 }, (_, i) => ({ filename: `f${i}.ts`, content: '' }));
    expect(() => planFrontendSave(project, many)).toThrow(expect.objectContaining({ code: 'frontend.too_many_files' }));
    expect(() => planFrontendSave(project, [])).toThrow(expect.objectContaining({ code: 'frontend.last_file', message: 'Cannot delete the last file' }));
  });
});

describe('planning a one-file update', () => {
  it('creates a new name, and refuses adding a name that exists', () => {
    expect(planFrontendFileUpdate(project, { filename: 'New.tsx', content: '' })).toEqual({ kind: 'create', file: { filename: 'New.tsx', content: '', folder_path: '' } });
    expect(() => planFrontendFileUpdate(project, { filename: 'App.tsx', content: '' })).toThrow(
      expect.objectContaining({ code: 'frontend.file_exists', message: 'File App.tsx already exists' }),
    );
  });

  it('edits and renames by id; a rename may not collide; the same content changes nothing', () => {
    expect(planFrontendFileUpdate(project, { fileId: id(2), filename: 'Main.tsx', content: 'x' })).toEqual({
      kind: 'edit',
      before: project[1],
      after: { ...project[1], filename: 'Main.tsx', content: 'x' },
    });
    expect(() => planFrontendFileUpdate(project, { fileId: id(2), filename: 'index.tsx', content: 'x' })).toThrow(
      expect.objectContaining({ code: 'frontend.file_exists', message: 'File index.tsx already exists' }),
    );
    expect(planFrontendFileUpdate(project, { fileId: id(2), filename: 'App.tsx', content: '// App.tsx' })).toEqual({ kind: 'none', file: project[1] });
    expect(() => planFrontendFileUpdate(project, { fileId: id(9), filename: 'x.tsx', content: '' })).toThrow(expect.objectContaining({ code: 'frontend.file_not_found' }));
  });

  it('deletes by id or by name, but never the last file', () => {
    expect(planFrontendFileUpdate(project, { fileId: id(3), filename: 'styles.css', content: null })).toEqual({ kind: 'delete', file: project[2] });
    expect(planFrontendFileUpdate(project, { filename: 'App.tsx', content: null })).toEqual({ kind: 'delete', file: project[1] });
    expect(() => planFrontendFileUpdate([project[0]], { fileId: id(1), filename: 'index.tsx', content: null })).toThrow(
      expect.objectContaining({ code: 'frontend.last_file', message: 'Cannot delete the last file' }),
    );
    expect(() => planFrontendFileUpdate(project, { filename: 'nope.tsx', content: null })).toThrow(expect.objectContaining({ code: 'frontend.file_not_found' }));
  });
});
