import { baseApi } from '../../api/baseApi';
import type { TokenHistory } from '@tempest/contracts';

export const tokensApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTokenHistory: build.query<TokenHistory, void>({
      query: () => '/api/user/tokens/history',
      // 'Tokens' is invalidated by sign-in, sign-out and by anything that spends tokens.
      providesTags: ['Tokens'],
    }),
  }),
});

export const { useGetTokenHistoryQuery } = tokensApi;
