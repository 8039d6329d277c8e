import { baseApi } from '../../api/baseApi';
import type { GenerateGameAnswer, GenerateGameBody } from '@tempest/contracts';
import { isOutOfTokens } from './generationErrors';

export const creationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Creates the game named from the prompt; the agent builds it on the dashboard (docs/api-agent.md, generate-game-from-prompt). */
    generateGameFromPrompt: build.mutation<GenerateGameAnswer, GenerateGameBody>({
      query: (body) => ({ url: '/create/api/creation/generate-game-from-prompt/', method: 'POST', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          // Out of tokens means the balance shown in the header is stale.
          const error = (failure as { error?: { status?: unknown; data?: unknown } }).error;
          if (isOutOfTokens(error?.status, error?.data)) dispatch(baseApi.util.invalidateTags(['Tokens']));
        }
      },
    }),
  }),
});

export const { useGenerateGameFromPromptMutation } = creationApi;
