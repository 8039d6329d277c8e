import { PROJECTIONS_MOVED, REBUILD_PROGRESS, STAFF_ROOM, type AuditChangesAnswer, type MomentAssetAnswer, type MomentTreeAnswer, type ProjectionsAnswer, type RebuildAnswer, type RebuildEstimate, type RebuildEstimateAnswer, type RebuildInfo, type RebuildProgressMessage } from '@tempest/contracts';
import { baseApi } from '../../api/baseApi';
import { onSocketMessage, subscribeToRoom } from '../../api/socket';

/** A moment of a game's history: a global position, or an ISO time. */
export type MomentQuery = { gameId: string; position?: string; at?: string };
export type GameHit = { id: string; name: string };

const momentParams = ({ position, at }: MomentQuery) => (position ? { position } : at ? { at } : {});

/**
 * Replay (docs/api-replay.md): projection rebuilds and time travel. A running rebuild is read once, then its
 * progress comes over the socket (`rebuild.progress` to the staff room, staff's and analysts' only); it is read
 * again each time the room is joined again (a reconnect), since pushes sent meanwhile were lost.
 */
export const replayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjections: build.query<ProjectionsAnswer['projections'], void>({
      query: () => '/api/analytics/projections/',
      transformResponse: (answer: ProjectionsAnswer) => answer.projections,
      // Read again when processors move (`projections.moved` to the staff room, at most once a second) and after a
      // reconnect, instead of polling; RebuildPanel keeps a slow poll only to notice a processor that stopped.
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const again = () => void dispatch(replayApi.endpoints.getProjections.initiate(undefined, { forceRefetch: true, subscribe: false }));
        let joined = false;
        const leave = subscribeToRoom(STAFF_ROOM, {
          onMessage: () => undefined,
          onJoined: () => {
            if (joined) again();
            joined = true;
          },
        });
        const off = onSocketMessage(PROJECTIONS_MOVED, again);
        await cacheEntryRemoved;
        off();
        leave();
      },
    }),
    startRebuild: build.mutation<RebuildInfo, string>({
      query: (name) => ({ url: `/api/analytics/projections/${encodeURIComponent(name)}/rebuild/`, method: 'POST' }),
      transformResponse: (answer: RebuildAnswer) => answer.rebuild,
    }),
    getRebuildEstimate: build.query<RebuildEstimate, string>({
      query: (name) => `/api/analytics/projections/${encodeURIComponent(name)}/rebuild-estimate/`,
      transformResponse: (answer: RebuildEstimateAnswer) => answer.estimate,
      keepUnusedDataFor: 0,
    }),
    getRebuild: build.query<RebuildInfo, string>({
      query: (id) => `/api/analytics/rebuilds/${encodeURIComponent(id)}/`,
      transformResponse: (answer: RebuildAnswer) => answer.rebuild,
      async onCacheEntryAdded(id, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        let joined = false;
        const leave = subscribeToRoom(STAFF_ROOM, {
          onMessage: () => undefined,
          // The first join follows the GET that opened the entry; a later one is a reconnect: read it again.
          onJoined: () => {
            if (joined) void dispatch(replayApi.endpoints.getRebuild.initiate(id, { forceRefetch: true, subscribe: false }));
            joined = true;
          },
        });
        const off = onSocketMessage<RebuildProgressMessage>(REBUILD_PROGRESS, (rebuild) => {
          if (rebuild.id === id) updateCachedData(() => rebuild);
        });
        await cacheEntryRemoved;
        off();
        leave();
      },
    }),
    cancelRebuild: build.mutation<RebuildInfo, string>({
      query: (id) => ({ url: `/api/analytics/rebuilds/${encodeURIComponent(id)}/cancel/`, method: 'POST' }),
      transformResponse: (answer: RebuildAnswer) => answer.rebuild,
    }),
    /** Games by name, from the change log's game creations (every game, for staff and analysts). */
    searchGames: build.query<GameHit[], string>({
      query: (q) => ({ url: '/api/staff/changes/', params: { event_type: 'GameCreated', limit: 20, ...(q ? { q } : {}) } }),
      transformResponse: (answer: AuditChangesAnswer) => answer.changes.flatMap((c) => (c.game_id ? [{ id: c.game_id, name: c.game_name ?? c.subject_name ?? c.game_id }] : [])),
    }),
    /** The game's changes, newest first: moments to pick from. */
    getGameChanges: build.query<AuditChangesAnswer['changes'], string>({
      query: (gameId) => ({ url: `/api/staff/changes/`, params: { game_id: gameId, limit: 100 } }),
      transformResponse: (answer: AuditChangesAnswer) => answer.changes,
    }),
    getMomentTree: build.query<MomentTreeAnswer, MomentQuery>({
      query: (moment) => ({ url: `/api/analytics/games/${encodeURIComponent(moment.gameId)}/tree/`, params: momentParams(moment) }),
    }),
    getMomentAsset: build.query<MomentAssetAnswer, MomentQuery & { assetId: string }>({
      query: (moment) => ({ url: `/api/analytics/games/${encodeURIComponent(moment.gameId)}/tree/${encodeURIComponent(moment.assetId)}/`, params: momentParams(moment) }),
    }),
  }),
});

export const {
  useGetProjectionsQuery,
  useStartRebuildMutation,
  useGetRebuildQuery,
  useGetRebuildEstimateQuery,
  useCancelRebuildMutation,
  useSearchGamesQuery,
  useGetGameChangesQuery,
  useGetMomentTreeQuery,
  useGetMomentAssetQuery,
} = replayApi;
