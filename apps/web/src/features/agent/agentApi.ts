import { baseApi } from '../../api/baseApi';
import type { AgentSessionsAnswer, AgentTranscriptAnswer, InitAgentStreamAnswer, InitAgentStreamBody, InterruptAgentStreamAnswer } from '@tempest/contracts';

const BASE = '/create/agentic/stream/v2';
const SESSIONS = '/create/agentic/sessions';
const enc = encodeURIComponent;

export type AgentSessionsArgs = { gameId: string; limit: number; offset?: number };
export type AgentTranscriptArgs = { sessionId: string; before?: number; turns?: number };

/**
 * The agent's two POSTs go through the shared client (cookie session, X-CSRFToken); the stream itself is an
 * EventSource. Past conversations (docs/api-agent.md, Past conversations) are plain reads: the list is
 * refetched when the menu opens, a transcript is read once and replayed into the chat.
 */
export const agentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    initAgentStream: build.mutation<InitAgentStreamAnswer, InitAgentStreamBody>({
      query: (body) => ({ url: `${BASE}/init/`, method: 'POST', body }),
    }),
    interruptAgentStream: build.mutation<InterruptAgentStreamAnswer, string>({
      query: (sessionId) => ({ url: `${BASE}/${enc(sessionId)}/interrupt/`, method: 'POST' }),
    }),
    agentSessions: build.query<AgentSessionsAnswer, AgentSessionsArgs>({
      query: ({ gameId, limit, offset = 0 }) => `${SESSIONS}/?game_id=${enc(gameId)}&limit=${limit}&offset=${offset}`,
    }),
    agentTranscript: build.query<AgentTranscriptAnswer, AgentTranscriptArgs>({
      query: ({ sessionId, before, turns }) => {
        const params = [before === undefined ? null : `before=${before}`, turns === undefined ? null : `turns=${turns}`].filter(Boolean).join('&');
        return `${SESSIONS}/${enc(sessionId)}/${params ? `?${params}` : ''}`;
      },
      // Past turns do not change: a conversation reopened later is read again (its newest turns may be new).
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useInitAgentStreamMutation, useInterruptAgentStreamMutation, useAgentSessionsQuery, useLazyAgentSessionsQuery, useLazyAgentTranscriptQuery } = agentApi;
