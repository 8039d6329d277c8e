import { describe, expect, it } from '@jest/globals';
import { batchSelected, changesListed, changesRemoved, previewed, sessionLeft, sessionStarted, versioningSessionSlice } from './versioningSessionSlice';

const reduce = versioningSessionSlice.reducer;
const start = [sessionStarted('s1'), batchSelected(['a', 'b', 'c']), previewed('b')].reduce(reduce, undefined);

describe('the batch selection and the active preview', () => {
  it('starts empty', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ activeSessionId: null, batchSelection: [], activePreview: null });
  });
  it('drops a reviewed or removed change from both', () => {
    expect(reduce(start, changesRemoved(['b']))).toMatchObject({ batchSelection: ['a', 'c'], activePreview: null });
    expect(reduce(start, changesRemoved(['a']))).toMatchObject({ batchSelection: ['b', 'c'], activePreview: 'b' });
  });
  it('keeps only pending rows selected and listed rows previewed when the list changes', () => {
    expect(reduce(start, changesListed({ listed: ['a', 'b', 'c'], pending: ['a', 'c'] }))).toMatchObject({ batchSelection: ['a', 'c'], activePreview: 'b' });
    expect(reduce(start, changesListed({ listed: ['a'], pending: ['a'] }))).toMatchObject({ batchSelection: ['a'], activePreview: null });
  });
  it('clears both when the dashboard leaves its session', () => {
    expect(reduce(start, sessionLeft('s1'))).toEqual({ activeSessionId: null, batchSelection: [], activePreview: null });
  });
});
