import { describe, expect, it } from '@jest/globals';
import { createEchoTracker } from './echoTracker';

describe('echo tracker', () => {
  it('treats a render that lags behind the typing as an echo, never as a change to apply', () => {
    const tracker = createEchoTracker();
    tracker.emitted('a');
    tracker.emitted('ab');
    tracker.emitted('abc');
    // React rendered the state of the first keystroke after three were typed.
    expect(tracker.settle('a', 'abc')).toBe('echo');
    expect(tracker.settle('ab', 'abc')).toBe('echo');
    expect(tracker.settle('abc', 'abc')).toBe('echo');
  });

  it('applies a value the editor never produced (a reload or a remote save)', () => {
    const tracker = createEchoTracker();
    tracker.emitted('x = 1');
    expect(tracker.settle('x = 1', 'x = 1')).toBe('echo');
    expect(tracker.settle('x = 2  # from elsewhere', 'x = 1')).toBe('external');
  });

  it('applies a reload to a text typed before once the echoes are back', () => {
    const tracker = createEchoTracker();
    tracker.emitted('base!');
    tracker.emitted('base');
    tracker.emitted('base?');
    expect(tracker.settle('base?', 'base?')).toBe('echo');
    // Reload to the server copy 'base', which the user had typed on the way: still applied.
    expect(tracker.settle('base', 'base?')).toBe('external');
  });

  it('says same when the value already is the text, and forgets on reset', () => {
    const tracker = createEchoTracker();
    expect(tracker.settle('same', 'same')).toBe('same');
    tracker.emitted('typed');
    tracker.reset();
    expect(tracker.settle('typed', 'other')).toBe('external');
  });
});
