import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { assetWriteTags } from './assetTags';
import type { Tag } from './baseApi';
import { covers, createOwnWrites } from './ownWrites';

const GAME = 'g1';
const scriptSave = (id: string) => assetWriteTags(GAME, 'script', id);

describe('the tab that saved refetches once (ownWrites)', () => {
  let invalidated: Tag[][];
  const invalidate = (tags: Tag[]) => void invalidated.push(tags);
  beforeEach(() => {
    invalidated = [];
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('skips the room message for its own save when the message comes after the answer', () => {
    const writes = createOwnWrites();
    writes.begin()({ tags: scriptSave('s1'), position: '7.40' });
    writes.deliver('7.40', scriptSave('s1'), invalidate);
    expect(invalidated).toEqual([]);
  });

  it('holds a message that comes before the answer, then skips it', () => {
    const writes = createOwnWrites();
    const answered = writes.begin();
    writes.deliver('7.40', scriptSave('s1'), invalidate);
    expect(invalidated).toEqual([]);
    answered({ tags: scriptSave('s1'), position: '7.40' });
    expect(invalidated).toEqual([]);
  });

  it('still refetches for another tab’s later change to the same asset', () => {
    const writes = createOwnWrites();
    writes.begin()({ tags: scriptSave('s1'), position: '7.40' });
    writes.deliver('9.41', scriptSave('s1'), invalidate);
    expect(invalidated).toEqual([scriptSave('s1')]);
  });

  it('still refetches for a change of another asset, even an earlier one', () => {
    const writes = createOwnWrites();
    writes.begin()({ tags: scriptSave('s1'), position: '7.40' });
    writes.deliver('7.39', scriptSave('s2'), invalidate);
    writes.deliver('7.39', assetWriteTags(GAME, 'entity', 'e1'), invalidate);
    expect(invalidated).toEqual([scriptSave('s2'), assetWriteTags(GAME, 'entity', 'e1')]);
  });

  it('a write that did not say which asset (accept all) covers any asset message of its game up to its position', () => {
    const writes = createOwnWrites();
    writes.begin()({ tags: assetWriteTags(GAME, null), position: '8.50' });
    writes.deliver('8.50', scriptSave('s1'), invalidate);
    writes.deliver('8.50', assetWriteTags('g2', 'script', 's9'), invalidate);
    expect(invalidated).toEqual([assetWriteTags('g2', 'script', 's9')]);
  });

  it('a failed write, or an answer without a position, skips nothing', () => {
    const writes = createOwnWrites();
    const failed = writes.begin();
    writes.deliver('7.40', scriptSave('s1'), invalidate);
    failed();
    writes.begin()({ tags: scriptSave('s1'), position: null });
    writes.deliver('7.40', scriptSave('s1'), invalidate);
    expect(invalidated).toEqual([scriptSave('s1'), scriptSave('s1')]);
  });

  it('a write that never answers holds live messages only for a while', () => {
    const writes = createOwnWrites({ holdMs: 5_000 });
    writes.begin();
    writes.deliver('7.40', scriptSave('s1'), invalidate);
    jest.advanceTimersByTime(4_999);
    expect(invalidated).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(invalidated).toEqual([scriptSave('s1')]);
  });

  it('an unreadable position is never taken as covered', () => {
    const writes = createOwnWrites();
    writes.begin()({ tags: scriptSave('s1'), position: '7.40' });
    writes.deliver('soon', scriptSave('s1'), invalidate);
    expect(invalidated).toHaveLength(1);
  });

  it('a tag without id covers every id of its type, not other types', () => {
    expect(covers(['Script'], { type: 'Script', id: 's1' })).toBe(true);
    expect(covers([{ type: 'Script', id: 's1' }], { type: 'Script', id: 's2' })).toBe(false);
    expect(covers([{ type: 'Script', id: GAME }], 'Script')).toBe(false);
  });
});
