import { toJpeg } from 'html-to-image';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createFrameBridge, type BridgeParent } from './bridge';
import { GameProvider } from './GameProvider';
import { getActiveRuntime, setActiveBridge } from './runtime-state';

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

let stopCurrent: (() => void) | null = null;

/**
 * Starts the game: renders `App` into `#root` and connects it to the studio (state, pause,
 * game actions, console, errors, screenshots). The studio's compiler calls it with the default
 * export of index.tsx, so games do not call it themselves. Returns a function that stops the game.
 */
export const startGame = (App: ComponentType): (() => void) => {
  stopCurrent?.();
  const parent: BridgeParent | null = window.parent !== window ? window.parent : null;
  const bridge = createFrameBridge({ win: window, parent, captureScreenshot });
  setActiveBridge(bridge);
  const root = createRoot(rootElement(), {
    onUncaughtError: (error) => bridge.reportError(error),
  });
  root.render(
    <GameProvider bridge={bridge}>
      <App />
    </GameProvider>,
  );
  const stop = (): void => {
    root.unmount();
    bridge.dispose();
    if (getActiveRuntime().bridge === bridge) setActiveBridge(null);
    if (stopCurrent === stop) stopCurrent = null;
  };
  stopCurrent = stop;
  return stop;
};
