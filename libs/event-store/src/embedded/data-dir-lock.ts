import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { DataDirectoryInUseError } from '../event-store.errors.js';

/** Whether a process of this machine is running (one of another user's counts: EPERM). */
export const processIsAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readHolder = (file: string): number | null => {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
};

/**
 * Takes `<dataDir>/tempest.lock` (created exclusively, holding our pid) so that two processes never
 * open one PGlite directory: PGlite itself has no lock and two writers silently lose commits.
 * A lock left by a process that no longer runs (kill -9) is taken over.
 */
export const lockDataDir = (dataDir: string): { release(): void } => {
  // The data directory holds everyone's events: the studio's user alone may enter it (an existing one is tightened).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dataDir, 0o700);
  } catch {
    // Not ours to change: PGlite's own files are still ours alone to write.
  }
  const file = join(dataDir, 'tempest.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readHolder(file) === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder !== null && holder !== process.pid && processIsAlive(holder)) {
        throw new DataDirectoryInUseError(dataDir, holder);
      }
      if (holder === process.pid) throw new DataDirectoryInUseError(dataDir, holder);
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirectoryInUseError(dataDir, readHolder(file));
};
