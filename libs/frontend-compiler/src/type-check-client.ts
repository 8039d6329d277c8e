import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CompilerError } from './build-errors.js';
import { resolveCompilerPaths } from './compiler-paths.js';
import type { SdkDeclarations } from './sdk-declarations.js';
import type { ProjectTypeChecker } from './type-check.js';

export type TypeCheckRequest =
  | { kind: 'check'; id: number; files: [string, string][]; entryPoint: string }
  | { kind: 'declarations'; id: number };
/** `pid`: the worker's checker process, which outlives a worker that is terminated. */
export type TypeCheckResponse = { id: number; result: CompilerError[] | SdkDeclarations | null; pid?: number } | { id: number; failure: string };

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
type Request = { kind: 'check'; files: [string, string][]; entryPoint: string } | { kind: 'declarations' };

const WORKER_URL = new URL('./type-check-worker.js', import.meta.url);
export const TYPE_CHECK_TIMEOUT_MS = 30_000;
const WARM_UP_SOURCE = "import { useState } from 'react';\nimport { Button } from '@tempest/game-sdk';\nexport default function App() {\n  const [n, setN] = useState(0);\n  return <Button onClick={() => setN(n + 1)}>{n}</Button>;\n}\n";

/**
 * Runs TypeScript in a worker thread (in parallel with the bundler, off the server's event loop).
 * Where the worker's compiled file is absent (the TypeScript sources under Jest) it runs in-process.
 * A worker that crashes or takes longer than the time limit is replaced.
 */
export class TypeCheckClient {
  private worker: Worker | null = null;
  private checkerPid: number | undefined;
  private inProcess: Promise<ProjectTypeChecker> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  check(files: Map<string, string>, entryPoint: string): Promise<CompilerError[]> {
    return this.request<CompilerError[]>({ kind: 'check', files: [...files], entryPoint });
  }

  /** The SDK's declarations for Monaco, emitted once. */
  declarations(): Promise<SdkDeclarations | null> {
    return this.request<SdkDeclarations | null>({ kind: 'declarations' });
  }

  /** Starts the worker and its checker, which loads TypeScript's libraries, React's types and the SDK. */
  warmUp(): Promise<unknown> {
    return this.check(new Map([['index.tsx', WARM_UP_SOURCE]]), 'index.tsx');
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
    this.killChecker();
    (await this.inProcess)?.close();
    this.inProcess = null;
  }

  private request<T>(request: Request): Promise<T> {
    if (!existsSync(fileURLToPath(WORKER_URL))) return this.runInProcess(request) as Promise<T>;
    const worker = this.workerOnce();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(new Error(`TypeScript took longer than ${TYPE_CHECK_TIMEOUT_MS / 1000} s`)), TYPE_CHECK_TIMEOUT_MS);
      this.pending.set(id, { resolve: resolve as (result: unknown) => void, reject, timer });
      worker.ref();
      worker.postMessage({ ...request, id } satisfies TypeCheckRequest);
    });
  }

  /** TypeScript is loaded only here or in the worker: the server's own thread never needs it. */
  private async runInProcess(request: Request): Promise<CompilerError[] | SdkDeclarations | null> {
    this.inProcess ??= import('./type-check.js').then(({ ProjectTypeChecker }) => new ProjectTypeChecker(resolveCompilerPaths()));
    if (request.kind === 'declarations') return (await import('./sdk-declarations.js')).studioSdkDeclarations(resolveCompilerPaths());
    return (await this.inProcess).check(new Map(request.files), request.entryPoint);
  }

  private workerOnce(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_URL);
    worker.on('message', (response: TypeCheckResponse) => this.settle(response));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => this.worker === worker && this.fail(new Error('the type checker stopped')));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle(response: TypeCheckResponse): void {
    if ('pid' in response) this.checkerPid = response.pid;
    const pending = this.pending.get(response.id);
    if (!pending) return;
    this.pending.delete(response.id);
    clearTimeout(pending.timer);
    if (!this.pending.size) this.worker?.unref();
    if ('failure' in response) pending.reject(new Error(response.failure));
    else pending.resolve(response.result);
  }

  /** The checker process of a terminated worker (a thread's child processes outlive it). */
  private killChecker(): void {
    const pid = this.checkerPid;
    this.checkerPid = undefined;
    if (pid === undefined) return;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }

  /** Every pending request fails; the next one starts a new worker. */
  private fail(error: Error): void {
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
    this.killChecker();
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(id);
    }
  }
}
