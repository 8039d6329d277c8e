import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { CheckpointWriteAnswer } from '@tempest/contracts';
import { baseApi } from '../../api/baseApi';

/** GET /create/checkpoint/{gameId}/published-status/ (docs/api-frontends.md, Publishing). */
export type PublishedStatus = {
  is_published: boolean;
  published_checkpoint_id: string | null;
  published_at: string | null;
  published_by: string | null;
  current_checkpoint_id: string | null;
};

type Published = { published_checkpoint_id: string; published_at: string; published_by: string };

/** The default title of the checkpoint a publish of the game as it is now makes. */
export const PUBLISHED_VERSION_TITLE = 'Published version';

const enc = encodeURIComponent;
const publishedTags = (gameId: string) => [{ type: 'Publication' as const, id: gameId }, 'Checkpoint' as const, 'Game' as const, 'UserGames' as const];

export const publishingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublishedStatus: build.query<PublishedStatus, string>({
      query: (gameId) => `/create/checkpoint/${enc(gameId)}/published-status/`,
      providesTags: (_r, _e, gameId) => [{ type: 'Publication', id: gameId }],
    }),
    /** Publish one checkpoint of the game (the timeline's "Publish this checkpoint"). */
    publishCheckpoint: build.mutation<Published, { gameId: string; checkpointId: string; message: string }>({
      query: ({ gameId, checkpointId, message }) => ({
        url: `/create/checkpoint/${enc(gameId)}/publish/`,
        method: 'POST',
        body: { checkpoint_id: checkpointId, publish_message: message },
      }),
      invalidatesTags: (_r, error, { gameId }) => (error ? [] : publishedTags(gameId)),
    }),
    /**
     * Publish what the creator sees: the current checkpoint, or a new one (trigger 'publish') when the game
     * changed since it — the server decides which (docs/api-checkpoints.md) — then publish that checkpoint.
     */
    publishCurrentVersion: build.mutation<Published, { gameId: string; message: string }>({
      async queryFn({ gameId, message }, _api, _extra, baseQuery) {
        const made = await baseQuery({
          url: `/create/checkpoint/${enc(gameId)}/create/`,
          method: 'POST',
          body: { game_id: gameId, trigger: 'publish', title: message || PUBLISHED_VERSION_TITLE, message: message || PUBLISHED_VERSION_TITLE },
        });
        if (made.error) return { error: made.error as FetchBaseQueryError };
        const published = await baseQuery({
          url: `/create/checkpoint/${enc(gameId)}/publish/`,
          method: 'POST',
          body: { checkpoint_id: (made.data as CheckpointWriteAnswer).checkpoint_id, publish_message: message },
        });
        if (published.error) return { error: published.error as FetchBaseQueryError };
        return { data: published.data as Published };
      },
      invalidatesTags: (_r, error, { gameId }) => (error ? [] : publishedTags(gameId)),
    }),
    unpublishGame: build.mutation<{ status: string }, string>({
      query: (gameId) => ({ url: `/create/checkpoint/${enc(gameId)}/unpublish/`, method: 'POST' }),
      invalidatesTags: (_r, error, gameId) => (error ? [] : publishedTags(gameId)),
    }),
  }),
});

export const { useGetPublishedStatusQuery, usePublishCheckpointMutation, usePublishCurrentVersionMutation, useUnpublishGameMutation } = publishingApi;
