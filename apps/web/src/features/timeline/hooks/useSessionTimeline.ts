import type { EntityState, RestoreSessionSaveAnswer, SessionSave } from '@tempest/contracts';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { clearStoredSession } from '../local/storedSession';
import { displayedCheckpoints } from '../branchGraph';
import {
  initialSessionTimelineState,
  newSaveBody,
  sessionTimelineReducer,
  TIMELINE_CHECKPOINT_RESTORED_EVENT,
  TIMELINE_ERRORS,
  timelineActions as a,
} from '../sessionTimelineState';
import {
  dataUrlToBlob,
  timelineError,
  useCreateSessionCheckpointMutation,
  useDeleteSessionCheckpointMutation,
  useGetSessionTimelineQuery,
  useReloadGameMutation,
  useRestoreSessionCheckpointMutation,
  useUploadCheckpointThumbnailMutation,
  useWatchSessionTimelineQuery,
} from '../timelineApi';

type Options = {
  gameId: string;
  sessionId: string | null;
  isPaused: boolean;
  setPaused: (paused: boolean) => void;
  /** The frame's latest entity state (what a new checkpoint saves). */
  entities: EntityState;
  /** A screenshot of the game frame as a data URL, or null (5 s by default). */
  captureScreenshot: (timeoutMs?: number) => Promise<string | null>;
  /** Starts the game again in a new session (the view's restart, as game:restart does). */
  restartGame: () => void;
};

/** ~60 ticks a second since the session started: the checkpoint's 'T{tick}'. */
const TICKS_PER_MS = 60 / 1000;

/** The session timeline of one game view (spec 3 §4 "Session timeline", "Branch panel and dock"). */
export function useSessionTimeline({ gameId, sessionId, isPaused, setPaused, entities, captureScreenshot, restartGame }: Options) {
  const [state, dispatch] = useReducer(sessionTimelineReducer, initialSessionTimelineState);
  const query = useGetSessionTimelineQuery({ sessionId: sessionId ?? '' }, { skip: !sessionId });
  const timeline = sessionId && query.data?.timeline.session_id === sessionId ? query.data.timeline : null;
  const lineageId = timeline?.lineage_id ?? null;
  useWatchSessionTimelineQuery({ sessionId: sessionId ?? '', lineageId: lineageId ?? '' }, { skip: !sessionId || !lineageId });
  const [create] = useCreateSessionCheckpointMutation();
  const [upload] = useUploadCheckpointThumbnailMutation();
  const [restoreCall] = useRestoreSessionCheckpointMutation();
  const [deleteCall] = useDeleteSessionCheckpointMutation();
  const [reload] = useReloadGameMutation();
  const [versionChoice, setVersionChoice] = useState<RestoreSessionSaveAnswer | null>(null);
  const startedAt = useRef(performance.now());

  useEffect(() => {
    startedAt.current = performance.now();
    dispatch(a.cleared());
  }, [sessionId]);
  useEffect(() => {
    if (timeline) dispatch(a.fetched(timeline));
  }, [timeline]);
  useEffect(() => {
    if (query.isError) dispatch(a.failed(timelineError(query.error, TIMELINE_ERRORS.fetch)));
  }, [query.isError, query.error]);

  const checkpoints = useMemo(() => timeline?.checkpoints ?? [], [timeline]);
  const displayed = useMemo(() => displayedCheckpoints(checkpoints, timeline?.main_path ?? []), [checkpoints, timeline]);

  /** Creates a checkpoint of the frame's state, then uploads its thumbnail (a failed upload is ignored). */
  const createCheckpoint = useCallback(
    async (label: string): Promise<string | null> => {
      if (!sessionId) return null;
      if (isPaused) {
        dispatch(a.failed(TIMELINE_ERRORS.paused));
        return TIMELINE_ERRORS.paused;
      }
      dispatch(a.captureStarted());
      const tick = Math.round((performance.now() - startedAt.current) * TICKS_PER_MS);
      const body = newSaveBody(state, timeline, { label, entities, tick });
      const shot = captureScreenshot();
      const answer = await create({ sessionId, body });
      if (answer.error) {
        const message = 'error' in answer.error && typeof answer.error.error === 'string' ? answer.error.error : TIMELINE_ERRORS.create;
        dispatch(a.failed(message));
        return message;
      }
      dispatch(a.created({ checkpoint: answer.data.checkpoint, preserveParent: answer.data.preserve_parent }));
      const dataUrl = await shot;
      const url = answer.data.checkpoint.thumbnail_upload_url;
      const image = dataUrl ? dataUrlToBlob(dataUrl) : null;
      if (image && url) void upload({ sessionId, checkpointId: answer.data.checkpoint.id, url, image });
      return null;
    },
    [sessionId, isPaused, state, timeline, entities, captureScreenshot, create, upload],
  );

  /** Restores the session to a checkpoint: pauses, sets the frame's state (ECS_INIT isRestore) and marks it active. */
  const restore = useCallback(
    async (checkpoint: SessionSave) => {
      if (!sessionId) return;
      dispatch(a.restoreStarted());
      setPaused(true);
      const answer = await restoreCall({ sessionId, body: { checkpoint_id: checkpoint.id, timecode_ms: checkpoint.timecode_ms, lineage_id: timeline?.lineage_id ?? null } });
      if (answer.error) {
        dispatch(a.failed(timelineError(answer.error, TIMELINE_ERRORS.restore)));
        return;
      }
      const restored = answer.data;
      dispatch(a.restored({ ...restored, checkpoint: restored.checkpoint }));
      window.dispatchEvent(
        new CustomEvent(TIMELINE_CHECKPOINT_RESTORED_EVENT, { detail: { gameId, checkpoint_id: checkpoint.id, ecs_state: restored.restored_state } }),
      );
      if (restored.game_version_changed) setVersionChoice(restored);
    },
    [sessionId, timeline, gameId, restoreCall, setPaused],
  );

  const remove = useCallback(
    async (checkpointId: string) => {
      if (!sessionId) return;
      const answer = await deleteCall({ sessionId, checkpointId });
      if (answer.error) dispatch(a.failed(timelineError(answer.error, TIMELINE_ERRORS.delete)));
      else dispatch(a.deleted(checkpointId));
    },
    [sessionId, deleteCall],
  );

  const clearAll = useCallback(async () => {
    for (const c of checkpoints) await remove(c.id);
    dispatch(a.cleared());
  }, [checkpoints, remove]);

  /** Restart: a forced-new reload (its failure ignored), then an empty timeline, no stored session, and the game restarted. */
  const restart = useCallback(async () => {
    await reload(gameId).catch(() => undefined);
    dispatch(a.cleared());
    clearStoredSession(gameId);
    restartGame();
  }, [gameId, reload, restartGame]);

  const showBranchPanel = useCallback(
    (show: boolean) => {
      dispatch(a.branchPanelShown(show));
      if (show) setPaused(true);
    },
    [setPaused],
  );

  return {
    state,
    timeline,
    checkpoints,
    displayed,
    loading: query.isLoading,
    createCheckpoint,
    restore,
    remove,
    clearAll,
    restart,
    showBranchPanel,
    versionChoice,
    closeVersionChoice: () => setVersionChoice(null),
  };
}

export type SessionTimelineView = ReturnType<typeof useSessionTimeline>;
