import type {
  CheckpointRollbackAnswer,
  CheckpointTimelineAnswer,
  CheckpointWriteAnswer,
  CreateCheckpointBody,
  RefundTurnAnswer,
} from '@tempest/contracts';
import { assetTagTypes } from '../../api/assetTags';
import { baseApi } from '../../api/baseApi';

/** Spec 3 §7 "Server checkpoints": the timeline's page size. */
export const TIMELINE_PAGE_SIZE = 50;

const enc = encodeURIComponent;
const route = (gameId: string, name: string) => `/create/checkpoint/${enc(gameId)}/${name}/`;

type CheckpointArgs = { gameId: string; checkpointId: string };

/**
 * The creator checkpoints of a game (docs/api-checkpoints.md). The timeline is read page by page (50, "Load
 * more" while has_more); every write, and the game room's `readmodel.updated { readModel: 'checkpoints' }`,
 * refetches the pages shown. A rollback moves the game's assets too, so it refetches their reads.
 */
export const checkpointsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCheckpointTimeline: build.infiniteQuery<CheckpointTimelineAnswer, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last, _all, offset) => (last.has_more ? offset + TIMELINE_PAGE_SIZE : undefined),
      },
      query: ({ queryArg: gameId, pageParam: offset }) => ({ url: route(gameId, 'timeline'), params: { limit: TIMELINE_PAGE_SIZE, offset } }),
      providesTags: ['Checkpoint'],
    }),
    createCheckpoint: build.mutation<CheckpointWriteAnswer, { gameId: string; body: CreateCheckpointBody }>({
      query: ({ gameId, body }) => ({ url: route(gameId, 'create'), method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Checkpoint']),
    }),
    toggleCheckpointStar: build.mutation<{ status: 'success'; is_starred: boolean }, CheckpointArgs & { isStarred: boolean }>({
      query: ({ gameId, checkpointId, isStarred }) => ({ url: route(gameId, 'toggle-star'), method: 'POST', body: { checkpoint_id: checkpointId, is_starred: isStarred } }),
      invalidatesTags: (_r, error) => (error ? [] : ['Checkpoint']),
    }),
    deleteCheckpoint: build.mutation<{ status: 'success' }, CheckpointArgs>({
      query: ({ gameId, checkpointId }) => ({ url: route(gameId, 'delete'), method: 'POST', body: { checkpoint_id: checkpointId } }),
      invalidatesTags: (_r, error) => (error ? [] : ['Checkpoint', 'Publication']),
    }),
    rollbackToCheckpoint: build.mutation<CheckpointRollbackAnswer, CheckpointArgs>({
      query: ({ gameId, checkpointId }) => ({
        url: route(gameId, 'rollback'),
        method: 'POST',
        body: { game_id: gameId, checkpoint_id: checkpointId, preserve_forward_history: true },
      }),
      invalidatesTags: (_r, error) => (error ? [] : ['Checkpoint', 'Publication', 'FrontendProject', ...assetTagTypes(null)]),
    }),
    refundTurn: build.mutation<RefundTurnAnswer, CheckpointArgs>({
      query: ({ gameId, checkpointId }) => ({ url: route(gameId, 'refund-turn'), method: 'POST', body: { checkpoint_id: checkpointId } }),
      invalidatesTags: (_r, error) => (error ? [] : ['Tokens']),
    }),
  }),
});

export const {
  useGetCheckpointTimelineInfiniteQuery,
  useCreateCheckpointMutation,
  useToggleCheckpointStarMutation,
  useDeleteCheckpointMutation,
  useRollbackToCheckpointMutation,
  useRefundTurnMutation,
} = checkpointsApi;
