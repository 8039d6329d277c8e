import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { GAMES_ROOM } from '@tempest/contracts';
import { baseApi } from '../../api/baseApi';
import { createCatchUpQueue } from '../../api/catchUpQueue';
import { isAtOrAfter, isNewerPosition } from '../../api/position';
import { subscribeToRoom } from '../../api/socket';
import type { AppDispatch } from '../../app/hooks';
import type { CloneGameAnswer, CreateGameRequest, RenameGameRequest as RenameGameBody, GameCardDetails, GamesListAnswer as GamesList, GameWriteAnswer as GameWriteResult } from '@tempest/contracts';

const GAMES_READ_MODEL = 'games';
/** The rename route takes the game's id in its path. */
type RenameGameRequest = RenameGameBody & { id: string };
/** The details route takes the game's id in its path; the flags the studio sets. */
type UpdateGameDetailsRequest = { id: string; isCloneable?: boolean };
// The server holds a minPosition request until the read model catches up; don't wait forever.
const CATCH_UP_TIMEOUT_MS = 15_000;

export const gamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGames: build.query<GamesList, void>({
      query: () => '/api/games',
      providesTags: (result) => [
        { type: 'Game', id: 'LIST' },
        ...(result?.games ?? []).map((game) => ({ type: 'Game' as const, id: game.id })),
      ],
      async onCacheEntryAdded(_arg, { dispatch, cacheDataLoaded, cacheEntryRemoved, getCacheEntry }) {
        const queue = createCatchUpQueue({
          isCaughtUp: (position) => {
            const current = getCacheEntry().data?.position;
            return typeof current === 'string' && isAtOrAfter(current, position);
          },
          catchUp: (position) => dispatch(catchUpGames(position)),
        });
        const leave = subscribeToRoom(GAMES_ROOM, {
          onMessage: (message) => {
            if (message.readModel === GAMES_READ_MODEL) queue.request(message.position);
          },
          // Anything written before the join took effect (first load, or while disconnected)
          // produced no message for us: read the list once more after every (re)join.
          onJoined: () => queue.request(null, true),
        });
        try {
          await cacheDataLoaded;
          queue.start();
        } catch {
          // The entry went away before its first load; nothing to keep fresh.
        }
        await cacheEntryRemoved;
        leave();
        queue.stop();
      },
    }),
    // Internal: the same list, held back by the server until it reflects `minPosition`.
    getGamesAtPosition: build.query<GamesList, { minPosition?: string }>({
      query: ({ minPosition }) => ({
        url: '/api/games',
        params: minPosition === undefined ? undefined : { minPosition },
        timeout: CATCH_UP_TIMEOUT_MS,
      }),
      keepUnusedDataFor: 0,
    }),
    createGame: build.mutation<GameWriteResult, CreateGameRequest>({
      async queryFn(body, { dispatch }, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/api/games', method: 'POST', body });
        if (result.error) return { error: result.error };
        const written = result.data as GameWriteResult;
        // Resolve only once the list shows the new game: the user sees their own write.
        await dispatch(catchUpGames(written.position));
        return { data: written };
      },
    }),
    renameGame: build.mutation<GameWriteResult, RenameGameRequest>({
      async queryFn({ id, ...body }, { dispatch }, _extraOptions, baseQuery) {
        const url = `/api/games/${encodeURIComponent(id)}/rename`;
        const result = await baseQuery({ url, method: 'POST', body });
        if (result.error) {
          // Someone else changed the game first: show their version next to the message.
          if (isConflict(result.error)) await dispatch(catchUpGames(null));
          return { error: result.error };
        }
        const written = result.data as GameWriteResult;
        await dispatch(catchUpGames(written.position));
        return { data: written };
      },
    }),
    // One game's card and game data; kept fresh while a `games` room message says it changed. That room is
    // public (a game:<id> room is its creator's only), so a player sees a remix counted as it completes.
    fetchGameCard: build.query<GameCardDetails, string>({
      query: (id) => `/create/fetch-game-card/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Game', id }],
      async onCacheEntryAdded(id, { dispatch, cacheDataLoaded, cacheEntryRemoved }) {
        const refetch = () => dispatch(refetchGameCard(id));
        const leave = subscribeToRoom(GAMES_ROOM, {
          onMessage: (message) => {
            if (message.readModel === GAMES_READ_MODEL && message.id === id) refetch();
          },
          // Changes made before the join sent us no message: read once more after every (re)join.
          onJoined: refetch,
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
    /**
     * POST /create/update-game-details/{id} (docs/api-games.md): only the fields given change. Resolves once the
     * games read model holds the change, so the card read again shows it.
     */
    updateGameDetails: build.mutation<GameWriteResult, UpdateGameDetailsRequest>({
      async queryFn({ id, ...body }, { dispatch }, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: `/create/update-game-details/${encodeURIComponent(id)}`, method: 'POST', body });
        if (result.error) return { error: result.error };
        const written = result.data as GameWriteResult;
        if (written.position !== null) await dispatch(catchUpGames(written.position));
        return { data: written };
      },
      invalidatesTags: (_result, error, { id }) => (error ? [] : ['UserGames', { type: 'Game', id }]),
    }),
    // Starts a clone on the server; its progress streams from /sse-progress/{taskId} (useCloneProgress).
    cloneGame: build.mutation<CloneGameAnswer, { id: string }>({
      query: ({ id }) => ({ url: `/create/clone-game/${encodeURIComponent(id)}/`, method: 'POST' }),
    }),
    deleteGame: build.mutation<void, { id: string }>({
      query: ({ id }) => ({ url: `/create/delete-game/${encodeURIComponent(id)}`, method: 'POST' }),
      // Every list that may hold the game: profiles' game grids and the live games list.
      invalidatesTags: (_result, error) => (error ? [] : ['UserGames', { type: 'Game', id: 'LIST' }]),
    }),
  }),
});

function isConflict(error: FetchBaseQueryError): boolean {
  return error.status === 409;
}

/** Read the card again; RTK Query keeps only the newest request's answer, so out-of-order replies are harmless. */
function refetchGameCard(id: string) {
  return (dispatch: AppDispatch): void => {
    void dispatch(gamesApi.endpoints.fetchGameCard.initiate(id, { subscribe: false, forceRefetch: true }));
  };
}

/**
 * Fetch the list at or past `minPosition` (or just fresh, when null) and put it in the
 * getGames cache, unless the cache already holds a newer list. Resolves true on success.
 */
export function catchUpGames(minPosition: string | null) {
  return async (dispatch: AppDispatch): Promise<boolean> => {
    const request = dispatch(
      gamesApi.endpoints.getGamesAtPosition.initiate(
        minPosition === null ? {} : { minPosition },
        { subscribe: false, forceRefetch: true },
      ),
    );
    const { data } = await request;
    if (!data) return false;
    dispatch(
      // Replies can land out of order; never let an older list overwrite a newer one.
      gamesApi.util.updateQueryData('getGames', undefined, (draft) =>
        isNewerPosition(data.position, draft.position) ? data : undefined,
      ),
    );
    return true;
  };
}

export const {
  useCloneGameMutation,
  useGetGamesQuery,
  useCreateGameMutation,
  useRenameGameMutation,
  useUpdateGameDetailsMutation,
  useDeleteGameMutation,
  useFetchGameCardQuery,
} = gamesApi;
