import type { ProjectFiles } from './fileActions';
import type { TreeNode } from './fileTree';
import type { ProjectFile } from './frontendTypes';

/**
 * Moving files between explorer folders (docs/api-frontends.md, The workbench in the studio: Files). A move
 * changes a file's `folder_path` only: its name, and so every import of it, stays the same.
 */

/** The server's limit on a folder path (FRONTEND_FOLDER_PATH_MAX). */
export const FOLDER_PATH_MAX = 255;
// Control characters, invisible format characters and line separators: refused by the server too.
const UNSEEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** A folder as the user typed it, as the server will store it (segments trimmed, `''` the top level), or why it cannot be one. */
export function parseFolder(raw: string): { folder: string } | { error: string } {
  if (UNSEEN.test(raw) || raw.includes('\\')) return { error: 'A folder name cannot contain "\\", control or invisible characters' };
  const segments = raw.split('/').map((s) => s.trim()).filter((s) => s !== '');
  if (segments.some((s) => s === '.' || s === '..')) return { error: 'A folder name cannot be "." or ".."' };
  const folder = segments.join('/');
  if (folder.length > FOLDER_PATH_MAX) return { error: `A folder path has at most ${FOLDER_PATH_MAX} characters` };
  return { folder };
}

/** Every folder the tree shows, by path: where files can be moved (besides the top level, `''`, and a new folder). */
export function treeFolders(nodes: readonly TreeNode[]): string[] {
  const paths: string[] = [];
  const walk = (list: readonly TreeNode[]) => {
    for (const node of list) {
      if (node.kind !== 'folder') continue;
      paths.push(node.path);
      walk(node.children);
    }
  };
  walk(nodes);
  return paths.sort((a, b) => a.localeCompare(b));
}

/** The named files that are not in `folder` yet: the ones a move writes. */
export function filesToMove(files: readonly ProjectFile[], filenames: readonly string[], folder: string): ProjectFile[] {
  return files.filter((f) => filenames.includes(f.filename) && f.folder_path !== folder);
}

/** The named files put in `folder`; the active file and the entry point stay (a move does not rename). */
export function moveFiles(state: ProjectFiles, filenames: readonly string[], folder: string): ProjectFiles {
  if (filesToMove(state.files, filenames, folder).length === 0) return state;
  return { ...state, files: state.files.map((f) => (filenames.includes(f.filename) ? { ...f, folder_path: folder } : f)) };
}

/** `folder` and the folders above it (`ui/parts` → `ui`, `ui/parts`): unfolded after a move so the moved files show. */
export function foldersAlong(folder: string): string[] {
  const segments = folder.split('/').filter((s) => s !== '');
  return segments.map((_, i) => segments.slice(0, i + 1).join('/'));
}

/** The explorer's multi-selection of files; `anchor` is where a Shift-click range starts (the last file clicked). */
export type FileSelection = { selected: string[]; anchor: string | null };

export const NO_SELECTION: FileSelection = { selected: [], anchor: null };

/**
 * A click on a file with modifier keys. Plain: no selection (the click opens the file), the anchor moves there.
 * Ctrl/Cmd (or a row's checkbox): adds or removes the file; starting a selection this way takes the anchor (the
 * file that was open) along. Shift: every file from the anchor to the clicked one, in the order shown.
 */
export function clickSelection(current: FileSelection, shown: readonly string[], clicked: string, keys: { toggle: boolean; range: boolean; checkbox?: boolean }): FileSelection {
  if (keys.range && current.anchor !== null && shown.includes(current.anchor)) {
    const [from, to] = [shown.indexOf(current.anchor), shown.indexOf(clicked)].sort((a, b) => a - b);
    return { selected: shown.slice(from, to + 1), anchor: current.anchor };
  }
  if (keys.toggle || keys.checkbox) {
    if (current.selected.includes(clicked)) return { selected: current.selected.filter((f) => f !== clicked), anchor: clicked };
    const start = current.selected.length === 0 && !keys.checkbox && current.anchor !== null && current.anchor !== clicked && shown.includes(current.anchor) ? [current.anchor] : [];
    return { selected: [...start, ...current.selected, clicked], anchor: clicked };
  }
  return { selected: [], anchor: clicked };
}

/** What a drag carries: the dragged file, or the whole selection when the dragged file is part of it. */
export function draggedFiles(selection: FileSelection, dragged: string): string[] {
  return selection.selected.includes(dragged) ? selection.selected : [dragged];
}
