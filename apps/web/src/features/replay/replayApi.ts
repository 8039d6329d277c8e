import type { AuditChangesAnswer, MomentAssetAnswer, MomentTreeAnswer, ProjectionsAnswer, RebuildAnswer, RebuildInfo } from '@tempest/contracts';
import { baseApi } from '../../api/baseApi';

/** A moment of a game's history: a global position, or an ISO time. */
export type MomentQuery = { gameId: string; position?: string; at?: string };
export type GameHit = { id: string; name: string };

const momentParams = ({ position, at }: MomentQuery) => (position ? { position } : at ? { at } : {});

/**
 * Replay (docs/api-replay.md): projection rebuilds and time travel. A running rebuild is watched by polling
 * its route every 500 ms (`useGetRebuildQuery(id, { pollingInterval })`): one small GET, no room to join.
 */
export const replayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjections: build.query<ProjectionsAnswer['projections'], void>({
      query: () => '/api/analytics/projections/',
      transformResponse: (answer: ProjectionsAnswer) => answer.projections,
    }),
    startRebuild: build.mutation<RebuildInfo, string>({
      query: (name) => ({ url: `/api/analytics/projections/${encodeURIComponent(name)}/rebuild/`, method: 'POST' }),
      transformResponse: (answer: RebuildAnswer) => answer.rebuild,
    }),
    getRebuild: build.query<RebuildInfo, string>({
      query: (id) => `/api/analytics/rebuilds/${encodeURIComponent(id)}/`,
      transformResponse: (answer: RebuildAnswer) => answer.rebuild,
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
  useCancelRebuildMutation,
  useSearchGamesQuery,
  useGetGameChangesQuery,
  useGetMomentTreeQuery,
  useGetMomentAssetQuery,
} = replayApi;
