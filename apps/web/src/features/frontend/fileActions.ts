import type { ProjectFile } from './frontendTypes';

/** The part of the workbench state the file actions change (docs/api-frontends.md, The workbench in the studio: Files). */
export type ProjectFiles = { files: ProjectFile[]; activeFile: string | null; entryPoint: string };

/** A refusal, with the text the workbench shows. */
export class FileActionError extends Error {}

export const has = (state: ProjectFiles, filename: string) => state.files.some((f) => f.filename === filename);

/** The folder a filename with `/` sits in (`components/Board.tsx` → `components`). */
export const folderOf = (filename: string) => (filename.includes('/') ? filename.slice(0, filename.lastIndexOf('/')) : '');

/** Adds a file and makes it active; a name that exists is ignored (answers the same state). */
export function addFile(state: ProjectFiles, filename: string, content: string): ProjectFiles {
  if (filename === '' || has(state, filename)) return state;
  return { ...state, files: [...state.files, { filename, content, folder_path: '' }], activeFile: filename };
}

/** Renames a file, following it with the active file and the entry point; refuses a collision. */
export function renameFile(state: ProjectFiles, from: string, to: string): ProjectFiles {
  if (from === to || !has(state, from)) return state;
  if (has(state, to)) throw new FileActionError(`File ${to} already exists`);
  return {
    files: state.files.map((f) => (f.filename === from ? { ...f, filename: to } : f)),
    activeFile: state.activeFile === from ? to : state.activeFile,
    entryPoint: state.entryPoint === from ? to : state.entryPoint,
  };
}

/** Deletes a file; the last one cannot go. Deleting the active file selects the first remaining. */
export function deleteFile(state: ProjectFiles, filename: string): ProjectFiles {
  if (!has(state, filename)) return state;
  if (state.files.length <= 1) throw new FileActionError('Cannot delete the last file');
  const files = state.files.filter((f) => f.filename !== filename);
  return { ...state, files, activeFile: state.activeFile === filename ? files[0].filename : state.activeFile };
}

/** Selects a file; a name that is not in the project changes nothing. */
export function setActiveFile(state: ProjectFiles, filename: string | null): ProjectFiles {
  if (filename === null || filename === '' || filename === state.activeFile || !has(state, filename)) return state;
  return { ...state, activeFile: filename };
}

/** The file selector ignores empty values and the already selected value. */
export const acceptsSelection = (value: string | null, current: string | null): value is string =>
  value !== null && value !== '' && value !== current;
