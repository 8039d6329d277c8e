import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { PythonPool, type PythonPoolOptions } from '@tempest/python-runtime';

/** PYTHON_WORKERS (default 1, ~120 MB each), PYTHON_MAX_QUEUE (default 100) and PYTHON_MAX_WAIT_MS (default 60000). */
export const pythonPoolOptionsFromEnv = (env: NodeJS.ProcessEnv = process.env): PythonPoolOptions => {
  const int = (value: string | undefined): number | undefined => {
    const parsed = Number.parseInt(value ?? '', 10);
    return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
  };
  return { workers: int(env.PYTHON_WORKERS), maxQueue: int(env.PYTHON_MAX_QUEUE), maxWaitMs: int(env.PYTHON_MAX_WAIT_MS) };
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
