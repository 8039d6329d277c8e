import type { BlueprintFile, GamePlan } from './game-plan.js';

/** A TypeScript/JSX string literal of any text (prompt words never reach the code unquoted). */
export const lit = (text: string): string => JSON.stringify(text);

/** Seconds between game ticks for a speed of 1 … 5. */
export const tickSeconds = (speed: number): number => [0.55, 0.42, 0.32, 0.24, 0.17][Math.min(5, Math.max(1, speed)) - 1];

export const capital = (text: string): string => (text === '' ? text : text[0].toUpperCase() + text.slice(1));

/** Keyboard bindings and a paced action loop, shared by every game. */
export const hooksFile = (): BlueprintFile => ({
  filename: 'hooks.ts',
  content: `import { useEffect, useRef } from 'react';
import { dispatchAction, useGameLoop, usePaused } from '@tempest/game-sdk';

export type KeyAction = { action: string; args?: Record<string, unknown> };

/** Runs the bound game action when a key is pressed (not while paused). */
export function useKeyActions(keymap: Record<string, KeyAction>): void {
  const [paused] = usePaused();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const bound = keymap[event.key] ?? keymap[event.key.toLowerCase()];
      if (bound === undefined || paused) return;
      event.preventDefault();
      void dispatchAction(bound.action, bound.args ?? {});
    };
    // A focused button would also "click" on Space/Enter: the bound key does only its action.
    const onKeyUp = (event: KeyboardEvent) => {
      if ((keymap[event.key] ?? keymap[event.key.toLowerCase()]) !== undefined) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [keymap, paused]);
}

/** Runs a game action every \`seconds\` while \`active\`, one at a time, paused with the game. */
export function useTicker(action: string, seconds: number, active: boolean): void {
  const elapsed = useRef(0);
  const busy = useRef(false);
  useGameLoop((dt) => {
    if (!active || busy.current) return;
    elapsed.current += dt;
    if (elapsed.current < seconds) return;
    elapsed.current = 0;
    busy.current = true;
    void dispatchAction(action).then(() => {
      busy.current = false;
    });
  });
}
`,
});

/** The header every game shows: title, score, timer, pause button and the controls. */
export const hudFile = (plan: GamePlan): BlueprintFile => ({
  filename: 'components/Hud.tsx',
  content: `import { Button, ProgressBar, Symbol, useEntitiesWith, usePaused } from '@tempest/game-sdk';
import { useTicker } from '../hooks';

type Timer = { left: number; total: number };

export function Hud({ score, help, label = 'Score' }: { score: number; help: string; label?: string }) {
  const [paused, setPaused] = usePaused();
  const timer = useEntitiesWith<Timer>('timer')[0]?.[1];
  useTicker('countdown', 1, timer !== undefined && timer.left > 0);
  return (
    <header className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-[${plan.palette.primary}]">{${lit(plan.title)}}</h1>
        <Symbol icon="Star" iconColor="${plan.palette.accent}" text={label + ': ' + score} preset="${plan.preset}" />
        <Button text={paused ? 'Resume' : 'Pause'} preset="${plan.preset}" onClick={() => setPaused(!paused)} />
      </div>
      {timer !== undefined && (
        <ProgressBar value={timer.left} max={Math.max(1, timer.total)} color="${plan.palette.primary}" gradientColor="${plan.palette.accent}" showValue />
      )}
      {timer !== undefined && timer.left <= 0 && <p className="font-bold text-[${plan.palette.accent}]">Time is up!</p>}
      <p className="text-sm opacity-80">{help}</p>
    </header>
  );
}
`,
});

export const cssFile = (plan: GamePlan): BlueprintFile => ({
  filename: 'styles.css',
  content: `body {
  margin: 0;
  background: ${plan.palette.background};
  color: ${plan.palette.text};
  font-family: system-ui, sans-serif;
}

.cell {
  width: 28px;
  height: 28px;
  border-radius: 6px;
}
`,
});

/** The page frame of every game: background, text colour, width. */
export const shellClass = (plan: GamePlan): string =>
  `mx-auto flex min-h-screen max-w-2xl flex-col gap-4 bg-[${plan.palette.background}] p-6 text-[${plan.palette.text}]`;

/** Python helpers every rules.py starts with: find components, the shared timer. */
export const PYTHON_PRELUDE = `def _find(state, name):
    for entity in state.values():
        if name in entity:
            return entity[name]
    return None


def _all(state, name):
    return [entity[name] for entity in state.values() if name in entity]


def _time_up(state):
    timer = _find(state, 'timer')
    return timer is not None and timer['left'] <= 0


def countdown(state, seconds=1):
    timer = _find(state, 'timer')
    if timer is not None and timer['left'] > 0:
        timer['left'] = max(0, timer['left'] - seconds)


def _reset_timer(state):
    timer = _find(state, 'timer')
    if timer is not None:
        timer['left'] = timer['total']
`;
