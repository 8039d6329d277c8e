import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { keptFilePath, readKept, writeKept } from './kept-files.js';
import { PythonBusyError, PythonJobError, PythonTimeoutError, PythonUnavailableError } from './python-errors.js';
import type { PythonJob, PythonTestJob, WorkerDispatch, WorkerMessage, WorkerOptions, WorkerRequest } from './python-protocol.js';

export type PythonPoolOptions = {
  /** Interpreters (worker threads); each adds ~150 MB to the process (RSS, bench/python), the first ~200 MB. Default 1. */
  workers?: number;
  /** Jobs allowed to wait for a worker; more are refused with PythonBusyError. Default 100. */
  maxQueue?: number;
  /** Longest a job may wait for a worker (including a worker's start); then PythonBusyError. Default 60 s. */
  maxWaitMs?: number;
  /** Time limit of a job once it runs (not while it waits), unless the job gives its own. Default 3000 ms. */
  timeoutMs?: number;
  /** Loading Pyodide takes 3–6 s; a worker not ready after this is given up. Default 60 s. */
  startTimeoutMs?: number;
  /** A worker whose WebAssembly memory grew past this after a job is replaced. Default 256 MB. */
  maxMemoryMb?: number;
  /**
   * How far an interpreter's heap may grow past its size after start-up (~30 MB); an allocation beyond
   * fails in Python with MemoryError. Default 256 MB (so a worker that reached it is then replaced).
   */
  memoryLimitMb?: number;
  /** Stack of each worker thread: deeper expressions overflow it and the job fails as `fatal`. Default 16 MB. */
  stackSizeMb?: number;
  /** Start replacement workers from a memory snapshot of the first (~0.4 s instead of 3–6 s). Default true. */
  snapshots?: boolean;
  /**
   * Where the snapshot is kept between processes, so that a new process's first worker starts from it too; null
   * keeps it in memory only. Default: `snapshotFileOf(workerUrl)`, under node_modules/.cache (not a shared
   * temporary directory: the snapshot is the interpreter's memory, loaded before the sandbox is set up).
   */
  snapshotFile?: string | null;
  /**
   * Scripts whose parse, sandbox check and compilation each worker keeps (least recently used first out), and
   * the characters of source they may hold in all: a game's scripts are then prepared once per worker, not
   * once per action. `entries: 0` keeps nothing (benchmarks compare with it). Default 256 scripts, 8 M characters.
   */
  scriptCache?: { entries?: number; chars?: number };
  /** Accept the `test-*` jobs of python-protocol.ts (tests of the pool only). */
  testJobs?: boolean;
  workerUrl?: URL;
  log?: (message: string) => void;
};

export type PythonRunOptions = { timeoutMs?: number };

export type PythonPoolStats = {
  workers: number;
  ready: number;
  busy: number;
  queued: number;
  /** Start-up time of the last worker that became ready, and whether it came from the snapshot. */
  lastLoad: { ms: number; from: 'fresh' | 'snapshot' } | null;
};

type Job = {
  request: WorkerRequest;
  timeoutMs: number;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  waitTimer?: NodeJS.Timeout;
};
/** `jobs`: what the worker was given, the running one first. `snapshot`: the snapshot it was given to start from, if any. */
type Slot = { worker: Worker; state: 'starting' | 'idle' | 'busy'; jobs: Job[]; timer: NodeJS.Timeout | null; spawnedAt: number; snapshot: Uint8Array | null };

/**
 * Jobs a free worker takes at once from those waiting (each still runs under its own time limit): a worker woken
 * once for several. Under a published game's flood, each wake-up of a worker costs the studio's main thread more
 * than the job's own work there (bench/play-load/results.md).
 */
export const JOBS_PER_DISPATCH = 4;

/** The worker entry: beside this file both in src (tests) and in dist (the build copies it). */
export const PYTHON_WORKER_URL = new URL('./python-worker.mjs', import.meta.url);

/**
 * The snapshot file for a worker script: named after Pyodide's version and the script's text, so a new version
 * of either never loads an old snapshot; kept with the studio's other kept files (kept-files.ts).
 */
export const snapshotFileOf = (workerUrl: URL): string => {
  const pyodideDir = dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
  const { version } = JSON.parse(readFileSync(join(pyodideDir, 'package.json'), 'utf8')) as { version: string };
  const key = createHash('sha256').update(version).update(readFileSync(fileURLToPath(workerUrl))).digest('hex').slice(0, 16);
  return keptFilePath(`pyodide-${version}-${key}.snapshot`);
};

/** `snapshotFileOf`, or null where the worker script or Pyodide cannot be read (the pool then fails to start its workers, and says why). */
const defaultSnapshotFile = (workerUrl: URL): string | null => {
  try {
    return snapshotFileOf(workerUrl);
  } catch {
    return null;
  }
};

/**
 * Pyodide interpreters in worker threads, started on first use. Jobs queue (bounded) for a free worker
 * and run one at a time per worker under a time limit; a worker that overruns is terminated and
 * replaced (terminate() stops even `while True` at once), as is one that crashes or grows too big.
 */
export class PythonPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private readonly settings: Required<Omit<PythonPoolOptions, 'log' | 'snapshotFile' | 'scriptCache'>> & { scriptCache: WorkerOptions['scriptCache'] };
  private readonly snapshotFile: string | null;
  private readonly log: (message: string) => void;
  private nextId = 1;
  private closed = false;
  private lastLoad: PythonPoolStats['lastLoad'] = null;
  /** ~30 MB: Pyodide's memory right after start-up, taken by the first worker. */
  private snapshot: Uint8Array | null = null;

  constructor(options: PythonPoolOptions = {}) {
    this.settings = {
      workers: Math.max(1, Math.floor(options.workers ?? 1)),
      maxQueue: options.maxQueue ?? 100,
      maxWaitMs: options.maxWaitMs ?? 60_000,
      timeoutMs: options.timeoutMs ?? 3000,
      startTimeoutMs: options.startTimeoutMs ?? 60_000,
      maxMemoryMb: options.maxMemoryMb ?? 256,
      memoryLimitMb: options.memoryLimitMb ?? 256,
      stackSizeMb: options.stackSizeMb ?? 16,
      snapshots: options.snapshots ?? true,
      scriptCache: { entries: options.scriptCache?.entries ?? 256, chars: options.scriptCache?.chars ?? 8_000_000 },
      testJobs: options.testJobs ?? false,
      workerUrl: options.workerUrl ?? PYTHON_WORKER_URL,
    };
    this.log = options.log ?? (() => {});
    this.snapshotFile = !this.settings.snapshots ? null : options.snapshotFile === undefined ? defaultSnapshotFile(this.settings.workerUrl) : options.snapshotFile;
    const kept = this.snapshotFile === null ? null : readKept(this.snapshotFile);
    this.snapshot = kept === null ? null : new Uint8Array(kept);
  }

  /** Runs a job on the next free worker; rejects with the errors of python-errors.ts. */
  run(job: PythonJob | PythonTestJob, options: PythonRunOptions = {}): Promise<unknown> {
    if (this.closed) return Promise.reject(new PythonUnavailableError('the pool is closed'));
    if (job.kind.startsWith('test-') && !this.settings.testJobs) {
      return Promise.reject(new Error(`Python job ${job.kind} is only for tests`));
    }
    if (this.queue.length >= this.settings.maxQueue) return Promise.reject(new PythonBusyError(this.settings.maxQueue));
    const timeoutMs = options.timeoutMs ?? this.settings.timeoutMs;
    return new Promise((resolve, reject) => {
      const queued: Job = { request: { ...job, id: this.nextId++ }, timeoutMs, resolve, reject };
      // A request is not left hanging behind a long queue: past the wait limit it is refused as busy.
      queued.waitTimer = setTimeout(() => this.giveUp(queued), this.settings.maxWaitMs);
      this.queue.push(queued);
      this.pump();
    });
  }

  /** Starts every worker in the background so the first job does not wait for Pyodide to load. */
  warm(): void {
    while (!this.closed && this.slots.size < this.settings.workers) this.spawn();
    this.updateRefs();
  }

  stats(): PythonPoolStats {
    const slots = [...this.slots];
    return {
      workers: slots.length,
      ready: slots.filter((slot) => slot.state !== 'starting').length,
      busy: slots.filter((slot) => slot.state === 'busy').length,
      queued: this.queue.length,
      lastLoad: this.lastLoad,
    };
  }

  /** Refuses waiting and running jobs and terminates every worker. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = new PythonUnavailableError('the pool is closed');
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.waitTimer);
      job.reject(error);
    }
    await Promise.all([...this.slots].map((slot) => this.retire(slot, error)));
  }

  /** Puts a worker's jobs that never ran back at the head of the queue (their worker is gone), to wait again. */
  private requeue(jobs: Job[]): void {
    if (jobs.length === 0) return;
    for (const job of jobs) job.waitTimer = setTimeout(() => this.giveUp(job), this.settings.maxWaitMs);
    this.queue.unshift(...jobs);
  }

  private giveUp(job: Job): void {
    const index = this.queue.indexOf(job);
    if (index < 0) return;
    this.queue.splice(index, 1);
    job.reject(new PythonBusyError(this.settings.maxQueue));
    this.updateRefs();
  }

  private pump(): void {
    if (this.closed) return;
    let idle = [...this.slots].filter((slot) => slot.state === 'idle').length;
    for (const slot of this.slots) {
      if (slot.state !== 'idle' || this.queue.length === 0) continue;
      // The waiting jobs shared among the free workers, a few each at most.
      const share = Math.min(JOBS_PER_DISPATCH, Math.ceil(this.queue.length / idle--));
      this.dispatch(slot, this.queue.splice(0, share));
    }
    let starting = [...this.slots].filter((slot) => slot.state === 'starting').length;
    for (; starting < this.queue.length && this.slots.size < this.settings.workers; starting++) this.spawn();
    this.updateRefs();
  }

  private dispatch(slot: Slot, jobs: Job[]): void {
    for (const job of jobs) clearTimeout(job.waitTimer);
    slot.state = 'busy';
    slot.jobs = jobs;
    this.timeRunning(slot);
    const message: WorkerDispatch = jobs.length === 1 ? jobs[0].request : { batch: jobs.map((job) => job.request) };
    slot.worker.postMessage(message);
  }

  /** The time limit of the slot's running job (the first of its jobs), from now: it starts as the one before ends. */
  private timeRunning(slot: Slot): void {
    this.clearTimer(slot);
    const job = slot.jobs[0];
    slot.timer = setTimeout(() => {
      this.log(`Python job ${job.request.kind} ran past ${job.timeoutMs} ms; replacing its worker`);
      this.replace(slot, new PythonTimeoutError(job.timeoutMs));
    }, job.timeoutMs);
  }

  private spawn(): void {
    const { workerUrl, testJobs, stackSizeMb, startTimeoutMs, snapshots, memoryLimitMb, scriptCache } = this.settings;
    const workerData: WorkerOptions = { testJobs, snapshot: this.snapshot ?? undefined, makeSnapshot: snapshots && !this.snapshot, memoryLimitMb, scriptCache };
    // execArgv: [] — the server's own Node flags (--input-type, --inspect…) mean nothing to the worker.
    const worker = new Worker(workerUrl, { workerData, execArgv: [], resourceLimits: { stackSizeMb }, stdout: true, stderr: true });
    const slot: Slot = { worker, state: 'starting', jobs: [], timer: null, spawnedAt: performance.now(), snapshot: this.snapshot };
    slot.timer = setTimeout(() => this.startFailed(slot, `it did not start within ${startTimeoutMs} ms`), startTimeoutMs);
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, message));
    worker.on('error', (error) => this.onExit(slot, error.message));
    worker.on('exit', (code) => this.onExit(slot, `the worker exited with code ${code}`));
    // Pyodide reports fatal errors on stderr with a long WebAssembly stack: keep the first line.
    const forward = (chunk: Buffer) => this.log(`Python worker: ${String(chunk).split('\n', 1)[0]?.slice(0, 300)}`);
    worker.stdout.on('data', forward);
    worker.stderr.on('data', forward);
    this.slots.add(slot);
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if (!this.slots.has(slot)) return;
    if (message.type === 'ready') {
      this.clearTimer(slot);
      slot.state = 'idle';
      this.lastLoad = { ms: Math.round(performance.now() - slot.spawnedAt), from: message.from };
      if (message.snapshot && this.settings.snapshots && this.snapshot === null) {
        this.snapshot = message.snapshot;
        if (this.snapshotFile !== null) writeKept(this.snapshotFile, message.snapshot);
      } else if (message.from === 'fresh' && slot.snapshot !== null && slot.snapshot === this.snapshot) {
        // It was given the snapshot and could not start from it: the next worker makes a new one.
        this.snapshot = null;
        if (this.snapshotFile !== null) rmSync(this.snapshotFile, { force: true });
      }
      this.log(`Python worker ready in ${this.lastLoad.ms} ms (${message.from})`);
      return this.pump();
    }
    const job = slot.jobs[0];
    if (!job || job.request.id !== message.id) return;
    this.clearTimer(slot);
    slot.jobs.shift();
    if (message.ok) job.resolve(message.result);
    else job.reject(new PythonJobError(message.error.name, message.error.message, message.error.fatal));
    // Replaced: the jobs of its batch it had not answered go to another worker (a Python job changes nothing outside it).
    if (!message.ok && message.error.fatal) return this.replace(slot, null);
    if (message.ok && message.memoryBytes > this.settings.maxMemoryMb * 1024 * 1024) {
      this.log(`Python worker grew to ${Math.round(message.memoryBytes / 1048576)} MB; replacing it`);
      return this.replace(slot, null);
    }
    if (slot.jobs.length > 0) return this.timeRunning(slot);
    slot.state = 'idle';
    this.pump();
  }

  private onExit(slot: Slot, reason: string): void {
    if (!this.slots.has(slot)) return;
    if (slot.state === 'starting') return this.startFailed(slot, reason);
    this.log(`Python worker died: ${reason}`);
    this.replace(slot, new PythonJobError('WorkerExit', reason, true));
  }

  /** No retry loop: if no worker is left, the waiting jobs are refused; the next job tries again. */
  private startFailed(slot: Slot, reason: string): void {
    this.log(`Python worker failed to start: ${reason}`);
    void this.retire(slot, null);
    if (this.slots.size > 0) return;
    const error = new PythonUnavailableError(reason);
    for (const job of this.queue.splice(0)) job.reject(error);
    this.updateRefs();
  }

  /** Stops the worker (answering its running job with `error`, if any; its others wait again) and starts another in its place. */
  private replace(slot: Slot, error: Error | null): void {
    void this.retire(slot, error);
    if (this.closed) return;
    this.spawn();
    this.pump();
  }

  private retire(slot: Slot, error: Error | null): Promise<void> {
    this.slots.delete(slot);
    this.clearTimer(slot);
    const [running, ...waiting] = slot.jobs;
    slot.jobs = [];
    if (running && error) running.reject(error);
    else if (running) waiting.unshift(running);
    if (this.closed) waiting.forEach((job) => job.reject(error ?? new PythonUnavailableError('the pool is closed')));
    else this.requeue(waiting);
    // Listeners stay: an 'error' event without one would crash the process.
    return slot.worker.terminate().then(
      () => undefined,
      () => undefined,
    );
  }

  private clearTimer(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }

  /** Workers keep the process alive only while a job runs or waits for them. */
  private updateRefs(): void {
    for (const slot of this.slots) {
      if (slot.state === 'busy' || (slot.state === 'starting' && this.queue.length > 0)) slot.worker.ref();
      else slot.worker.unref();
    }
  }
}
