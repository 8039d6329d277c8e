import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * What the studio keeps between processes (Pyodide's snapshot, the SDK's declarations): the installation's own
 * node_modules/.cache/tempest, not a shared temporary directory, since what is kept is loaded as trusted.
 */
export const keptFilePath = (name: string): string =>
  join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), '..', '.cache', 'tempest', name);

/** A kept file's bytes, or null when it is missing or unreadable. */
export const readKept = (file: string): Buffer | null => {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
};

/** Written beside its final name and renamed (mode 600), so a reader never sees half a file; a failure keeps nothing. */
export const writeKept = (file: string, data: string | Uint8Array): void => {
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(partial, data, { mode: 0o600 });
    renameSync(partial, file);
  } catch {
    rmSync(partial, { force: true });
  }
};
