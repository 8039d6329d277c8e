/** Spec §7: where the typed prompt waits while an anonymous visitor registers; removed after use. */
export const PENDING_PROMPT_KEY = 'pending_game_prompt';

export { contextItemsKey } from '../agent/contextItems';

/**
 * Spec §2: the creation dashboard after generation, told to start the agent with the prompt;
 * has_context_items=true only when attachments were stored for it.
 */
export function creationDashboardUrl(gameId: string, prompt: string, hasContextItems: boolean): string {
  const query = `auto_start_agent=true&user_prompt=${encodeURIComponent(prompt)}`;
  return `/create/creation-dashboard/${encodeURIComponent(gameId)}/?${query}${hasContextItems ? '&has_context_items=true' : ''}`;
}
