import { baseApi } from '../../api/baseApi';
import { errorMessage } from '../../api/apiError';
import { BUSY_ERROR, toGameActionOutcome } from './gameAction';
import type { GameActionBody, PlayGameAnswer } from '@tempest/contracts';
import type { GameActionOutcome, FrontendConfig } from './playTypes';

export type GameActionArgs = { sessionId: string; action: string; args: Record<string, unknown>; actionId: string };

export const playApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /play/game/{gameId}/: the player page's game, its frontend and whether the caller can edit it. */
    getPlayGame: build.query<PlayGameAnswer, string>({
      query: (gameId) => `/play/game/${encodeURIComponent(gameId)}/`,
      providesTags: (_result, _error, gameId) => [{ type: 'Game', id: gameId }],
    }),
    /** GET /create/vibecode/api/config/: the origin game frames are served from. */
    getFrontendConfig: build.query<FrontendConfig, void>({
      query: () => '/create/vibecode/api/config/',
      keepUnusedDataFor: 3600,
    }),
    /** POST /play/game-action/{sessionId}/: never an RTK error; failures are outcomes the frame is told about. */
    gameAction: build.mutation<GameActionOutcome, GameActionArgs>({
      async queryFn({ sessionId, action, args, actionId }, _api, _extra, send) {
        const result = await send({
          url: `/play/game-action/${encodeURIComponent(sessionId)}/`,
          method: 'POST',
          body: { action, args, actionId } satisfies GameActionBody,
        });
        if (result.error) {
          const body = 'data' in result.error ? result.error.data : undefined;
          if (result.error.status === 503 && (body as { code?: unknown } | undefined)?.code === 'play.busy') {
            const seconds = Number(result.meta?.response?.headers.get('Retry-After'));
            return { data: { success: false, logs: [], error: BUSY_ERROR, retryAfterMs: (Number.isFinite(seconds) && seconds > 0 ? seconds : 1) * 1000 } };
          }
          return { data: toGameActionOutcome(body, errorMessage(result.error)) };
        }
        return { data: toGameActionOutcome(result.data, 'Game action failed') };
      },
    }),
  }),
});

export const { useGetPlayGameQuery, useGetFrontendConfigQuery, useGameActionMutation } = playApi;
