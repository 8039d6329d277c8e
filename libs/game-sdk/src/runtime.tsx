import { toJpeg } from 'html-to-image';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createFrameBridge, type BridgeParent } from './bridge';
import { GameProvider } from './GameProvider';
import type { KeyInputMessage } from './protocol';
import { getActiveRuntime, setActiveBridge } from './runtime-state';
import { listenForFirstInput, watchKeyListeners } from './start-gate';
import { StartPrompt, waitingForPlayer } from './StartPrompt';
import { createGameStore } from './store';

const isTransparent = (color: string): boolean => color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color);

/** JPEG has no transparency: use the page's own background colour, else white. */
const pageBackground = (): string => {
  for (const element of [document.body, document.documentElement]) {
    const color = getComputedStyle(element).backgroundColor;
    if (!isTransparent(color)) return color;
  }
  return '#ffffff';
};

const captureScreenshot = (quality: number): Promise<string> =>
  toJpeg(document.body, { quality, pixelRatio: 1, backgroundColor: pageBackground() });

const rootElement = (): HTMLElement => {
  const existing = document.getElementById('root');
  if (existing !== null) return existing;
  const created = document.createElement('div');
  created.id = 'root';
  document.body.appendChild(created);
  return created;
};

/** A key of the studio's on-screen controls, as the focused element (else the body) would get it. */
const replayKey = ({ key, code, phase }: KeyInputMessage): void => {
  const target = document.activeElement ?? document.body;
  target.dispatchEvent(new KeyboardEvent(phase === 'down' ? 'keydown' : 'keyup', { key, code, bubbles: true, cancelable: true }));
};

let stopCurrent: (() => void) | null = null;

/**
 * Starts the game: renders `App` into `#root` and connects it to the studio (state, pause,
 * game actions, console, errors, screenshots). The studio's compiler calls it with the default
 * export of index.tsx, so games do not call it themselves. Returns a function that stops the game.
 */
export const startGame = (App: ComponentType): (() => void) => {
  stopCurrent?.();
  const parent: BridgeParent | null = window.parent !== window ? window.parent : null;
  // The game's clocks wait for the player's first input (see start-gate.ts).
  const store = createGameStore({ started: false });
  const bridge = createFrameBridge({ win: window, parent, captureScreenshot, store, replayKey });
  setActiveBridge(bridge);
  const stopWaiting = listenForFirstInput(window, () => store.setStarted());
  // Tell the studio what input the game takes: it offers on-screen keys to keyboard games on touch screens.
  let keyboard = false;
  let reported = '';
  const report = (): void => {
    const keys = store.getSnapshot().onScreenKeys;
    const info = { type: 'INPUT_INFO', keyboard, waiting: waitingForPlayer(store), ...(keys === null ? {} : { keys: [...keys] }) } as const;
    const key = JSON.stringify(info);
    if (key === reported) return;
    reported = key;
    bridge.post(info);
  };
  const unsubscribe = store.subscribe(report);
  const unwatch = watchKeyListeners([window, document], () => {
    keyboard = true;
    queueMicrotask(report);
  });
  const root = createRoot(rootElement(), {
    onUncaughtError: (error) => bridge.reportError(error),
  });
  root.render(
    <GameProvider bridge={bridge}>
      <App />
      <StartPrompt store={store} />
    </GameProvider>,
  );
  const stop = (): void => {
    root.unmount();
    stopWaiting();
    unsubscribe();
    unwatch();
    bridge.dispose();
    if (getActiveRuntime().bridge === bridge) setActiveBridge(null);
    if (stopCurrent === stop) stopCurrent = null;
  };
  stopCurrent = stop;
  return stop;
};
