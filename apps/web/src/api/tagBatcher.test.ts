import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createTagBatcher } from './tagBatcher';

describe('live invalidation batching', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('turns a burst of writes into one invalidation of every tag they touched, when the window ends', () => {
    const flushed: string[][] = [];
    const batcher = createTagBatcher((tags) => flushed.push(tags), 400);
    batcher.add(['Entity', 'WorkingTree']);
    jest.advanceTimersByTime(150);
    batcher.add(['Script', 'WorkingTree']);
    batcher.add(['UndoStack']);
    expect(flushed).toEqual([]);
    jest.advanceTimersByTime(250);
    expect(flushed).toEqual([['Entity', 'WorkingTree', 'Script', 'UndoStack']]);
  });

  it('keeps refreshing during a long stream (one flush per window) and flushes the rest at once at its end', () => {
    const flushed: string[][] = [];
    const batcher = createTagBatcher((tags) => flushed.push(tags), 400);
    for (let i = 0; i < 10; i++) {
      batcher.add(['Entity']);
      jest.advanceTimersByTime(100);
    }
    expect(flushed).toEqual([['Entity'], ['Entity']]);
    batcher.add(['Prompt']);
    batcher.flush();
    expect(flushed).toEqual([['Entity'], ['Entity'], ['Entity', 'Prompt']]);
    jest.advanceTimersByTime(1000);
    expect(flushed).toHaveLength(3);
  });

  it('flushes nothing when nothing is queued', () => {
    const flush = jest.fn();
    const batcher = createTagBatcher(flush, 400);
    batcher.add([]);
    batcher.flush();
    jest.advanceTimersByTime(1000);
    expect(flush).not.toHaveBeenCalled();
  });
});
