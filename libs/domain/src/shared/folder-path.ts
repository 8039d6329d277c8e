// What a folder name may not hold: control characters (C0 and C1), invisible format characters (zero-width
// spaces, the bidirectional overrides that make a name read other than it is), and line or paragraph separators.
const UNSEEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * Pure: an explorer folder ('' for the top level, or named segments like `enemies/bosses`), trimmed and
 * joined, or why it cannot be one (a sentence to follow "folder_path"). Entities and frontend files share it;
 * each names its own error.
 */
export const folderPathOf = (raw: unknown, max: number, example: string): { path: string } | { reason: string } => {
  if (raw === undefined || raw === null) return { path: '' };
  if (typeof raw !== 'string') return { reason: `must be a string like "${example}"` };
  if (UNSEEN.test(raw) || raw.includes('\\')) return { reason: 'cannot contain "\\", control or invisible characters' };
  const segments = raw.split('/').map((s) => s.trim()).filter((s) => s.length > 0);
  if (segments.some((s) => s === '.' || s === '..')) return { reason: 'cannot contain "." or ".." segments' };
  const path = segments.join('/');
  if (path.length > max) return { reason: `must be at most ${max} characters` };
  return { path };
};
