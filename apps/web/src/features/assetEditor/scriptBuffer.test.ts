import { describe, expect, it } from '@jest/globals';
import { bufferReducer, changedElsewhere, isDirty, type ScriptBuffers } from './scriptBuffer';

const id = 's1';
const loaded = (content: string): ScriptBuffers => bufferReducer({}, { type: 'server', id, content });

describe('script buffers', () => {
  it('shows a new server copy at once while the buffer is clean', () => {
    const state = bufferReducer(loaded('a = 1'), { type: 'server', id, content: 'a = 2' });
    expect(state[id]?.text).toBe('a = 2');
    expect(isDirty(state[id])).toBe(false);
  });

  it('keeps unsaved text when the server copy changes elsewhere, and says so', () => {
    let state = bufferReducer(loaded('a = 1'), { type: 'edit', id, text: 'a = 10' });
    state = bufferReducer(state, { type: 'server', id, content: 'b = 2' });
    expect(state[id]?.text).toBe('a = 10');
    expect(changedElsewhere(state[id], 'b = 2')).toBe(true);
    state = bufferReducer(state, { type: 'reload', id, content: 'b = 2' });
    expect(state[id]?.text).toBe('b = 2');
    expect(changedElsewhere(state[id], 'b = 2')).toBe(false);
  });

  it('takes its own save coming back as saved, even after more typing', () => {
    let state = bufferReducer(loaded('x'), { type: 'edit', id, text: 'xy' });
    state = bufferReducer(state, { type: 'sent', id, content: 'xy' });
    state = bufferReducer(state, { type: 'edit', id, text: 'xyz' });
    state = bufferReducer(state, { type: 'server', id, content: 'xy' });
    expect(state[id]).toMatchObject({ base: 'xy', text: 'xyz' });
    expect(changedElsewhere(state[id], 'xy')).toBe(false);
    expect(isDirty(state[id])).toBe(true);
  });

  it('takes the server\'s normalised copy of its own save as the saved text', () => {
    let state = bufferReducer(loaded('["a"]'), { type: 'edit', id, text: '["My Name"]' });
    state = bufferReducer(state, { type: 'saved', id, sent: '["My Name"]', content: '["my name"]' });
    expect(state[id]).toMatchObject({ base: '["my name"]', text: '["my name"]' });
    state = bufferReducer(state, { type: 'server', id, content: '["my name"]' });
    expect(isDirty(state[id])).toBe(false);
  });
});
