import type { ParentToFrameMessage } from '@tempest/game-sdk/protocol';

/** Screenshots at quality 0.7; a caller waits 5 s for one unless it passes another time. */
export const SCREENSHOT_QUALITY = 0.7;
export const SCREENSHOT_TIMEOUT_MS = 5000;

type Target = { gameId: string; post: (message: ParentToFrameMessage) => void };

let target: Target | null = null;
const pending = new Map<string, (dataUrl: string | null) => void>();

const newRequestId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `shot-${Date.now()}-${Math.random()}`;

/** A ready game frame makes itself the screenshot target; the returned function undoes it. */
export function registerScreenshotTarget(gameId: string, post: Target['post']): () => void {
  const mine: Target = { gameId, post };
  target = mine;
  return () => {
    if (target === mine) target = null;
  };
}

/** SCREENSHOT_RESULT: settles the matching capture (null for an error or no image). */
export function resolveScreenshot(requestId: string, dataUrl: string | null): void {
  const resolve = pending.get(requestId);
  if (!resolve) return;
  pending.delete(requestId);
  resolve(dataUrl);
}

/**
 * Asks the ready game frame (of `gameId`, when given) for a screenshot: the data URL, or null when there
 * is no frame, the frame reports an error or no image, or no answer comes within `timeoutMs`.
 */
export function captureScreenshot(timeoutMs: number = SCREENSHOT_TIMEOUT_MS, gameId?: string): Promise<string | null> {
  const current = target;
  if (!current || (gameId !== undefined && current.gameId !== gameId)) return Promise.resolve(null);
  const requestId = newRequestId();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolveScreenshot(requestId, null), timeoutMs);
    pending.set(requestId, (dataUrl) => {
      clearTimeout(timer);
      resolve(dataUrl);
    });
    try {
      current.post({ type: 'CAPTURE_SCREENSHOT', requestId, quality: SCREENSHOT_QUALITY });
    } catch {
      resolveScreenshot(requestId, null);
    }
  });
}
