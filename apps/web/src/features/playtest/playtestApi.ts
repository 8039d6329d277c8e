import type { PlaytestAnswer } from '@tempest/contracts';
import { baseApi } from '../../api/baseApi';

/**
 * The creator's playtest (issue 31): POST /api/games/{gameId}/playtest/ plays the game's current version
 * (pending changes included) and answers the report; 422 when the game cannot be built, 429 past the limit.
 */
export const playtestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    runPlaytest: build.mutation<PlaytestAnswer, string>({
      query: (gameId) => ({ url: `/api/games/${encodeURIComponent(gameId)}/playtest/`, method: 'POST' }),
    }),
  }),
});

export const { useRunPlaytestMutation } = playtestApi;
