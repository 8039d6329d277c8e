import { describe, expect, it } from '@jest/globals';
import { analyzePrompt, buildGame } from '@tempest/offline-model';
import { codeAssistantMessage, codeAssistantSystemPrompt, offlineAssistantUsage } from './code-assistant.js';
import { summariseCode } from './code-summary.js';
import { MISSING_IMPORT_SOURCES, offlineAnswer } from './offline-answer.js';
import { HOW_TO_SDK_NAMES } from './sdk-how-to.js';
import * as sdk from '@tempest/game-sdk';

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
      state: ['counter'],
      localState: ['open'],
      handlers: ['onClick', 'onPick'],
    });
  });

  it('reads a Python script: its actions (def f(state, …)), other functions and imports', () => {
    expect(summariseCode(PY)).toMatchObject({ language: 'python', lines: 11, actions: ['click', 'reset'], helpers: ['_find'], imports: ['math', 'random'] });
    const rules = buildGame(analyzePrompt('classic snake game')).scripts[0].content;
    expect(summariseCode(rules).actions).toEqual(expect.arrayContaining(['turn', 'tick', 'reset']));
    expect(summariseCode('')).toMatchObject({ language: 'text', lines: 0 });
  });

  it('explains the code offline without pretending to be a model: components, state, handlers, actions', () => {
    const answer = offlineAnswer('what does this do?', TSX);
    expect(answer).toContain("I'm the built-in offline assistant: no language model runs here");
    expect(answer).toContain('Your code is 12 lines of TypeScript/React. What it has:');
    expect(answer).toContain('- Components: App, Score');
    expect(answer).toContain('- Game state it reads: counter');
    expect(answer).toContain('- Local state: open');
    expect(answer).toContain('- Event handlers: onClick, onPick');
    expect(answer).toContain('- Game actions it dispatches: increment, reset');
    expect(answer).toContain('The agent chat can rename the game');
    expect(offlineAnswer('explain', PY)).toContain('- Game actions it defines (called as action(state, **args)): click, reset');
    expect(offlineAnswer('make it red', TSX)).toContain('To change the game, send "make it red" to the agent chat');
    expect(offlineAnswer('why?', '')).toContain('You sent no code');
  });

  it('answers "how do I …" with an SDK snippet for the code, and only the imports it lacks', () => {
    const loop = offlineAnswer('How do I move something every frame?', TSX);
    expect(loop).toContain('To move or animate something every frame: `useGameLoop(dt => …)`');
    expect(loop).toContain('useGameLoop((dt) => setX((previous) => (previous + 120 * dt) % 400));');
    // The file imports useState from react already, and other names from the SDK: that line is widened.
    expect(loop).not.toContain("from 'react';\n```");
    expect(loop).toContain("Replace your import from '@tempest/game-sdk' (line 2) with:\n```tsx\nimport { Button, useEntitiesWith, useGameAction, useGameLoop } from '@tempest/game-sdk';\n```");
    // The snippet uses the code's own names: its first dispatched action, the component it reads.
    expect(offlineAnswer('how do I run an action when a button is clicked?', TSX)).toContain("onClick={() => dispatch('increment', {})}");
    expect(offlineAnswer('how can I read a value from the state?', TSX)).toContain("useEntitiesWith<Fields>('counter')");
    expect(offlineAnswer('how do I write a new game action in python?', '')).toContain('```python\ndef increment(state, amount=1):');
    expect(offlineAnswer('how do I add a health bar', '')).toContain("Add this import at the top of the file:\n```tsx\nimport { ProgressBar, useEntitiesWith } from '@tempest/game-sdk';");
    expect(offlineAnswer('how do I pause the game?', TSX)).toContain('const [isPaused, setPaused] = usePaused();');
  });

  it('imports from the SDK only names the SDK exports, and names components after the code\'s actions', () => {
    for (const name of HOW_TO_SDK_NAMES) expect(Object.keys(sdk)).toContain(name);
    for (const [name, source] of Object.entries(MISSING_IMPORT_SOURCES)) if (source === '@tempest/game-sdk') expect(Object.keys(sdk)).toContain(name);
    expect(offlineAnswer('how do I dispatch an action?', "const go = () => dispatch('move-left');")).toContain('function MoveLeftButton() {');
  });

  it('fixes a build error it is given: a misspelt name on the line, or a missing import', () => {
    const typo = TSX.replace("useState(false)", "usState(false)");
    const fixed = offlineAnswer("Location: index.tsx:8:28\nError: Cannot find name 'usState'. Did you mean 'useState'?", typo);
    expect(fixed).toContain("Fix: I changed 'usState' to 'useState' on line 8. Select line 8 and use Replace selection with:\n```tsx\n  const [open, setOpen] = useState(false);\n```");
    const unimported = TSX.replace("import { useState } from 'react';\n", '');
    const imported = offlineAnswer("index.tsx:7:27 - error: Cannot find name 'useState'.", unimported);
    expect(imported).toContain("useState is used but not imported. It comes from 'react'.");
    expect(imported).toContain("Add this import at the top of the file:\n```tsx\nimport { useState } from 'react';\n```");
    const unknown = offlineAnswer('Location: index.tsx:11:3\nError: Expected ")" but found "}"', TSX);
    expect(unknown).toContain('The error is on line 11 of index.tsx: Expected ")" but found "}"');
    expect(unknown).toContain("That line is:\n```tsx\n  return <main>");
  });

  it('gives the model the question, the code and a short prompt about the SDK; estimates offline usage from characters', () => {
    expect(codeAssistantMessage('Why?', 'x = 1')).toBe('Why?\n\nThe code in my editor:\n```\nx = 1\n```');
    expect(codeAssistantSystemPrompt('# SDK readme')).toContain('@tempest/game-sdk');
    expect(codeAssistantSystemPrompt('# SDK readme')).toContain('# SDK readme');
    expect(offlineAssistantUsage('abcd', 'abcdefgh', 'ab')).toEqual({ inputTokens: 3, outputTokens: 1, totalTokens: 4 });
  });
});
