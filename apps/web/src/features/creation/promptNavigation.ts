/** Where the typed prompt waits while an anonymous visitor registers; removed after use. */
export const PENDING_PROMPT_KEY = 'pending_game_prompt';

export { contextItemsKey } from '../agent/contextItems';

/**
 * The creation dashboard after generation, told to start the agent with the prompt (docs/api-agent.md, The
 * chat in the studio); has_context_items=true only when attachments were stored for it.
 */
export function creationDashboardUrl(gameId: string, prompt: string, hasContextItems: boolean): string {
  const query = `auto_start_agent=true&user_prompt=${encodeURIComponent(prompt)}`;
  return `/create/creation-dashboard/${encodeURIComponent(gameId)}/?${query}${hasContextItems ? '&has_context_items=true' : ''}`;
}
