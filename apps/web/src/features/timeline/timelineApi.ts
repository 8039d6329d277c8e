import type {
  CreateSessionCheckpointAnswer,
  CreateSessionCheckpointBody,
  ReloadGameAnswer,
  RestoreSessionCheckpointAnswer,
  RestoreSessionCheckpointBody,
  SessionTimelineAnswer,
  ThumbnailUploadAnswer,
} from '@tempest/contracts';
import { isApiErrorBody } from '../../api/apiError';
import { baseApi } from '../../api/baseApi';
import { TIMELINE_ERRORS } from './sessionTimelineState';

const enc = encodeURIComponent;

/** Spec 3 §8: the server's error field, else the call's own message. */
export function timelineError(error: unknown, fallback: string): string {
  const data = typeof error === 'object' && error !== null && 'data' in error ? (error as { data: unknown }).data : undefined;
  if (isApiErrorBody(data)) return data.error;
  if (typeof data === 'object' && data !== null && typeof (data as { error?: unknown }).error === 'string') return (data as { error: string }).error;
  return fallback;
}

/** A create answer must say success and carry a timeline (spec 3 §5). */
export const isCreateAnswer = (data: unknown): data is CreateSessionCheckpointAnswer =>
  typeof data === 'object' && data !== null && (data as { status?: unknown }).status === 'success' && typeof (data as { timeline?: unknown }).timeline === 'object' && (data as { timeline?: unknown }).timeline !== null;

type SessionArgs = { sessionId: string; lineageId?: string | null };

/** A play session's timeline (docs/api-timeline.md): read, create, thumbnail, restore, delete, and the forced-new reload. */
export const timelineApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSessionTimeline: build.query<SessionTimelineAnswer, SessionArgs>({
      query: ({ sessionId, lineageId }) => ({
        url: `/play/timeline/${enc(sessionId)}/checkpoints/`,
        params: { include_state: false, ...(lineageId ? { lineage_id: lineageId } : {}) },
      }),
      providesTags: (_r, _e, { sessionId }) => [{ type: 'SessionTimeline', id: sessionId }],
    }),
    createSessionCheckpoint: build.mutation<CreateSessionCheckpointAnswer, { sessionId: string; body: CreateSessionCheckpointBody }>({
      async queryFn({ sessionId, body }, _api, _extra, send) {
        const result = await send({ url: `/play/timeline/${enc(sessionId)}/checkpoints/create/`, method: 'POST', body });
        if (result.error) return { error: { status: 'CUSTOM_ERROR', error: timelineError(result.error, TIMELINE_ERRORS.create) } };
        if (!isCreateAnswer(result.data)) return { error: { status: 'CUSTOM_ERROR', error: TIMELINE_ERRORS.invalid } };
        return { data: result.data };
      },
      invalidatesTags: (_r, error, { sessionId }) => (error ? [] : [{ type: 'SessionTimeline', id: sessionId }]),
    }),
    uploadCheckpointThumbnail: build.mutation<ThumbnailUploadAnswer, { sessionId: string; url: string; image: Blob }>({
      query: ({ url, image }) => {
        const form = new FormData();
        form.append('thumbnail', image, 'thumbnail.jpg');
        return { url, method: 'POST', body: form };
      },
      invalidatesTags: (_r, error, { sessionId }) => (error ? [] : [{ type: 'SessionTimeline', id: sessionId }]),
    }),
    restoreSessionCheckpoint: build.mutation<RestoreSessionCheckpointAnswer, { sessionId: string; body: RestoreSessionCheckpointBody }>({
      query: ({ sessionId, body }) => ({ url: `/play/timeline/${enc(sessionId)}/restore/`, method: 'POST', body }),
      invalidatesTags: (_r, error, { sessionId }) => (error ? [] : [{ type: 'SessionTimeline', id: sessionId }]),
    }),
    deleteSessionCheckpoint: build.mutation<{ status: 'success' }, { sessionId: string; checkpointId: string }>({
      query: ({ checkpointId }) => ({ url: `/play/timeline/checkpoints/${enc(checkpointId)}/delete/`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { sessionId }) => [{ type: 'SessionTimeline', id: sessionId }],
    }),
    reloadGame: build.mutation<ReloadGameAnswer, string>({
      query: (gameId) => ({ url: `/play/game/${enc(gameId)}/reload/`, method: 'POST', params: { force_new: true } }),
    }),
  }),
});

export const {
  useGetSessionTimelineQuery,
  useCreateSessionCheckpointMutation,
  useUploadCheckpointThumbnailMutation,
  useRestoreSessionCheckpointMutation,
  useDeleteSessionCheckpointMutation,
  useReloadGameMutation,
} = timelineApi;

/** A data URL (the frame's screenshot) as a Blob to upload. */
export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  return (await fetch(dataUrl)).blob();
}
