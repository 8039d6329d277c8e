// The agent (docs/api-agent.md): prompt-to-game, its attachments, and the out-of-tokens refusal.

/**
 * An attachment (a context item, docs/api-agent.md "Attachments"): its content travels as a data URL.
 * The API reads the items defensively (apps/api agent/runtime/context-items.ts) and refuses anything else.
 */
export type ContextItem = {
  id: string;
  name: string;
  type: 'file_upload';
  data: { filename: string; mimeType: string; size: number; content: string };
};

/** POST /create/api/creation/generate-game-from-prompt/. */
export type GenerateGameBody = {
  prompt: string;
  /** Omitted when there are no attachments. */
  context_items?: ContextItem[];
};
export type GenerateGameAnswer = { gameId: string };

/** The body of a 429 when the user has no tokens left (the agent's stream sends its own `error` event). */
export type OutOfTokensAnswer = {
  error: string;
  code: 'out_of_tokens';
  error_code: 'out_of_tokens';
  /** Days until the weekly allowance refills the balance. */
  next_allocation_days: number;
};
