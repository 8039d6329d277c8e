import { useEffect, useRef } from 'react';
import { dispatchAction, useGameLoop, useOnScreenKeys, usePaused } from '@tempest/game-sdk';

export type KeyAction = { action: string; args?: Record<string, unknown> };

/** The keys a phone player gets under the game (the rest have something to tap on the page). */
const ON_SCREEN_KEYS: string[] = __ON_SCREEN_KEYS__;

/** Runs the bound game action when a key is pressed (not while paused), and tells the studio which keys to show on a phone. */
export function useKeyActions(keymap: Record<string, KeyAction>): void {
  const [paused] = usePaused();
  useOnScreenKeys(ON_SCREEN_KEYS);
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

/** Runs a game action every `seconds` while `active`, one at a time, paused with the game. */
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
