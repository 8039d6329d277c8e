import type { AgentMessage } from './agentTypes';

/** The dashboard's query after prompt-to-game (docs/api-agent.md, The chat in the studio). */
export const AUTO_START_PARAMS = ['auto_start_agent', 'user_prompt', 'has_context_items'] as const;

export type AutoStart = { prompt: string; hasContextItems: boolean };

/** The first message to send by itself, when the URL asks for it. */
export function autoStartOf(params: URLSearchParams): AutoStart | null {
  const prompt = params.get('user_prompt')?.trim() ?? '';
  if (params.get('auto_start_agent') !== 'true' || prompt === '') return null;
  return { prompt, hasContextItems: params.get('has_context_items') === 'true' };
}

/** The query without the auto-start keys, so a reload does not start the agent again. */
export function withoutAutoStart(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of AUTO_START_PARAMS) next.delete(key);
  return next;
}

/**
 * Whether the game's first prompt may be sent, by what the server says of the game's conversations: never when it
 * has one (the address opened again in another browser, on another device: its conversation is shown instead);
 * when the list could not be read (null), the send goes ahead and the server refuses it if a turn already ran.
 */
export const mayAutoStart = (sessions: { sessions: readonly unknown[] } | undefined): boolean => !sessions || sessions.sessions.length === 0;

/** Where this browser remembers that a game's first prompt was sent (local storage, one key per game). */
export const autoStartedKey = (gameId: string): string => `agent_auto_started_${gameId}`;

/**
 * An auto start runs once per game in this browser: true the first time (and remembered), false after that, so
 * a reload, Back/Forward, a second tab or a copied address never sends the first prompt twice (a paid model
 * charges each time), even before the server knows of the first. Storage that refuses (private mode, full) lets
 * it run: the URL loses the keys anyway. Other browsers: mayAutoStart, and the server's refusal.
 */
export function claimAutoStart(storage: Pick<Storage, 'getItem' | 'setItem'>, gameId: string, now: string): boolean {
  try {
    if (storage.getItem(autoStartedKey(gameId)) !== null) return false;
    storage.setItem(autoStartedKey(gameId), now);
  } catch {
    return true;
  }
  return true;
}

const isFrontendCall = (m: AgentMessage) =>
  m.metadata.toolCall?.tool === 'create_asset' && (m.metadata.toolCall.input as { asset_type?: unknown } | null)?.asset_type === 'frontend_file';

const isFrontendCreate = (m: AgentMessage) =>
  m.metadata.toolCall?.tool === 'create_asset' && m.metadata.toolCall.result?.success === true && m.metadata.toolCall.result.asset_type === 'frontend_file';

/**
 * Whether the Frontend workbench opens after an auto start: 'open' once the agent wrote frontend files and
 * moved on to another tool (the project is complete enough to compile) or finished; 'wait' until then;
 * 'never' when the stream ended without any (opened then, an empty workbench would seed its own index.tsx
 * into the half-built game).
 */
export function frontendReady(messages: readonly AgentMessage[], inFlight: boolean): 'open' | 'wait' | 'never' {
  const first = messages.findIndex(isFrontendCreate);
  if (!inFlight) return first < 0 ? 'never' : 'open';
  if (first < 0) return 'wait';
  const movedOn = messages.slice(first + 1).some((m) => m.role === 'tool_result' && !isFrontendCall(m));
  return movedOn ? 'open' : 'wait';
}
