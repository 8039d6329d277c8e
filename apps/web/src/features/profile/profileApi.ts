import { baseApi } from '../../api/baseApi';
import type { UserGamesAnswer, UserProfile } from '@tempest/contracts';

// A user's games are cached for 300 s.
const USER_GAMES_CACHE_S = 300;

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserProfile: build.query<UserProfile, string>({
      query: (userId) => `/api/users/${encodeURIComponent(userId)}/profile`,
      providesTags: (_result, _error, userId) => [{ type: 'Profile', id: userId }],
    }),
    getUserGames: build.query<UserGamesAnswer, string>({
      query: (userId) => `/get-user-games/${encodeURIComponent(userId)}`,
      keepUnusedDataFor: USER_GAMES_CACHE_S,
      providesTags: (_result, _error, userId) => [{ type: 'UserGames', id: userId }],
    }),
  }),
});

export const { useGetUserProfileQuery, useGetUserGamesQuery } = profileApi;
