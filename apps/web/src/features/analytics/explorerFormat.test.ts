import { describe, expect, it } from '@jest/globals';
import { eventTypeWords } from './explorerFormat';

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
