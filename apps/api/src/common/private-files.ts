import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';

/**
 * Makes `dir` (and missing parents) readable by the studio's user only (0700); an existing directory is
 * tightened too, where the user owns it. Exports and data hold other people's events.
 */
export const privateDir = (dir: string): string => {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dir, 0o700);
  } catch {
    // Not ours to change (a directory another user made): its files are still 0600.
  }
  return dir;
};

/** Creates (or empties) `path` as a file only the studio's user can read or write (0600). */
export const privateFile = (path: string): string => {
  closeSync(openSync(path, 'w', 0o600));
  chmodSync(path, 0o600);
  return path;
};
