import { describe, expect, it } from '@jest/globals';
import { MAX_LOG_CHARS, requestJson, type RunFunctionInput } from './run-function.js';

describe("runFunction's request", () => {
  it('is the request as JSON, its scripts from the JSON kept per script object, the same on every call', () => {
    const script = { name: 'rules.py', content: 'def click(state, times=1):\n    """a "quoted" docstring \\ é 🍪"""\n    return state\n' };
    const input = (times: number): RunFunctionInput => ({ scripts: [script, { name: 'b.py', content: '' }], function: 'click', state: { e: { n: { v: times } } }, args: { times } });
    for (const times of [1, 2]) {
      const text = requestJson(input(times));
      expect(text).toBe(JSON.stringify({ ...input(times), maxLogChars: MAX_LOG_CHARS }));
      expect(JSON.parse(text)).toEqual({ ...input(times), maxLogChars: MAX_LOG_CHARS });
    }
  });
});
