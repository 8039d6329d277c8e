import { availableParallelism } from 'node:os';
import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { PythonPool, type PythonPoolOptions } from '@tempest/python-runtime';

/** At most this many Python workers unless PYTHON_WORKERS says more: each adds ~150 MB (bench/python/results.md). */
export const MAX_DEFAULT_PYTHON_WORKERS = 4;

/**
 * One Python worker per core, at most MAX_DEFAULT_PYTHON_WORKERS: a worker runs one game action at a time, so
 * fewer workers than cores leaves cores idle while actions queue (workers start only when jobs wait for them).
 */
export const defaultPythonWorkers = (cores: number = availableParallelism()): number => Math.max(1, Math.min(cores, MAX_DEFAULT_PYTHON_WORKERS));

/**
 * PYTHON_WORKERS (default defaultPythonWorkers(): the cores, at most 4), PYTHON_MAX_QUEUE (default 100) and
 * PYTHON_MAX_WAIT_MS (default 60000).
 */
export const pythonPoolOptionsFromEnv = (env: NodeJS.ProcessEnv = process.env): PythonPoolOptions => {
  const int = (value: string | undefined): number | undefined => {
    const parsed = Number.parseInt(value ?? '', 10);
    return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
  };
  return { workers: int(env.PYTHON_WORKERS) ?? defaultPythonWorkers(), maxQueue: int(env.PYTHON_MAX_QUEUE), maxWaitMs: int(env.PYTHON_MAX_WAIT_MS) };
};

/**
 * One PythonPool for the whole app (inject `PythonPool`). Workers start on the first job, so an app
 * that never parses a script never loads Pyodide; the pool is closed on application shutdown.
 */
@Global()
@Module({
  providers: [
    {
      provide: PythonPool,
      useFactory: () => {
        const logger = new Logger('Python');
        return new PythonPool({ ...pythonPoolOptionsFromEnv(), log: (message) => logger.log(message) });
      },
    },
  ],
  exports: [PythonPool],
})
export class PythonModule implements OnApplicationShutdown {
  constructor(@Inject(PythonPool) private readonly pool: PythonPool) {}

  onApplicationShutdown(): Promise<void> {
    return this.pool.close();
  }
}
