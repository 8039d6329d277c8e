import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type {
  CreateDashboardRequest,
  DashboardCreatedAnswer,
  GameCardDetails,
  GameWriteAnswer,
  UpdateDashboardRequest,
} from '@tempest/contracts';
import { baseApi } from '../../api/baseApi';
import type { AppDispatch } from '../../app/hooks';
import { gamesApi } from '../games/gamesApi';

type BaseQuery = (arg: string | FetchArgs) => PromiseLike<{ data?: unknown; error?: FetchBaseQueryError }> | { data?: unknown; error?: FetchBaseQueryError };

const dashboardsPath = (gameId: string) => `/api/games/${encodeURIComponent(gameId)}/dashboards`;

/**
 * Sends a write, then reads the game card as of it (the server holds the read until the games read model has
 * it) into the studio's card cache, so the sidebar and the open dashboard show the change when the call resolves.
 */
async function write<T extends GameWriteAnswer>(baseQuery: BaseQuery, dispatch: AppDispatch, gameId: string, request: FetchArgs) {
  const result = await baseQuery(request);
  if (result.error) return { error: result.error };
  const answer = result.data as T;
  if (answer.position !== null) {
    const card = await baseQuery({ url: `/create/fetch-game-card/${encodeURIComponent(gameId)}`, params: { minPosition: answer.position } });
    if (card.data) await dispatch(gamesApi.util.upsertQueryData('fetchGameCard', gameId, card.data as GameCardDetails));
  }
  return { data: answer };
}

/** A game's custom dashboards (docs/api-games.md, Custom dashboards): create, change, delete. */
export const customDashboardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createDashboard: build.mutation<DashboardCreatedAnswer, { gameId: string } & CreateDashboardRequest>({
      queryFn: ({ gameId, ...body }, { dispatch }, _extra, baseQuery) =>
        write<DashboardCreatedAnswer>(baseQuery, dispatch as AppDispatch, gameId, { url: dashboardsPath(gameId), method: 'POST', body }),
    }),
    updateDashboard: build.mutation<GameWriteAnswer, { gameId: string; dashboardId: number } & UpdateDashboardRequest>({
      queryFn: ({ gameId, dashboardId, ...body }, { dispatch }, _extra, baseQuery) =>
        write(baseQuery, dispatch as AppDispatch, gameId, { url: `${dashboardsPath(gameId)}/${dashboardId}`, method: 'PATCH', body }),
    }),
    deleteDashboard: build.mutation<GameWriteAnswer, { gameId: string; dashboardId: number }>({
      queryFn: ({ gameId, dashboardId }, { dispatch }, _extra, baseQuery) =>
        write(baseQuery, dispatch as AppDispatch, gameId, { url: `${dashboardsPath(gameId)}/${dashboardId}`, method: 'DELETE' }),
    }),
  }),
});

export const { useCreateDashboardMutation, useUpdateDashboardMutation, useDeleteDashboardMutation } = customDashboardsApi;
