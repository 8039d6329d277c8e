import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageResult, PageRunAction } from './page-checks.js';
import type { FromChild, ToChild } from './protocol.js';

/** The child's script: beside this file once built; from the sources (tests), the built one in dist/. */
export const childScript = (): string => {
  const here = dirname(fileURLToPath(import.meta.url));
  const beside = join(here, 'dom-child.js');
  return existsSync(beside) ? beside : join(here, '..', 'dist', 'dom-child.js');
};

/** The node_modules folder happy-dom (and its few dependencies, hoisted beside it) is read from. */
const modulesFolder = (): string => {
  const entry = createRequire(import.meta.url).resolve('happy-dom');
  const at = entry.lastIndexOf(`${sep}node_modules${sep}`);
  return entry.slice(0, at + `${sep}node_modules`.length);
};

/**
 * Node's flags for the child. The permission model (Node 20: --experimental-permission) lets it read only its own
 * script's folder and node_modules, write nothing, start no process or worker; addons are off, and code from
 * strings (eval, new Function: the usual way out of a vm context) is refused, as happy-dom advises.
 */
export const sandboxFlags = (script: string): string[] => [
  '--experimental-permission',
  // One flag a path (Node 20.20 no longer takes a list); the package.json beside dist/ says its .js files are ES modules.
  `--allow-fs-read=${dirname(script)}/*`,
  `--allow-fs-read=${join(dirname(script), '..', 'package.json')}`,
  `--allow-fs-read=${modulesFolder()}/*`,
  '--no-addons',
  '--disallow-code-generation-from-strings',
  '--max-old-space-size=384',
  '--no-warnings',
];

type Job = {
  id: number;
  html: string;
  runAction: PageRunAction;
  timeoutMs: number;
  signal?: AbortSignal;
  resolve: (result: PageResult) => void;
  reject: (error: Error) => void;
};

/** Thrown when a play ran past its time: the child was killed (and is started again for the next one). */
export class PlaytestTimeoutError extends Error {}

/** Thrown when the child died while playing (out of memory, or the game's code got out and ended it). */
export class PlaytestCrashError extends Error {}

/**
 * The default runner: happy-dom in one long-lived, sandboxed child process, one page at a time (a small queue).
 * A play that runs past its time, or is aborted, kills the child; the next play starts a new one.
 */
export class DomRunner {
  /**
   * Plays one child serves before it is replaced: 1 by default, so a game whose code escaped the page can
   * neither read the next game (another creator's code) nor forge its report; a spare child is started as soon
   * as one is taken, so a play rarely waits for a start. Suites that play hundreds of trusted games raise it
   * (a child's heap also grows with every page: SIGABRT after ~115 plays was seen).
   */
  constructor(private readonly playsPerChild = 1) {}

  private child: ChildProcess | null = null;
  /** Plays sent to the current child. */
  private plays = 0;
  private starting: Promise<ChildProcess> | null = null;
  /** The child between its start and its 'ready'. */
  private spawning: ChildProcess | null = null;
  private readonly queue: Job[] = [];
  private current: Job | null = null;
  private timer: NodeJS.Timeout | null = null;
  private nextId = 1;
  private stderr = '';
  private closed = false;

  /** Starts the child ahead of the first play (a cold start costs a few hundred milliseconds). */
  warm(): Promise<void> {
    return this.spawn().then(() => undefined);
  }

  play(html: string, runAction: PageRunAction, timeoutMs: number, signal?: AbortSignal): Promise<PageResult> {
    if (this.closed) return Promise.reject(new Error('The playtester is closed.'));
    if (signal?.aborted) return Promise.reject(signal.reason instanceof Error ? signal.reason : new Error('The playtest was aborted.'));
    return new Promise<PageResult>((resolve, reject) => {
      const job: Job = { id: this.nextId++, html, runAction, timeoutMs, signal, resolve, reject };
      signal?.addEventListener(
        'abort',
        () => {
          const reason = signal.reason instanceof Error ? signal.reason : new Error('The playtest was aborted.');
          const index = this.queue.indexOf(job);
          if (index >= 0) this.queue.splice(index, 1);
          if (this.current === job) {
            // The page may be stuck in the game's code: the child goes, and the next play starts a new one.
            this.killChild();
            this.finish(job, () => reject(reason));
          } else reject(reason);
        },
        { once: true },
      );
      this.queue.push(job);
      this.next();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The playtester was closed.'));
    this.current?.reject(new Error('The playtester was closed.'));
    this.current = null;
    this.killChild();
  }

  private next(): void {
    if (this.current !== null || this.queue.length === 0) return;
    const job = this.queue.shift() as Job;
    this.current = job;
    this.spawn().then(
      (child) => {
        if (this.current !== job) return;
        this.timer = setTimeout(() => {
          this.killChild();
          this.finish(job, () => job.reject(new PlaytestTimeoutError(`The playtest ran longer than ${Math.round(job.timeoutMs / 1000)} s and was stopped.`)));
        }, job.timeoutMs);
        child.send({ type: 'play', id: job.id, html: job.html } satisfies ToChild);
        this.plays += 1;
      },
      (error: Error) => this.finish(job, () => job.reject(error)),
    );
  }

  private finish(job: Job, settle: () => void): void {
    if (this.current !== job) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.current = null;
    if (this.child !== null && this.plays >= this.playsPerChild) {
      // Replaced, and the spare started now: the next play finds it ready.
      this.killChild();
      if (!this.closed) this.spawn().catch(() => undefined);
    }
    settle();
    this.next();
  }

  private spawn(): Promise<ChildProcess> {
    if (this.child !== null) return Promise.resolve(this.child);
    if (this.starting !== null) return this.starting;
    const script = childScript();
    this.stderr = '';
    const promise: Promise<ChildProcess> = new Promise<ChildProcess>((resolve, reject) => {
      const child = fork(script, [], {
        execArgv: sandboxFlags(script),
        // Nothing of the API's environment (database address, keys, secrets) reaches the game's code.
        env: {},
        cwd: dirname(script),
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        serialization: 'json',
      });
      this.spawning = child;
      child.stderr?.on('data', (chunk: Buffer) => {
        if (this.stderr.length < 4000) this.stderr += chunk.toString();
      });
      let started = false;
      const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
        const live = this.child === child;
        if (live) this.child = null;
        if (!started) {
          if (this.starting === promise) this.starting = null;
          reject(new Error(`The playtest runner did not start (exit ${code ?? signal}): ${this.stderr.trim().slice(0, 500)}`));
          return;
        }
        // A child this runner killed (timeout, abort) has had its job settled already.
        const job = this.current;
        if (live && job !== null) this.finish(job, () => job.reject(new PlaytestCrashError(`The game stopped the playtest's runner (exit ${code ?? signal}): it may have used too much memory.`)));
      };
      child.on('exit', onExit);
      child.on('error', () => undefined);
      child.on('message', (message: FromChild) => {
        if (message.type === 'ready') {
          started = true;
          this.child = child;
          this.plays = 0;
          this.spawning = null;
          this.starting = null;
          resolve(child);
          return;
        }
        this.onMessage(child, message);
      });
    });
    this.starting = promise;
    return promise;
  }

  /** The child runs untrusted code: only answers about the current play are taken, checked for shape. */
  private onMessage(child: ChildProcess, message: FromChild): void {
    const job = this.current;
    if (job === null || typeof message !== 'object' || message === null || message.type === 'ready' || message.id !== job.id) return;
    if (message.type === 'action' && typeof message.action === 'string' && Number.isInteger(message.call)) {
      const args = typeof message.args === 'object' && message.args !== null && !Array.isArray(message.args) ? message.args : {};
      job.runAction(message.action, args, message.state).then(
        (answer) => child.connected && child.send({ type: 'action_result', id: job.id, call: message.call, state: answer.state, error: answer.error } satisfies ToChild),
        (error: unknown) =>
          child.connected && child.send({ type: 'action_result', id: job.id, call: message.call, error: error instanceof Error ? error.message : String(error) } satisfies ToChild),
      );
    } else if (message.type === 'result') this.finish(job, () => job.resolve(message.result));
    else if (message.type === 'failed') this.finish(job, () => job.reject(new Error(`The playtest runner failed: ${String(message.error)}`)));
  }

  private killChild(): void {
    const child = this.child ?? this.spawning;
    this.child = null;
    this.spawning = null;
    this.starting = null;
    if (child !== null && child.exitCode === null) child.kill('SIGKILL');
  }
}
