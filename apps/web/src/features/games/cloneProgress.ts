import type { CloneProgress } from '@tempest/contracts';

/** Spec 1 §9: the dialog closes 1.5 s after 100 %. */
export const CLONE_CLOSE_DELAY_MS = 1500;

/** One event of the clone's stream, read field by field (anything else is ignored). */
export function readCloneProgress(raw: string): CloneProgress | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { percentDone, message, gameId, error } = data as Record<string, unknown>;
  if (typeof percentDone !== 'number' || typeof message !== 'string') return null;
  return {
    percentDone: Math.min(100, Math.max(0, percentDone)),
    message,
    ...(typeof gameId === 'string' ? { gameId } : {}),
    ...(typeof error === 'string' ? { error } : {}),
  };
}

/** The dialog's message for a clone the server could not finish (spec 1 §8). */
export const cloneFailureMessage = (error: string): string => `Error cloning game: ${error}`;
