import { baseApi } from '../../api/baseApi';
import type { AgentContextItem } from './agentTypes';

const BASE = '/create/agentic/stream/v2';
const enc = encodeURIComponent;

/** POST /create/agentic/stream/v2/init/ (docs/api-agent.md). */
export type InitAgentStreamRequest = {
  game_id: string;
  metadata: Record<string, unknown>;
  message: string;
  hidden_instructions: string;
  context_items: AgentContextItem[];
};
export type InitAgentStreamResponse = { success: boolean; data?: { session_id?: string } };

/** The agent's two POSTs go through the shared client (cookie session, X-CSRFToken); the stream itself is an EventSource. */
export const agentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    initAgentStream: build.mutation<InitAgentStreamResponse, InitAgentStreamRequest>({
      query: (body) => ({ url: `${BASE}/init/`, method: 'POST', body }),
    }),
    interruptAgentStream: build.mutation<{ success: boolean }, string>({
      query: (sessionId) => ({ url: `${BASE}/${enc(sessionId)}/interrupt/`, method: 'POST' }),
    }),
  }),
});

export const { useInitAgentStreamMutation, useInterruptAgentStreamMutation } = agentApi;
