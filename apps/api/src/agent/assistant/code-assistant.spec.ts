import { describe, expect, it } from '@jest/globals';
import { analyzePrompt } from '../offline/analyze-prompt.js';
import { buildGame } from '../offline/build-game.js';
import { codeAssistantMessage, codeAssistantSystemPrompt, offlineAssistantUsage } from './code-assistant.js';
import { summariseCode } from './code-summary.js';
import { offlineAnswer } from './offline-answer.js';

const TSX = `import { useState } from 'react';
import { Button, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Board } from './components/Board';

const Score = ({ value }: { value: number }) => <p>{value}</p>;

export default function App() {
  const [open, setOpen] = useState(false);
  const { dispatch } = useGameAction();
  const counter = useEntitiesWith<{ value: number }>('counter')[0]?.[1];
  return <main><Score value={counter?.value ?? 0} /><Button text="+" onClick={() => void dispatch('increment', { amount: 1 })} /><Board onPick={() => dispatch("reset")} /></main>;
}
`;

const PY = `import math
from random import choice

def _find(state, name):
    return None

def click(state, amount=1):
    return state

def reset(state):
    return state
`;

describe('the code assistant', () => {
  it('reads a React file: components, hooks, dispatched actions, imports and lines', () => {
    expect(summariseCode(TSX)).toEqual({
      language: 'typescript',
      lines: 12,
      components: ['App', 'Score'],
      hooks: ['useState', 'useGameAction', 'useEntitiesWith'],
      actions: ['increment', 'reset'],
      helpers: [],
      imports: ['react', '@tempest/game-sdk', './components/Board'],
    });
  });

  it('reads a Python script: its actions (def f(state, …)), other functions and imports', () => {
    expect(summariseCode(PY)).toMatchObject({ language: 'python', lines: 11, actions: ['click', 'reset'], helpers: ['_find'], imports: ['math', 'random'] });
    const rules = buildGame(analyzePrompt('classic snake game')).scripts[0].content;
    expect(summariseCode(rules).actions).toEqual(expect.arrayContaining(['turn', 'tick', 'reset']));
    expect(summariseCode('')).toMatchObject({ language: 'text', lines: 0 });
  });

  it('answers offline without pretending to be a model, naming what the code has and what the agent chat can do', () => {
    const answer = offlineAnswer('what does this do?', TSX);
    expect(answer).toContain("I'm the built-in offline assistant: no language model runs here");
    expect(answer).toContain('Your code is 12 lines of TypeScript/React. What it has:');
    expect(answer).toContain('- Components: App, Score');
    expect(answer).toContain('- Game actions it dispatches: increment, reset');
    expect(answer).toContain('Offline, the agent chat can rename the game');
    expect(offlineAnswer('make it red', TSX)).toContain('The agent chat can do that offline in games it built itself: send it "make it red" there.');
    expect(offlineAnswer('why?', '')).toContain('You sent no code');
  });

  it('gives the model the question, the code and a short prompt about the SDK; estimates offline usage from characters', () => {
    expect(codeAssistantMessage('Why?', 'x = 1')).toBe('Why?\n\nThe code in my editor:\n```\nx = 1\n```');
    expect(codeAssistantSystemPrompt('# SDK readme')).toContain('@tempest/game-sdk');
    expect(codeAssistantSystemPrompt('# SDK readme')).toContain('# SDK readme');
    expect(offlineAssistantUsage('abcd', 'abcdefgh', 'ab')).toEqual({ inputTokens: 3, outputTokens: 1, totalTokens: 4 });
  });
});
