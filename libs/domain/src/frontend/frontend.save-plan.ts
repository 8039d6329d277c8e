import {
  assertFileCount,
  assertNameFree,
  assertNotLastFile,
  fileById,
  normalizeFrontendFolderPath,
  sameFile,
  validateFrontendContent,
  validateFrontendFilename,
  type FrontendFile,
  type FrontendFileFields,
} from './frontend.files.js';
import { DomainError } from '../shared/errors.js';

/** A file of a save request, unchecked; `folder_path` absent keeps the file's folder. */
export type SaveFileInput = { id?: string | null; filename: unknown; content: unknown; folder_path?: unknown };
/** A file of a save request, checked. */
export type SaveFile = { id: string | null; filename: string; content: string; folder_path: string | null };

export type SavePlan = {
  create: FrontendFileFields[];
  edit: { before: FrontendFile; after: FrontendFile }[];
  remove: FrontendFile[];
  /** The project's files after the save, in the request's order (`id` null for the ones to create). */
  result: (FrontendFileFields & { id: string | null })[];
};

/** Every file checked (name, content, folder), no name twice, at most 100 files — before anything is written. */
export const validateSaveFiles = (files: SaveFileInput[]): SaveFile[] => {
  assertFileCount(files.length);
  const seen = new Set<string>();
  return files.map((file) => {
    const filename = validateFrontendFilename(file.filename);
    if (seen.has(filename)) {
      throw new DomainError('frontend.duplicate_filename', `File ${filename} is listed twice`, { field: 'files', filename });
    }
    seen.add(filename);
    const content = validateFrontendContent(file.content, filename);
    const folder_path = file.folder_path === undefined ? null : normalizeFrontendFolderPath(file.folder_path);
    return { id: file.id ? file.id.toLowerCase() : null, filename, content, folder_path };
  });
};

/** Each request file's match among the existing ones: by id first, then by name among the unclaimed. */
const matchFiles = (existing: FrontendFile[], files: SaveFile[]): (FrontendFile | null)[] => {
  const claimed = new Set<string>();
  const byId = files.map((file) => {
    const match = file.id ? existing.find((e) => e.id === file.id && !claimed.has(e.id)) : undefined;
    if (match) claimed.add(match.id);
    return match ?? null;
  });
  return files.map((file, i) => {
    if (byId[i]) return byId[i];
    const match = existing.find((e) => e.filename === file.filename && !claimed.has(e.id));
    if (match) claimed.add(match.id);
    return match ?? null;
  });
};

/**
 * What a save changes: files are matched by id, else by name (an id the project does not hold is
 * matched by name, then created); matched files that differ are edited, new ones created, existing
 * files missing from the list deleted. Unchanged files are left alone.
 */
export const planFrontendSave = (existing: FrontendFile[], input: SaveFileInput[]): SavePlan => {
  const files = validateSaveFiles(input);
  const matches = matchFiles(existing, files);
  const kept = new Set(matches.filter((m) => m !== null).map((m) => m.id));
  const remove = existing.filter((e) => !kept.has(e.id));
  if (existing.length > 0) assertNotLastFile(files.length);
  const plan: SavePlan = { create: [], edit: [], remove, result: [] };
  files.forEach((file, i) => {
    const before = matches[i];
    const fields = { filename: file.filename, content: file.content, folder_path: file.folder_path ?? before?.folder_path ?? '' };
    if (!before) plan.create.push(fields);
    else if (!sameFile(before, fields)) plan.edit.push({ before, after: { id: before.id, ...fields } });
    plan.result.push({ id: before?.id ?? null, ...fields });
  });
  return plan;
};

/** A file update of the update-file route, unchecked: `content: null` deletes. */
export type FileUpdateInput = { fileId?: string | null; filename: unknown; content: unknown };

export type FileUpdate =
  | { kind: 'create'; file: FrontendFileFields }
  | { kind: 'edit'; before: FrontendFile; after: FrontendFile }
  | { kind: 'delete'; file: FrontendFile }
  | { kind: 'none'; file: FrontendFile };

const byName = (files: FrontendFile[], filename: unknown): FrontendFile => {
  const file = files.find((f) => f.filename === filename);
  if (!file) throw new DomainError('frontend.file_not_found', { fileIds: [typeof filename === 'string' ? filename : ''] });
  return file;
};

/**
 * One file: create (no id, a new name), edit or rename (an id), delete (`content: null`, by id or by
 * name). Refusals: 'Cannot delete the last file', 'File {name} already exists' (a rename or an add).
 */
export const planFrontendFileUpdate = (files: FrontendFile[], input: FileUpdateInput): FileUpdate => {
  const id = input.fileId ? input.fileId.toLowerCase() : null;
  const target = id ? fileById(files, id) : null;
  if (input.content === null) {
    const file = target ?? byName(files, input.filename);
    assertNotLastFile(files.length - 1);
    return { kind: 'delete', file };
  }
  const filename = validateFrontendFilename(input.filename);
  const content = validateFrontendContent(input.content, filename);
  assertNameFree(files, filename, target?.id ?? null);
  if (!target) {
    assertFileCount(files.length + 1);
    return { kind: 'create', file: { filename, content, folder_path: '' } };
  }
  const after = { ...target, filename, content };
  return sameFile(target, after) ? { kind: 'none', file: target } : { kind: 'edit', before: target, after };
};
