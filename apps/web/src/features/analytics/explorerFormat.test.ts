import { describe, expect, it } from '@jest/globals';
import { estimateText, eventTypeWords } from './explorerFormat';

describe('an event type in words', () => {
  it('splits the type into lower-case words after the first', () => {
    expect(eventTypeWords('PlaytestRecorded')).toBe('Playtest recorded');
    expect(eventTypeWords('GameCloneCompleted')).toBe('Game clone completed');
    expect(eventTypeWords('AssetEdited')).toBe('Asset edited');
  });

  it('keeps an acronym whole and leaves a type without words as it is', () => {
    expect(eventTypeWords('AIReplyAdded')).toBe('AI reply added');
    expect(eventTypeWords('UIBlockCreated')).toBe('UI block created');
    expect(eventTypeWords('___')).toBe('___');
  });
});

describe('the estimate shown before an export starts', () => {
  it('says the events and about the bytes', () => {
    expect(estimateText({ events: 12345, bytes: 4.2 * 1024 * 1024 })).toMatch(/^12,345 events, about 4\.2 MB$/);
    expect(estimateText({ events: 1, bytes: 300 })).toMatch(/^1 event, about /);
  });
});
