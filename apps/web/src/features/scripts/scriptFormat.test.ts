import { describe, expect, it } from '@jest/globals';
import { defaultText, problemText, signatureText } from './scriptFormat';

describe('script outline text', () => {
  it('writes a signature with types, defaults, *args and the return type', () => {
    expect(
      signatureText({
        name: 'move',
        mapping: {
          dx: { type: 'int', default: null, kind: 'positional' },
          dy: { type: 'Any', default: '0', kind: 'positional' },
          rest: { type: 'Any', default: null, kind: 'var_positional' },
        },
        tool_tip: '',
        description: '',
        returns: 'bool',
      }),
    ).toBe('move(dx: int, dy = 0, *rest) -> bool');
  });

  it('keeps the declared order of parameters whose stored keys came back in another order', () => {
    // `def _find(state, name)`, its mapping as jsonb returns it (shorter keys first).
    const option = {
      name: '_find',
      mapping: { name: { type: 'Any', default: null, kind: 'positional' as const, position: 1 }, state: { type: 'Any', default: null, kind: 'positional' as const, position: 0 } },
      tool_tip: '',
      description: '',
      returns: null,
    };
    expect(signatureText(option)).toBe('_find(state, name)');
  });

  it('names the line of a problem', () => {
    expect(problemText({ line: 3, column: 5, message: 'invalid syntax' })).toBe('Line 3: invalid syntax');
  });

  it('writes defaults the Python way', () => {
    expect([null, true, 'hp', 10, [1]].map(defaultText)).toEqual(['None', 'True', '"hp"', '10', '[1]']);
  });
});
