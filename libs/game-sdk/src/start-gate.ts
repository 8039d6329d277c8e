/**
 * Games wait for the player: a game's clocks (useGameLoop) hold until the first key, tap or click in the
 * frame, so nobody loses before they looked (docs/api-frontends.md, The frame message protocol). Plain
 * functions over the parts of `window` they use, so they can be tested without a browser.
 */

export type InputTarget = {
  addEventListener(type: string, listener: (event: unknown) => void, options?: boolean | { capture?: boolean }): void;
  removeEventListener(type: string, listener: (event: unknown) => void, options?: boolean | { capture?: boolean }): void;
};

/** The events that count as the player being there. */
export const FIRST_INPUT_EVENTS = ['keydown', 'pointerdown', 'touchstart'] as const;

/**
 * Calls `onInput` once, on the first key or pointer press anywhere in the page (capture phase, so a game
 * that stops the event still starts). The event goes on to the game: the first arrow key also turns the
 * snake. Returns a function that stops listening.
 */
export const listenForFirstInput = (target: InputTarget, onInput: () => void): (() => void) => {
  let done = false;
  const stop = (): void => {
    for (const type of FIRST_INPUT_EVENTS) target.removeEventListener(type, listener, { capture: true });
  };
  const listener = (): void => {
    if (done) return;
    done = true;
    stop();
    onInput();
  };
  for (const type of FIRST_INPUT_EVENTS) target.addEventListener(type, listener, { capture: true });
  return () => {
    done = true;
    stop();
  };
};

type Listening = { addEventListener: (...args: never[]) => unknown };

/**
 * Calls `onKeyboard` once, when the game adds a key listener to one of `targets` (its window or document):
 * then it is a keyboard game and the studio offers on-screen keys on touch screens. Returns a function that
 * puts the original addEventListener back.
 */
export const watchKeyListeners = (targets: readonly Listening[], onKeyboard: () => void): (() => void) => {
  let seen = false;
  const restores = targets.map((target) => {
    const original = target.addEventListener;
    const patched = function (this: unknown, ...args: unknown[]) {
      if (!seen && typeof args[0] === 'string' && args[0].startsWith('key')) {
        seen = true;
        onKeyboard();
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    (target as { addEventListener: unknown }).addEventListener = patched;
    return () => {
      if ((target as { addEventListener: unknown }).addEventListener === patched) (target as { addEventListener: unknown }).addEventListener = original;
    };
  });
  return () => {
    for (const restore of restores) restore();
  };
};
