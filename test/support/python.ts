import { afterAll, beforeAll } from '@jest/globals';
import { PythonPool, type PythonPoolOptions } from '@tempest/python-runtime';

/** A Python pool for the suite (or describe block) that calls this: started and warmed before it, closed after. */
export const suitePythonPool = (options: PythonPoolOptions = { workers: 1 }): (() => PythonPool) => {
  let pool: PythonPool;
  beforeAll(() => {
    pool = new PythonPool(options);
    pool.warm();
  });
  afterAll(async () => {
    await pool.close();
  });
  return () => pool;
};
