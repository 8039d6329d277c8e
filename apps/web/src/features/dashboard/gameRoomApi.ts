import { baseApi } from '../../api/baseApi';
import { subscribeToRoom } from '../../app/socket';
import { ALL_LIVE_TAGS, tagsForReadModel } from '../versioning/liveTags';

/**
 * The creation dashboard's one subscription to `game:<id>`: while a component holds this query, every
 * `readmodel.updated` of the room invalidates the cached reads it makes stale, so each tab sees another
 * tab's (or the agent's) change without reloading. The query itself carries no data.
 */
export const gameRoomApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    watchGameRoom: build.query<true, string>({
      queryFn: () => ({ data: true }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(gameId, { dispatch, cacheDataLoaded, cacheEntryRemoved }) {
        const invalidate = (tags: readonly string[]) => {
          if (tags.length > 0) dispatch(baseApi.util.invalidateTags([...tags] as Parameters<typeof baseApi.util.invalidateTags>[0]));
        };
        const leave = subscribeToRoom(`game:${gameId}`, {
          onMessage: (message) => invalidate(tagsForReadModel(message.readModel)),
          // Changes made before a (re)join sent us no message: anything may be stale.
          onJoined: () => invalidate(ALL_LIVE_TAGS),
        });
        try {
          await cacheDataLoaded;
        } catch {
          // Removed before it loaded.
        }
        await cacheEntryRemoved;
        leave();
      },
    }),
  }),
});

export const { useWatchGameRoomQuery } = gameRoomApi;
