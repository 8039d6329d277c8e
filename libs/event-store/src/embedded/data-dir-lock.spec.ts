import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirectoryInUseError } from '../event-store.errors.js';
import { lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tempest-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('data directory lock', () => {
  it('holds our pid while locked and removes the file on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'tempest.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, 'tempest.lock'))).toBe(false);
  });

  it('refuses a directory held by a running process, naming it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'tempest.lock'), String(process.ppid)); // the test runner's parent: alive
    expect(() => lockDataDir(dir)).toThrow(DataDirectoryInUseError);
    expect(() => lockDataDir(dir)).toThrow(`The data directory ${dir} is in use by another Tempest process (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that no longer runs (kill -9)', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'tempest.lock'), '2147483646');
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'tempest.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('refuses a second lock from the same process', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirectoryInUseError);
    lock.release();
  });
});
