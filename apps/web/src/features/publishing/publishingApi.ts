import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from '../../api/baseApi';

/** GET /create/checkpoint/{gameId}/published-status/ (docs/api-frontends.md, Publishing). */
export type PublishedStatus = {
  is_published: boolean;
  published_checkpoint_id: string | null;
  published_at: string | null;
  published_by: string | null;
  current_checkpoint_id: string | null;
};

type PublishArgs = { gameId: string; message: string };
type Published = { published_checkpoint_id: string; published_at: string; published_by: string };

const enc = encodeURIComponent;

export const publishingApi = baseApi.enhanceEndpoints({ addTagTypes: ['Publication'] }).injectEndpoints({
  endpoints: (build) => ({
    getPublishedStatus: build.query<PublishedStatus, string>({
      query: (gameId) => `/create/checkpoint/${enc(gameId)}/published-status/`,
      providesTags: (_r, _e, gameId) => [{ type: 'Publication', id: gameId }],
    }),
    /** Publish the game as it is now: a checkpoint of the working tree, then publish that checkpoint. */
    publishCurrentVersion: build.mutation<Published, PublishArgs>({
      async queryFn({ gameId, message }, _api, _extra, baseQuery) {
        const checkpoint = await baseQuery({
          url: '/create/versioning/checkpoints/',
          method: 'POST',
          body: { game_id: gameId, message: message || 'Published version' },
        });
        if (checkpoint.error) return { error: checkpoint.error as FetchBaseQueryError };
        const checkpointId = (checkpoint.data as { checkpoint_id: string }).checkpoint_id;
        const published = await baseQuery({
          url: `/create/checkpoint/${enc(gameId)}/publish/`,
          method: 'POST',
          body: { checkpoint_id: checkpointId, publish_message: message },
        });
        if (published.error) return { error: published.error as FetchBaseQueryError };
        return { data: published.data as Published };
      },
      invalidatesTags: (_r, error, { gameId }) => (error ? [] : [{ type: 'Publication', id: gameId }, 'Checkpoint', 'Game', 'UserGames']),
    }),
    unpublishGame: build.mutation<{ status: string }, string>({
      query: (gameId) => ({ url: `/create/checkpoint/${enc(gameId)}/unpublish/`, method: 'POST' }),
      invalidatesTags: (_r, error, gameId) => (error ? [] : [{ type: 'Publication', id: gameId }, 'Game', 'UserGames']),
    }),
  }),
});

export const { useGetPublishedStatusQuery, usePublishCurrentVersionMutation, useUnpublishGameMutation } = publishingApi;
