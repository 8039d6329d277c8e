// The pool under jobs that hang, crash, or pile up. Real Pyodide workers; the test-only job kinds
// (`test-hang`, `test-crash`) exist only with `testJobs: true`.
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseScript } from './parse-script.js';
import { PythonBusyError, PythonJobError, PythonTimeoutError, PythonUnavailableError } from './python-errors.js';
import { PythonPool } from './python-pool.js';

const functionNames = async (pool: PythonPool, code: string): Promise<string[]> =>
  Object.keys((await parseScript(pool, code)).module_blocks);

describe('PythonPool', () => {
  let pool: PythonPool;

  beforeAll(() => {
    pool = new PythonPool({ workers: 2, testJobs: true });
    pool.warm();
  });
  afterAll(() => pool.close());

  it('stops jobs that run past their time limit and serves the next with new workers', async () => {
    // Both workers hang, so the parse queued behind them can only be answered by a replacement.
    const hung = [pool.run({ kind: 'test-hang' }, { timeoutMs: 300 }), pool.run({ kind: 'test-hang' }, { timeoutMs: 300 })];
    const next = functionNames(pool, 'def after_timeout(): pass\n');

    for (const job of hung) {
      await expect(job).rejects.toBeInstanceOf(PythonTimeoutError);
      await expect(job).rejects.toMatchObject({ status: 400, code: 'python.timeout' });
    }
    expect(await next).toEqual(['after_timeout']);
    expect(pool.stats().lastLoad?.from).toBe('snapshot');
  });

  it('replaces a worker that dies during a job', async () => {
    const crashed = pool.run({ kind: 'test-crash' });
    await expect(crashed).rejects.toBeInstanceOf(PythonJobError);
    await expect(crashed).rejects.toMatchObject({ fatal: true, code: 'python.failed' });
    expect(await functionNames(pool, 'def after_crash(): pass\n')).toEqual(['after_crash']);
    expect(pool.stats().workers).toBe(2);
  });

  it('answers concurrent jobs across its workers, each with its own result', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `job_${i}`);
    const results = await Promise.all(names.map((name) => functionNames(pool, `def ${name}(): pass\n`)));
    expect(results).toEqual(names.map((name) => [name]));
  });
});

describe('PythonPool with one worker and a queue', () => {
  let pool: PythonPool;

  beforeAll(() => {
    pool = new PythonPool({ workers: 1, testJobs: true });
    pool.warm();
  });
  afterAll(() => pool.close());

  it('hands the waiting jobs over a few at a time, each under its own time limit; a hang or a crash among them costs only itself', async () => {
    await functionNames(pool, 'def warm(): pass\n');
    // The worker is busy with the first job while the others wait: it then takes them at once (JOBS_PER_DISPATCH).
    const first = functionNames(pool, 'def first(): pass\n');
    const before = functionNames(pool, 'def before_hang(): pass\n');
    const hung = pool.run({ kind: 'test-hang' }, { timeoutMs: 500 });
    const after = [functionNames(pool, 'def after_hang(): pass\n'), functionNames(pool, 'def last(): pass\n')];
    expect(await first).toEqual(['first']);
    expect(await before).toEqual(['before_hang']);
    await expect(hung).rejects.toBeInstanceOf(PythonTimeoutError);
    // Those behind the hang never ran in the stopped worker: its replacement answers them.
    expect(await Promise.all(after)).toEqual([['after_hang'], ['last']]);

    const busy = functionNames(pool, 'def busy(): pass\n');
    const crashed = pool.run({ kind: 'test-crash' });
    const behind = functionNames(pool, 'def behind_crash(): pass\n');
    expect(await busy).toEqual(['busy']);
    await expect(crashed).rejects.toMatchObject({ fatal: true });
    expect(await behind).toEqual(['behind_crash']);
    expect(pool.stats()).toMatchObject({ workers: 1, queued: 0 });
  });
});

describe('PythonPool snapshot kept between processes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tempest-pyodide-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A pool with one worker, up and answering a parse; closed after. */
  const firstLoad = async (snapshotFile: string) => {
    const pool = new PythonPool({ snapshotFile });
    try {
      expect(await functionNames(pool, 'def first(): pass\n')).toEqual(['first']);
      return pool.stats().lastLoad?.from;
    } finally {
      await pool.close();
    }
  };

  it("starts a new pool's first worker from the snapshot an earlier pool kept", async () => {
    const file = join(dir, 'kept.snapshot');
    expect(await firstLoad(file)).toBe('fresh');
    expect(statSync(file).size).toBeGreaterThan(1_000_000);
    expect(await firstLoad(file)).toBe('snapshot');
  });

  it('starts fresh from a snapshot file it cannot load, and keeps a good one instead', async () => {
    const file = join(dir, 'broken.snapshot');
    writeFileSync(file, 'not a snapshot');
    expect(await firstLoad(file)).toBe('fresh');
    expect(existsSync(file)).toBe(false);
    expect(await firstLoad(file)).toBe('fresh');
    expect(await firstLoad(file)).toBe('snapshot');
  });
});

describe('PythonPool limits', () => {
  it('refuses jobs beyond the queue bound at once, and waiting jobs when closed', async () => {
    const pool = new PythonPool({ maxQueue: 2 });
    const waiting = Promise.allSettled([parseScript(pool, 'a = 1'), parseScript(pool, 'b = 2')]);
    await expect(parseScript(pool, 'c = 3')).rejects.toBeInstanceOf(PythonBusyError);

    await pool.close();
    for (const outcome of await waiting) {
      expect(outcome.status === 'rejected' && outcome.reason).toBeInstanceOf(PythonUnavailableError);
    }
    await expect(parseScript(pool, 'd = 4')).rejects.toMatchObject({ status: 503, code: 'python.unavailable' });
  });

  it('refuses a job that waited past the wait limit as busy, and serves the next once a worker is free', async () => {
    const small = new PythonPool({ workers: 1, testJobs: true, maxWaitMs: 300 });
    try {
      const ready = async () => {
        small.warm();
        while (small.stats().ready < 1) await new Promise((r) => setTimeout(r, 50));
      };
      await ready(); // a worker is up, so only the hang below makes the parse wait
      const hung = small.run({ kind: 'test-hang' }, { timeoutMs: 1500 });
      const waiting = parseScript(small, 'def late(): pass\n');
      await expect(waiting).rejects.toMatchObject({ status: 503, code: 'python.busy' });
      await expect(hung).rejects.toBeInstanceOf(PythonTimeoutError);
      await ready(); // the hung worker's replacement
      expect(await functionNames(small, 'def again(): pass\n')).toEqual(['again']);
    } finally {
      await small.close();
    }
  });

  it('refuses the test-only jobs unless the pool allows them', async () => {
    const pool = new PythonPool();
    await expect(pool.run({ kind: 'test-hang' })).rejects.toThrow('only for tests');
    expect(pool.stats().workers).toBe(0);
    await pool.close();
  });

  it('refuses waiting jobs when a worker cannot start', async () => {
    const pool = new PythonPool({ workerUrl: new URL('./no-such-worker.mjs', import.meta.url) });
    await expect(parseScript(pool, 'x = 1')).rejects.toBeInstanceOf(PythonUnavailableError);
    await pool.close();
  });
});
