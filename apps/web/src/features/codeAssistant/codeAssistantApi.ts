import type { CodeAssistantAnswer, CodeAssistantBody } from '@tempest/contracts';
import { baseApi } from '../../api/baseApi';

export const codeAssistantApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /create/mechanic/send-message-code-assistant/ (docs/api-agent.md). An answer spends tokens, and a
    // refusal may be the empty balance's: the balance is read again either way.
    sendCodeAssistantMessage: build.mutation<CodeAssistantAnswer, CodeAssistantBody>({
      query: (body) => ({ url: '/create/mechanic/send-message-code-assistant/', method: 'POST', body }),
      invalidatesTags: ['Tokens'],
    }),
  }),
});

export const { useSendCodeAssistantMessageMutation } = codeAssistantApi;
