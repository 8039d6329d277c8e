import { gameRoom } from '@tempest/contracts';
import { baseApi, type Tag } from '../../api/baseApi';
import { ownWrites } from '../../api/ownWrites';
import { subscribeToRoom } from '../../api/socket';
import type { RootState } from '../../app/hooks';
import { selectAgent } from '../agent/agentSlice';
import { ALL_LIVE_TAGS, liveTags } from '../../api/liveTags';
import { createTagBatcher } from '../../api/tagBatcher';

/**
 * The creation dashboard's one subscription to `game:<id>`: while a component holds this query, every
 * `readmodel.updated` of the room invalidates the cached reads it makes stale (for an asset, only its type's
 * lists and the versioning reads), so each tab sees another tab's (or the agent's) change without reloading.
 * A message for a write this tab made itself is skipped: its mutation already refetched (ownWrites). While the agent streams, its writes come many a second:
 * their invalidations are batched (one per window, trailing), and flushed by the first message after the
 * stream, or by the window's end. The query itself carries no data.
 */
export const gameRoomApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    watchGameRoom: build.query<true, string>({
      queryFn: () => ({ data: true }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(gameId, { dispatch, getState, cacheDataLoaded, cacheEntryRemoved }) {
        const batcher = createTagBatcher<Tag>((tags) => {
          dispatch(baseApi.util.invalidateTags(tags));
        });
        const invalidate = (tags: readonly Tag[]) => {
          batcher.add(tags);
          const agent = selectAgent(getState() as RootState);
          if (!(agent.inFlight && agent.gameId === gameId)) batcher.flush();
        };
        const leave = subscribeToRoom(gameRoom(gameId), {
          onMessage: (message) => ownWrites.deliver(message.position, liveTags({ gameId }, message), invalidate),
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
