import type { Attachment } from './creationTypes';
import { contextItemsKey, PENDING_PROMPT_KEY } from './promptNavigation';

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

/** Hands the attachments to the creation dashboard; false when the browser would not keep them. */
export function saveContextItems(gameId: string, attachments: Attachment[]): boolean {
  try {
    sessionStorage.setItem(contextItemsKey(gameId), JSON.stringify(attachments));
    return true;
  } catch {
    return false;
  }
}
