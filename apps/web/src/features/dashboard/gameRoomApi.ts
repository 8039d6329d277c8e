import { baseApi } from '../../api/baseApi';
import { subscribeToRoom } from '../../app/socket';
import type { RootState } from '../../app/store';
import { selectAgent } from '../agent/agentSlice';
import { ALL_LIVE_TAGS, tagsForReadModel } from '../versioning/liveTags';
import { createTagBatcher } from './tagBatcher';

/**
 * The creation dashboard's one subscription to `game:<id>`: while a component holds this query, every
 * `readmodel.updated` of the room invalidates the cached reads it makes stale, so each tab sees another
 * tab's (or the agent's) change without reloading. While the agent streams, its writes come many a second:
 * their invalidations are batched (one per window, trailing), and flushed by the first message after the
 * stream, or by the window's end. The query itself carries no data.
 */
export const gameRoomApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    watchGameRoom: build.query<true, string>({
      queryFn: () => ({ data: true }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(gameId, { dispatch, getState, cacheDataLoaded, cacheEntryRemoved }) {
        const batcher = createTagBatcher((tags) => {
          dispatch(baseApi.util.invalidateTags(tags as Parameters<typeof baseApi.util.invalidateTags>[0]));
        });
        const invalidate = (tags: readonly string[]) => {
          batcher.add(tags);
          const agent = selectAgent(getState() as RootState);
          if (!(agent.inFlight && agent.gameId === gameId)) batcher.flush();
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
        batcher.flush();
      },
    }),
  }),
});

export const { useWatchGameRoomQuery } = gameRoomApi;
