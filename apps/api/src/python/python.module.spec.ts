import { describe, expect, it } from '@jest/globals';
import { Test } from '@nestjs/testing';
import { parseScript, PythonPool } from '@tempest/python-runtime';
import { defaultPythonWorkers, PythonModule, pythonPoolOptionsFromEnv } from './python.module.js';

describe('PythonModule', () => {
  it('provides one PythonPool, which loads nothing until used and is closed with the application', async () => {
    const app = await Test.createTestingModule({ imports: [PythonModule] }).compile();
    await app.init();
    const pool = app.get(PythonPool);
    expect(pool.stats().workers).toBe(0);

    await app.close();
    await expect(parseScript(pool, 'x = 1')).rejects.toMatchObject({ code: 'python.unavailable' });
  });

  it('reads the pool size and queue bound from the environment', () => {
    expect(pythonPoolOptionsFromEnv({ PYTHON_WORKERS: '3', PYTHON_MAX_QUEUE: '20' })).toEqual({ workers: 3, maxQueue: 20 });
    expect(pythonPoolOptionsFromEnv({ PYTHON_WORKERS: 'many' })).toEqual({ workers: defaultPythonWorkers(), maxQueue: undefined });
  });

  it("sizes the pool by the machine's cores unless PYTHON_WORKERS is set, within a bound", () => {
    expect([1, 2, 3, 64].map((cores) => defaultPythonWorkers(cores))).toEqual([1, 2, 3, 4]);
    expect(pythonPoolOptionsFromEnv({}).workers).toBe(defaultPythonWorkers());
    expect(pythonPoolOptionsFromEnv({ PYTHON_WORKERS: '8' }).workers).toBe(8);
  });
});
