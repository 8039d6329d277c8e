import { describe, expect, it, jest } from '@jest/globals';
import { Admission } from './admission.js';

const busy = () => new Error('busy');
const gate = () => {
  let open!: () => void;
  const closed = new Promise<void>((resolve) => (open = resolve));
  return { closed, open };
};

describe('admission of game actions', () => {
  it('runs at most inFlight at once, the next ones in arrival order as others finish', async () => {
    const admission = new Admission({ inFlight: 2, maxWaitMs: 10_000 }, busy);
    const started: number[] = [];
    const gates = [gate(), gate(), gate(), gate()];
    const runs = gates.map((g, i) =>
      admission.run(async () => {
        started.push(i);
        await g.closed;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1].open();
    await runs[1];
    expect(started).toEqual([0, 1, 2]);
    gates[0].open();
    gates[2].open();
    gates[3].open();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('answers busy to one that waited longer than maxWaitMs, and never runs it', async () => {
    jest.useFakeTimers();
    try {
      const admission = new Admission({ inFlight: 1, maxWaitMs: 250 }, busy);
      const first = gate();
      const running = admission.run(() => first.closed);
      let ran = false;
      const waiting = admission.run(async () => void (ran = true));
      jest.advanceTimersByTime(251);
      await expect(waiting).rejects.toThrow('busy');
      expect(admission.shed).toBe(1);
      first.open();
      await running;
      // The slot is free again: the next one runs at once.
      await admission.run(async () => undefined);
      expect(ran).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
