import { baseApi } from '../../api/baseApi';
import type { InitAgentStreamAnswer, InitAgentStreamBody, InterruptAgentStreamAnswer } from '@tempest/contracts';

const BASE = '/create/agentic/stream/v2';
const enc = encodeURIComponent;


/** The agent's two POSTs go through the shared client (cookie session, X-CSRFToken); the stream itself is an EventSource. */
export const agentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    initAgentStream: build.mutation<InitAgentStreamAnswer, InitAgentStreamBody>({
      query: (body) => ({ url: `${BASE}/init/`, method: 'POST', body }),
    }),
    interruptAgentStream: build.mutation<InterruptAgentStreamAnswer, string>({
      query: (sessionId) => ({ url: `${BASE}/${enc(sessionId)}/interrupt/`, method: 'POST' }),
    }),
  }),
});

export const { useInitAgentStreamMutation, useInterruptAgentStreamMutation } = agentApi;
