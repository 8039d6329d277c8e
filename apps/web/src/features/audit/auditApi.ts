import type { AuditChangeDetail, AuditChangesAnswer, AuditChartsAnswer, AuditSummaryAnswer } from '@tempest/contracts';
import { baseApi } from '../../api/baseApi';
import { subscribeToRoom } from '../../api/socket';
import type { AuditParams } from './auditFilters';

/** Where a list reads: every change (staff and analysts) or one game's (its creator too). */
export type ChangeScope = { gameId: string | null };
export type ChangesArg = ChangeScope & { params: AuditParams };

export const CHANGES_PAGE_SIZE = 50;
const AUDIT_READ_MODEL = 'audit-log';

const listUrl = ({ gameId }: ChangeScope) => (gameId ? `/api/games/${gameId}/audit/` : '/api/staff/changes/');

/**
 * The change log (docs/api-audit.md). Pages go back by keyset (`before` = the last page's `next_before`).
 * `watchChangeLog` joins a room (`staff`, or `game:<id>`) and counts the change-log news it hears (and
 * every re-join, which may have missed some): the list decides whether to refetch or offer "show new".
 */
export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChanges: build.infiniteQuery<AuditChangesAnswer, ChangesArg, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.next_before ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: listUrl(queryArg),
        params: { ...queryArg.params, limit: CHANGES_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
      }),
      providesTags: ['AuditLog'],
    }),
    getNewerCount: build.query<number, ChangesArg & { after: string | null }>({
      query: (arg) => ({ url: listUrl(arg), params: { ...arg.params, limit: 100 } }),
      transformResponse: (answer: AuditChangesAnswer, _meta, arg) =>
        arg.after === null ? answer.changes.length : answer.changes.filter((c) => BigInt(c.position) > BigInt(arg.after as string)).length,
      keepUnusedDataFor: 0,
    }),
    getChange: build.query<AuditChangeDetail, ChangeScope & { position: string }>({
      query: ({ gameId, position }) => `${listUrl({ gameId })}${position}/`,
    }),
    getChangeSummary: build.query<AuditSummaryAnswer, AuditParams>({
      query: (params) => ({ url: '/api/staff/changes/summary/', params }),
      providesTags: ['AuditLog'],
    }),
    getChangeCharts: build.query<AuditChartsAnswer, { from?: string; to?: string }>({
      query: (params) => ({ url: '/api/staff/changes/charts/', params }),
      providesTags: ['AuditLog'],
    }),
    watchChangeLog: build.query<number, string>({
      queryFn: () => ({ data: 0 }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(room, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const tick = () => updateCachedData((n) => n + 1);
        // One socket serves every room and does not say which a message came through: a game's list hears only its game.
        const gameId = room.startsWith('game:') ? room.slice('game:'.length) : null;
        const leave = subscribeToRoom(room, {
          onMessage: (message) => {
            if (message.readModel === AUDIT_READ_MODEL && (gameId === null || message.id === gameId)) tick();
          },
          onJoined: tick,
        });
        await cacheEntryRemoved;
        leave();
      },
    }),
  }),
});

export const {
  useGetChangesInfiniteQuery,
  useLazyGetNewerCountQuery,
  useGetChangeQuery,
  useGetChangeSummaryQuery,
  useGetChangeChartsQuery,
  useWatchChangeLogQuery,
} = auditApi;
