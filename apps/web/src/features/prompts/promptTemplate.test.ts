import { describe, expect, it } from '@jest/globals';
import { promptVariables, renderPrompt } from './promptTemplate';

describe('prompt templates', () => {
  it('lists each placeholder once, in order of first use, spaces inside the braces allowed', () => {
    expect(promptVariables('Hi {{ player }}, you are in {{room}}. Bye {{player}}.')).toEqual(['player', 'room']);
  });

  it('ignores text that is not a placeholder', () => {
    expect(promptVariables('{{}} {{1st}} {{two words}} {single} {{ok_1}} {{player.name}} {{hit-points}}')).toEqual(['ok_1', 'player.name', 'hit-points']);
  });

  it('fills every use of a variable and leaves unfilled ones as written', () => {
    expect(renderPrompt('{{a}} and {{ a }} then {{b}}', { a: 'x' })).toBe('x and x then {{b}}');
  });

  it('inserts values literally, even ones that look like replacement patterns or placeholders', () => {
    expect(renderPrompt('{{a}}{{b}}', { a: '$& {{b}}', b: '!' })).toBe('$& {{b}}!');
  });
});
