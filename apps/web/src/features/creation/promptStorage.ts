import { handOffContextItems } from '../agent/contextItems';
import type { ContextItem } from '@tempest/contracts';
import { PENDING_PROMPT_KEY } from './promptNavigation';

// Session storage can be full (a few large attachments) or switched off; neither may break creation.

export function savePendingPrompt(prompt: string): void {
  try {
    sessionStorage.setItem(PENDING_PROMPT_KEY, prompt);
  } catch {
    // The prompt still travels in the register link's query.
  }
}

export function clearPendingPrompt(): void {
  try {
    sessionStorage.removeItem(PENDING_PROMPT_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/**
 * Hands the attachments to the creation dashboard (in memory for the in-app navigation, and in session
 * storage when they fit there).
 */
export function saveContextItems(gameId: string, attachments: ContextItem[]): boolean {
  handOffContextItems(sessionStorage, gameId, attachments);
  return true;
}
