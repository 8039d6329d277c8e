import { describe, expect, it } from '@jest/globals';
import { MAX_FRAME_SECONDS, runFrameLoop } from './game-loop';

const fakeScheduler = () => {
  const queue = new Map<number, (time: number) => void>();
  let next = 1;
  return {
    scheduler: {
      request: (callback: (time: number) => void) => (queue.set(next, callback), next++),
      cancel: (handle: number) => void queue.delete(handle),
    },
    frame: (time: number) => {
      const callbacks = [...queue.values()];
      queue.clear();
      for (const callback of callbacks) callback(time);
    },
    size: () => queue.size,
  };
};

describe('runFrameLoop', () => {
  it('reports seconds between frames, skips paused time and caps long gaps', () => {
    const fake = fakeScheduler();
    let paused = false;
    const steps: number[] = [];
    runFrameLoop(fake.scheduler, () => paused, (dt) => steps.push(dt));
    fake.frame(1000);
    fake.frame(1016);
    paused = true;
    fake.frame(1032);
    paused = false;
    fake.frame(1048);
    fake.frame(5000);
    expect(steps).toEqual([0.016, 0.016, MAX_FRAME_SECONDS]);
  });

  it('stops when the returned function is called', () => {
    const fake = fakeScheduler();
    const steps: number[] = [];
    const stop = runFrameLoop(fake.scheduler, () => false, (dt) => steps.push(dt));
    fake.frame(0);
    stop();
    expect(fake.size()).toBe(0);
    fake.frame(16);
    expect(steps).toEqual([]);
  });
});
