import { baseApi } from '../../api/baseApi';
import { errorMessage } from '../../api/apiError';
import { emitGameAction } from '../../api/socket';
import { outcomeOfAnswer, toGameActionOutcome } from './gameAction';
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
    /**
     * A game action: over the tab's socket when it is connected (the POST's answer without HTTP's cost), else —
     * and when the socket cannot take it or gave no answer in time — POST /play/game-action/{sessionId}/ with the
     * same action id (recorded once however it arrives). Never an RTK error: failures are outcomes the frame is told about.
     */
    gameAction: build.mutation<GameActionOutcome, GameActionArgs>({
      async queryFn({ sessionId, action, args, actionId }, _api, _extra, send) {
        const reply = await emitGameAction({ sessionId, action, args, actionId });
        if (reply) return { data: outcomeOfAnswer(reply.status, reply.body, reply.retryAfter, 'Game action failed') };
        const result = await send({
          url: `/play/game-action/${encodeURIComponent(sessionId)}/`,
          method: 'POST',
          body: { action, args, actionId } satisfies GameActionBody,
        });
        if (result.error) {
          const status = typeof result.error.status === 'number' ? result.error.status : 0;
          const body = 'data' in result.error ? result.error.data : undefined;
          return { data: outcomeOfAnswer(status, body, Number(result.meta?.response?.headers.get('Retry-After')), errorMessage(result.error)) };
        }
        return { data: toGameActionOutcome(result.data, 'Game action failed') };
      },
    }),
  }),
});

export const { useGetPlayGameQuery, useGetFrontendConfigQuery, useGameActionMutation } = playApi;
