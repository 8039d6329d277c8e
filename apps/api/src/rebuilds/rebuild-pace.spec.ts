import { describe, expect, it } from '@jest/globals';
import { addSample, DEFAULT_REBUILD_RATE, eventsLeft, percentRead, rateOf, recentRate, secondsAt, type PaceSample } from './rebuild-pace.js';

const feed = (samples: PaceSample[]): PaceSample[] => samples.reduce<PaceSample[]>((kept, s) => addSample(kept, s), []);

describe('rebuild pace', () => {
  it('measures the rate over the last few seconds, not since the start', () => {
    // 10,000 events/s for 10 s, then 2,000 events/s for 6 s.
    const fast = Array.from({ length: 11 }, (_, i) => ({ ms: i * 1000, read: i * 10_000 }));
    const slow = Array.from({ length: 6 }, (_, i) => ({ ms: 11_000 + i * 1000, read: 100_000 + (i + 1) * 2_000 }));
    const samples = feed([...fast, ...slow]);
    expect(recentRate(samples)).toBe(2_000);
    expect(samples[0].ms).toBe(11_000);
  });

  it('spans the window when a batch takes longer than it', () => {
    // One batch of 10,000 events every 8 s, sampled every second.
    const samples = feed(Array.from({ length: 10 }, (_, i) => ({ ms: i * 1000, read: i >= 8 ? 10_000 : 0 })));
    expect(recentRate(samples)).toBe(2_000); // 10,000 read between 4 s and 9 s
  });

  it('knows no rate before two samples apart in time', () => {
    expect(recentRate([])).toBe(0);
    expect(recentRate([{ ms: 5, read: 10 }])).toBe(0);
    expect(recentRate([{ ms: 5, read: 10 }, { ms: 5, read: 20 }])).toBe(0);
  });

  it('counts the events still to read against the moving head', () => {
    expect(eventsLeft(1_000, 400, 0)).toBe(600);
    // 50 appended since the start: still to read, though the start's head is 40 % done.
    expect(eventsLeft(1_000, 400, 50)).toBe(650);
    // Past the start's head: only what was appended after the replay's position.
    expect(eventsLeft(1_000, 1_030, 20)).toBe(20);
    expect(eventsLeft(null, 10, 0)).toBeNull();
  });

  it('gives the percentage of the head at the start, at most 100', () => {
    expect(percentRead(400, 1_000, 0n, 0n)).toBe(40);
    expect(percentRead(1_030, 1_000, 0n, 0n)).toBe(100);
    expect(percentRead(1, 3, 0n, 0n)).toBe(33.3);
    expect(percentRead(0, 0, 0n, 0n)).toBe(100);
    // Uncounted (EventStoreDB): by position.
    expect(percentRead(7, null, 250n, 1000n)).toBe(25);
    expect(percentRead(0, null, 0n, 0n)).toBe(0);
  });

  it('turns events and a rate into seconds', () => {
    expect(secondsAt(1_204_331, 9_200)).toBe(131); // 2 min 11 s
    expect(secondsAt(100, 0)).toBeNull();
    expect(secondsAt(null, 9_200)).toBeNull();
    expect(secondsAt(1, DEFAULT_REBUILD_RATE)).toBe(1);
    expect(rateOf(1_204_331, 130_906)).toBe(9_200);
    expect(rateOf(10, 0)).toBe(10_000);
  });
});
