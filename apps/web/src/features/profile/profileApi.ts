import { GAMES_ROOM } from '@tempest/contracts';
import { baseApi } from '../../api/baseApi';
import { subscribeToRoom } from '../../api/socket';
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
      // A card of the grid changed (renamed, published, remixed by someone): read the grid again.
      async onCacheEntryAdded(userId, { cacheDataLoaded, cacheEntryRemoved, getCacheEntry, dispatch }) {
        const refetch = () => dispatch(profileApi.util.invalidateTags([{ type: 'UserGames', id: userId }]));
        const shown = (id: string | null) => id !== null && (getCacheEntry().data?.games ?? []).some((game) => game.id === id);
        const leave = subscribeToRoom(GAMES_ROOM, {
          onMessage: (message) => {
            if (message.readModel === 'games' && shown(message.id)) refetch();
          },
        });
        try {
          await cacheDataLoaded;
        } catch {
          // The entry went away before its first load.
        }
        await cacheEntryRemoved;
        leave();
      },
    }),
  }),
});

export const { useGetUserProfileQuery, useGetUserGamesQuery } = profileApi;
