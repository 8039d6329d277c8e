import { describe, expect, it } from '@jest/globals';
import { answerParts, inlineSpans } from './answerParts';

describe('the code assistant answer', () => {
  it('splits prose from fenced code blocks, keeping each block whole with its language', () => {
    const answer = "To count down:\n\n```tsx\nfunction Countdown() {\n  return null;\n}\n```\nAdd this import:\n```tsx\nimport { useState } from 'react';\n```";
    expect(answerParts(answer)).toEqual([
      { kind: 'text', text: 'To count down:' },
      { kind: 'code', language: 'tsx', code: 'function Countdown() {\n  return null;\n}' },
      { kind: 'text', text: 'Add this import:' },
      { kind: 'code', language: 'tsx', code: "import { useState } from 'react';" },
    ]);
  });

  it('keeps an answer without code as one text, and runs an unclosed fence to the end', () => {
    expect(answerParts('Just words.')).toEqual([{ kind: 'text', text: 'Just words.' }]);
    expect(answerParts('Try:\n```python\ndef f(state):\n    pass')).toEqual([{ kind: 'text', text: 'Try:' }, { kind: 'code', language: 'python', code: 'def f(state):\n    pass' }]);
  });

  it('marks `inline code` in prose', () => {
    expect(inlineSpans('Use `useGameLoop` here')).toEqual([{ code: false, text: 'Use ' }, { code: true, text: 'useGameLoop' }, { code: false, text: ' here' }]);
  });
});
