import type {
  CreateSessionSaveAnswer,
  DeleteSessionSaveAnswer,
  CreateSessionSaveBody,
  RestoreSessionSaveAnswer,
  RestoreSessionSaveBody,
  LeanSessionTimelineAnswer,
  ThumbnailUploadAnswer,
} from '@tempest/contracts';
import { BRANCH_GRAPH_READ_MODEL, timelineRoom } from '@tempest/contracts';
import { isApiErrorBody } from '../../api/apiError';
import { baseApi, type Tag } from '../../api/baseApi';
import { ownWrites } from '../../api/ownWrites';
import { subscribeToRoom } from '../../api/socket';
import type { AppDispatch } from '../../app/hooks';
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
export const isCreateAnswer = (data: unknown): data is CreateSessionSaveAnswer =>
  typeof data === 'object' && data !== null && (data as { status?: unknown }).status === 'success' && typeof (data as { timeline?: unknown }).timeline === 'object' && (data as { timeline?: unknown }).timeline !== null;

type SessionArgs = { sessionId: string };
const timelineTags = (sessionId: string): Tag[] => [{ type: 'SessionTimeline', id: sessionId }];
type Positioned = { position: string | null };
// The server holds a minPosition read until the branch graph includes the write (at most 5 s).
const CATCH_UP_TIMEOUT_MS = 15_000;
/**
 * The views read the lean list (the fields they draw: about a third of the bytes) and its newest page of
 * 500, which is every save of a timeline (a lineage holds at most 500); a longer one, recorded before that
 * bound, shows its newest 500 (docs/api-timeline.md, Branch graph reads).
 */
const LIST = { lean: 'true', limit: '500' };

/**
 * A play session's timeline (docs/api-timeline.md): read, create, thumbnail, restore, delete (a restart is
 * the game view's forced-new start, which carries the save history on). Writes never just invalidate: the create answer carries the timeline, and the others
 * re-read it at their write's position, so the panel shows the user's own change at once.
 */
export const timelineApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSessionTimeline: build.query<LeanSessionTimelineAnswer, SessionArgs>({
      query: ({ sessionId }) => ({ url: `/play/timeline/${enc(sessionId)}/checkpoints/`, params: LIST }),
      providesTags: (_r, _e, { sessionId }) => [{ type: 'SessionTimeline', id: sessionId }],
    }),
    // Internal: the same timeline, held back by the server until it reflects `minPosition`.
    getSessionTimelineAt: build.query<LeanSessionTimelineAnswer, SessionArgs & { minPosition: string }>({
      query: ({ sessionId, minPosition }) => ({ url: `/play/timeline/${enc(sessionId)}/checkpoints/`, params: { ...LIST, minPosition }, timeout: CATCH_UP_TIMEOUT_MS }),
      keepUnusedDataFor: 0,
    }),
    createSessionCheckpoint: build.mutation<CreateSessionSaveAnswer, { sessionId: string; body: CreateSessionSaveBody }>({
      async queryFn({ sessionId, body }, { dispatch }, _extra, send) {
        const written = ownWrites.begin();
        const result = await send({ url: `/play/timeline/${enc(sessionId)}/checkpoints/create/`, method: 'POST', body });
        if (result.error || !isCreateAnswer(result.data)) {
          written();
          return { error: { status: 'CUSTOM_ERROR', error: result.error ? timelineError(result.error, TIMELINE_ERRORS.create) : TIMELINE_ERRORS.invalid } };
        }
        const answer = result.data;
        dispatch(timelineApi.util.upsertQueryData('getSessionTimeline', { sessionId }, { status: 'success', timeline: answer.timeline, error: null, caughtUp: true }));
        // The room's message for this save is then skipped: the answer carried the timeline.
        written({ tags: timelineTags(sessionId), position: answer.position });
        return { data: answer };
      },
    }),
    uploadCheckpointThumbnail: build.mutation<ThumbnailUploadAnswer, { sessionId: string; checkpointId: string; url: string; image: Blob }>({
      query: ({ url, image }) => {
        const form = new FormData();
        form.append('thumbnail', image, 'thumbnail.jpg');
        return { url, method: 'POST', body: form };
      },
      async onQueryStarted({ sessionId, checkpointId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(timelineApi.util.updateQueryData('getSessionTimeline', { sessionId }, (draft) => {
          const checkpoint = draft.timeline.checkpoints.find((c) => c.id === checkpointId);
          if (checkpoint) checkpoint.thumbnail_url = data.thumbnail_url;
        }));
      },
    }),
    restoreSessionCheckpoint: build.mutation<RestoreSessionSaveAnswer, { sessionId: string; body: RestoreSessionSaveBody }>({
      query: ({ sessionId, body }) => ({ url: `/play/timeline/${enc(sessionId)}/restore/`, method: 'POST', body }),
      onQueryStarted: ({ sessionId }, { dispatch, queryFulfilled }) => readAtPosition(sessionId, queryFulfilled, dispatch),
    }),
    deleteSessionCheckpoint: build.mutation<DeleteSessionSaveAnswer, { sessionId: string; checkpointId: string }>({
      query: ({ checkpointId }) => ({ url: `/play/timeline/checkpoints/${enc(checkpointId)}/delete/`, method: 'DELETE' }),
      onQueryStarted: ({ sessionId }, { dispatch, queryFulfilled }) => readAtPosition(sessionId, queryFulfilled, dispatch),
    }),
    /**
     * The timeline's room (`timeline:<lineage>`, its player's and the game's creator's): while a view holds
     * this query, another tab's (or the player's, for the creator) save, restore, delete or reload re-reads
     * this session's timeline, so the dock and the branch panel follow without polling. This tab's own
     * writes are skipped (ownWrites): their answers already refreshed it. The query carries no data.
     */
    watchSessionTimeline: build.query<true, { sessionId: string; lineageId: string }>({
      queryFn: () => ({ data: true }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded({ sessionId, lineageId }, { dispatch, cacheDataLoaded, cacheEntryRemoved }) {
        const invalidate = (tags: readonly Tag[]) => dispatch(timelineApi.util.invalidateTags([...tags]));
        const leave = subscribeToRoom(timelineRoom(lineageId), {
          onMessage: (message) => {
            if (message.readModel === BRANCH_GRAPH_READ_MODEL && message.id === lineageId) ownWrites.deliver(message.position, timelineTags(sessionId), invalidate);
          },
          // Changes made before a (re)join sent no message.
          onJoined: () => invalidate(timelineTags(sessionId)),
        });
        try {
          await cacheDataLoaded;
        } catch {
          // Removed before it loaded.
        }
        await cacheEntryRemoved;
        leave();
      },
    }),
  }),
});

/** After a write: the timeline as of its position replaces the cached one (and the room's message for it is skipped). */
async function readAtPosition(sessionId: string, written: Promise<{ data: Positioned }>, dispatch: AppDispatch) {
  const end = ownWrites.begin();
  const answer = await written.then(({ data }) => data).catch(() => null);
  end(answer?.position ? { tags: timelineTags(sessionId), position: answer.position } : undefined);
  if (!answer?.position) return;
  const read = dispatch(timelineApi.endpoints.getSessionTimelineAt.initiate({ sessionId, minPosition: answer.position }, { forceRefetch: true }));
  try {
    const fresh = await read.unwrap();
    dispatch(timelineApi.util.upsertQueryData('getSessionTimeline', { sessionId }, fresh));
  } catch {
    dispatch(timelineApi.util.invalidateTags([{ type: 'SessionTimeline', id: sessionId }]));
  } finally {
    read.unsubscribe();
  }
}

export const {
  useGetSessionTimelineQuery,
  useCreateSessionCheckpointMutation,
  useUploadCheckpointThumbnailMutation,
  useRestoreSessionCheckpointMutation,
  useDeleteSessionCheckpointMutation,
  useWatchSessionTimelineQuery,
} = timelineApi;

/** A base64 data URL (the frame's screenshot) as a Blob to upload, without fetch (the page's CSP limits connect-src). */
export function dataUrlToBlob(dataUrl: string): Blob | null {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const bytes = Uint8Array.from(atob(match[2]), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: match[1] });
}
