import { describe, expect, it } from '@jest/globals';
import type { ReadDb, ReadFrom } from '@tempest/projections';
import { ReadModels } from './read-db.module.js';

const db: ReadDb = { query: async () => [], table: (name) => `"s"."${name}"` };

describe('ReadModels.at', () => {
  it('hands out the db only once the wait for the read models has ended, with what the wait answered', async () => {
    const steps: string[] = [];
    let release!: (caughtUp: boolean) => void;
    const waits: { processors: string | readonly string[]; from: ReadFrom; timeoutMs?: number }[] = [];
    const engine = {
      readFrom: (processors: string | readonly string[], from: ReadFrom, timeoutMs?: number) => {
        waits.push({ processors, from, timeoutMs });
        return new Promise<boolean>((resolve) => (release = resolve));
      },
    };
    const reading = new ReadModels(db, engine).at(['frontends', 'versioning'], 'committed').then((read) => {
      steps.push('read');
      return read;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(steps).toEqual([]);
    release(false);
    expect(await reading).toEqual({ db, caughtUp: false });
    expect(waits).toEqual([{ processors: ['frontends', 'versioning'], from: 'committed', timeoutMs: undefined }]);
  });

  it('passes a lower bound on (a write-side lookup) and null (no wait) to the engine as given', async () => {
    const waits: [ReadFrom, number | undefined][] = [];
    const reads = new ReadModels(db, { readFrom: async (_p: unknown, from: ReadFrom, timeoutMs?: number) => (waits.push([from, timeoutMs]), true) });
    await reads.at('components', 'committed', 2000);
    await reads.at('versioning', null);
    expect(waits).toEqual([
      ['committed', 2000],
      [null, undefined],
    ]);
  });
});
