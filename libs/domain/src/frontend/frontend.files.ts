import { FRONTEND_FILE_MAX_BYTES, FRONTEND_FILENAME_MAX, FRONTEND_FILES_MAX, FRONTEND_FOLDER_PATH_MAX } from './frontend.limits.js';
import { folderPathOf } from '../shared/folder-path.js';
import { DomainError, type WordedErrorCode } from '../shared/errors.js';

/** A `frontend_file` asset's content (docs/api-frontends.md §1); always built with this key order. */
export type FrontendFileContent = { frontend_id: string; filename: string; content: string; folder_path: string };
/** A file of a project as the API answers it. */
export type FrontendFile = { id: string; filename: string; content: string; folder_path: string };
/** A file's own fields, checked. */
export type FrontendFileFields = Omit<FrontendFile, 'id'>;

export const FRONTEND_FILE_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js', 'css', 'json', 'md', 'txt'] as const;

const FILENAME = /^[A-Za-z0-9_.\-/]+$/;

const invalid = (code: WordedErrorCode & `frontend.${string}`, message: string, details: Record<string, unknown>) => new DomainError(code, message, details);
const badName = (filename: unknown, reason: string) =>
  invalid('frontend.invalid_filename', `Invalid file name${typeof filename === 'string' ? ` "${filename.slice(0, FRONTEND_FILENAME_MAX)}"` : ''}: ${reason}`, {
    field: 'filename',
  });

/** The extension of a file name (`components/Board.tsx` → `tsx`), '' when it has none. */
export const frontendFileExtension = (filename: string): string => {
  const base = filename.slice(filename.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
};

/** ≤ 200 characters of `[A-Za-z0-9_.\-/]`, no `..`, no leading `/`, no empty folder, a known extension. */
export const validateFrontendFilename = (raw: unknown): string => {
  if (typeof raw !== 'string' || raw.length === 0) throw badName(raw, 'a file name is required');
  if (raw.length > FRONTEND_FILENAME_MAX) throw badName(raw, `at most ${FRONTEND_FILENAME_MAX} characters`);
  if (!FILENAME.test(raw)) throw badName(raw, 'only letters, digits, "_", ".", "-" and "/" are allowed');
  if (raw.includes('..')) throw badName(raw, '".." is not allowed');
  if (raw.startsWith('/') || raw.endsWith('/') || raw.includes('//')) throw badName(raw, 'folders must be named, without a leading "/"');
  if (!(FRONTEND_FILE_EXTENSIONS as readonly string[]).includes(frontendFileExtension(raw))) {
    throw badName(raw, `the extension must be one of ${FRONTEND_FILE_EXTENSIONS.join(', ')}`);
  }
  return raw;
};

const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

/** A string of at most 256 KB (UTF-8). */
export const validateFrontendContent = (raw: unknown, filename: string): string => {
  if (typeof raw !== 'string') throw invalid('frontend.invalid_content', `The content of ${filename} must be a string`, { field: 'content', filename });
  if (raw.length > FRONTEND_FILE_MAX_BYTES / 4 && utf8Length(raw) > FRONTEND_FILE_MAX_BYTES) {
    throw invalid('frontend.file_too_large', `${filename} is larger than ${FRONTEND_FILE_MAX_BYTES / 1024} KB`, { field: 'content', filename });
  }
  return raw;
};

/** The explorer folder: '' (root) or named segments like `ui/panels`; it does not change import paths. */
export const normalizeFrontendFolderPath = (raw: unknown): string => {
  const folder = folderPathOf(raw, FRONTEND_FOLDER_PATH_MAX, 'ui/panels');
  if ('reason' in folder) throw invalid('frontend.invalid_folder_path', `folder_path ${folder.reason}`, { field: 'folder_path' });
  return folder.path;
};

export const assertFileCount = (count: number): void => {
  if (count > FRONTEND_FILES_MAX) throw invalid('frontend.too_many_files', `A frontend has at most ${FRONTEND_FILES_MAX} files`, { count });
};

export const frontendFileContent = (frontendId: string, file: FrontendFileFields): FrontendFileContent => ({
  frontend_id: frontendId,
  filename: file.filename,
  content: file.content,
  folder_path: file.folder_path,
});

/** A stored file asset as the API answers it (lenient: whatever the asset holds). */
export const frontendFileOf = (id: string, data: Record<string, unknown> | null): FrontendFile => ({
  id,
  filename: typeof data?.filename === 'string' ? data.filename : '',
  content: typeof data?.content === 'string' ? data.content : '',
  folder_path: typeof data?.folder_path === 'string' ? data.folder_path : '',
});

export const sameFile = (a: FrontendFileFields, b: FrontendFileFields): boolean =>
  a.filename === b.filename && a.content === b.content && a.folder_path === b.folder_path;

/** A file may not take the name of another file of the project (docs/api-frontends.md, Frontend projects). */
export const assertNameFree = (files: FrontendFile[], filename: string, exceptId: string | null): void => {
  if (files.some((f) => f.filename === filename && f.id !== exceptId)) throw new DomainError('frontend.file_exists', { filename });
};

/** The last file cannot be deleted (docs/api-frontends.md, Frontend projects). */
export const assertNotLastFile = (remaining: number): void => {
  if (remaining === 0) throw new DomainError('frontend.last_file');
};

export const fileById = (files: FrontendFile[], id: string): FrontendFile => {
  const file = files.find((f) => f.id === id);
  if (!file) throw new DomainError('frontend.file_not_found', { fileIds: [id] });
  return file;
};
