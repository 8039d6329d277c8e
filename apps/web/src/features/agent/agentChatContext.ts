import { createContext, useContext } from 'react';
import type { AgentHistoryApi } from './hooks/useAgentHistory';
import type { AgentStreamApi, SendOptions } from './hooks/useAgentStream';

export type AgentChatApi = AgentStreamApi & {
  /** Sends and shows the chat panel (Fix with AI from a notice or a toast). */
  ask: (text: string, options?: SendOptions) => boolean;
  /** The game's past conversations (docs/api-agent.md, Past conversations). */
  history: AgentHistoryApi;
};

export const AgentChatContext = createContext<AgentChatApi | null>(null);

/** The open dashboard's agent chat, or null outside one (callers then offer no AI actions). */
export const useAgentChat = (): AgentChatApi | null => useContext(AgentChatContext);
