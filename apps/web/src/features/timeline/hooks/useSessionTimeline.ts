import type { EntityState, RestoreSessionSaveAnswer, LeanSessionSave } from '@tempest/contracts';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { byTimecode, displayedCheckpoints } from '../branchGraph';
import { checkpointLabel } from '../timelineFormat';
import {
  clockRunning,
  clockSetTo,
  initialSessionTimelineState,
  playTimeAt,
  STOPPED_CLOCK,
  type PlayClock,
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
  useRestoreSessionCheckpointMutation,
  useUploadCheckpointThumbnailMutation,
  useWatchSessionTimelineQuery,
} from '../timelineApi';

type Options = {
  gameId: string;
  sessionId: string | null;
  isPaused: boolean;
  /** The game runs in the frame (its play time counts while it runs and is not paused). */
  ready: boolean;
  setPaused: (paused: boolean) => void;
  /** The frame's latest entity state (what a new checkpoint saves). */
  entities: EntityState;
  /** A screenshot of the game frame as a data URL, or null (5 s by default). */
  captureScreenshot: (timeoutMs?: number) => Promise<string | null>;
  /** Starts the game again in a new session (the view's restart, as game:restart does). */
  restartGame: () => void;
};

/** What a save holds, taken when the player asks to save (the game then pauses while they name it). */
export type SaveSnapshot = { entities: EntityState; playTimeMs: number };

/** Clear All waits this long (its Undo offered meanwhile) before the saves are deleted. */
export const CLEAR_ALL_UNDO_MS = 10_000;

/** Saves cleared but not yet deleted: Undo brings them back. */
export type PendingClear = { ids: string[]; labels: string[] };

/** Play since the last save, restore or start, in ms, above which Restart asks first (that play is not kept). */
const UNSAVED_PLAY_MS = 1000;

/** The session timeline of one game view (spec 3 §4 "Session timeline", "Branch panel and dock"). */
export function useSessionTimeline({ gameId, sessionId, isPaused, ready, setPaused, entities, captureScreenshot, restartGame }: Options) {
  const [state, dispatch] = useReducer(sessionTimelineReducer, initialSessionTimelineState);
  const query = useGetSessionTimelineQuery({ sessionId: sessionId ?? '' }, { skip: !sessionId });
  const timeline = sessionId && query.data?.timeline.session_id === sessionId ? query.data.timeline : null;
  const lineageId = timeline?.lineage_id ?? null;
  useWatchSessionTimelineQuery({ sessionId: sessionId ?? '', lineageId: lineageId ?? '' }, { skip: !sessionId || !lineageId });
  const [create] = useCreateSessionCheckpointMutation();
  const [upload] = useUploadCheckpointThumbnailMutation();
  const [restoreCall] = useRestoreSessionCheckpointMutation();
  const [deleteCall] = useDeleteSessionCheckpointMutation();
  const [versionChoice, setVersionChoice] = useState<RestoreSessionSaveAnswer | null>(null);
  // The game's play time (the dock's clock, a save's time), and the play time of the last save or restore.
  const [clock, setClock] = useState<PlayClock>(STOPPED_CLOCK);
  const lastKept = useRef(0);
  const running = ready && !isPaused && sessionId !== null;

  useEffect(() => {
    dispatch(a.cleared());
    setClock(STOPPED_CLOCK);
    lastKept.current = 0;
  }, [sessionId]);
  useEffect(() => setClock((c) => clockRunning(c, running, performance.now())), [running, sessionId]);
  useEffect(() => {
    if (timeline) dispatch(a.fetched(timeline));
  }, [timeline]);
  useEffect(() => {
    if (query.isError) dispatch(a.failed(timelineError(query.error, TIMELINE_ERRORS.fetch)));
  }, [query.isError, query.error]);

  // Saves a Clear All is about to delete (its Undo still offered) are hidden already.
  const [pendingClear, setPendingClear] = useState<(PendingClear & { timer: ReturnType<typeof setTimeout>; run: () => void }) | null>(null);
  const hidden = useMemo(() => new Set(pendingClear?.ids ?? []), [pendingClear]);
  const checkpoints = useMemo(() => (timeline?.checkpoints ?? []).filter((c) => !hidden.has(c.id)), [timeline, hidden]);
  const displayed = useMemo(() => displayedCheckpoints(checkpoints, timeline?.main_path ?? []), [checkpoints, timeline]);
  /** Every save of the player's save history, oldest first ("Your saves"; the dots show the main path). */
  const allSaves = useMemo(() => byTimecode(checkpoints), [checkpoints]);

  /** What a save made now holds; refused while paused (spec 3 §5: the game's state is the frame's, which a pause holds back). */
  const snapshot = useCallback((): SaveSnapshot | string => {
    if (isPaused) return TIMELINE_ERRORS.paused;
    return { entities, playTimeMs: playTimeAt(clock, performance.now()) };
  }, [isPaused, entities, clock]);

  /** Creates a save of a snapshot, then uploads its thumbnail (a failed upload is ignored). */
  const createCheckpoint = useCallback(
    async (label: string, taken: SaveSnapshot): Promise<string | null> => {
      if (!sessionId) return null;
      dispatch(a.captureStarted());
      const body = newSaveBody(state, timeline, { label, entities: taken.entities, playTimeMs: taken.playTimeMs });
      const shot = captureScreenshot();
      const answer = await create({ sessionId, body });
      if (answer.error) {
        const message = 'error' in answer.error && typeof answer.error.error === 'string' ? answer.error.error : TIMELINE_ERRORS.create;
        dispatch(a.failed(message));
        return message;
      }
      dispatch(a.created({ checkpoint: answer.data.checkpoint, preserveParent: answer.data.preserve_parent }));
      lastKept.current = taken.playTimeMs;
      const dataUrl = await shot;
      const url = answer.data.checkpoint.thumbnail_upload_url;
      const image = dataUrl ? dataUrlToBlob(dataUrl) : null;
      if (image && url) void upload({ sessionId, checkpointId: answer.data.checkpoint.id, url, image });
      return null;
    },
    [sessionId, state, timeline, captureScreenshot, create, upload],
  );

  /** Restores the session to a checkpoint: pauses, sets the frame's state (ECS_INIT isRestore) and marks it active. */
  const restore = useCallback(
    async (checkpoint: LeanSessionSave) => {
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
      setClock((c) => clockSetTo(c, checkpoint.timecode_ms, performance.now()));
      lastKept.current = checkpoint.timecode_ms;
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

  /**
   * Clear All: the saves are hidden at once and deleted after CLEAR_ALL_UNDO_MS, unless Undo brings them
   * back first (the server keeps every save until then). `alsoLocal` clears this browser's saves with them.
   */
  const clearAll = useCallback(
    (alsoLocal?: () => Promise<void>) => {
      const ids = checkpoints.map((c) => c.id);
      const run = () => {
        setPendingClear(null);
        void (async () => {
          for (const id of ids) await remove(id);
          await alsoLocal?.().catch(() => undefined);
        })();
      };
      setPendingClear({ ids, labels: allSaves.map(checkpointLabel), timer: setTimeout(run, CLEAR_ALL_UNDO_MS), run });
    },
    [checkpoints, allSaves, remove],
  );
  const undoClear = useCallback(() => {
    setPendingClear((pending) => {
      if (pending) clearTimeout(pending.timer);
      return null;
    });
  }, []);
  // Leaving the view before the Undo ran out: the clear happens now.
  const pendingRef = useRef(pendingClear);
  useEffect(() => {
    pendingRef.current = pendingClear;
  });
  useEffect(
    () => () => {
      const pending = pendingRef.current;
      if (!pending) return;
      clearTimeout(pending.timer);
      pending.run();
    },
    [],
  );

  /** Play since the last save, restore or start that a restart would not keep (ms). */
  const unsavedPlayMs = useCallback(() => Math.max(0, playTimeAt(clock, performance.now()) - lastKept.current), [clock]);
  /** Whether Restart should ask first: it would drop play no save holds. */
  const restartAsks = useCallback(() => unsavedPlayMs() >= UNSAVED_PLAY_MS, [unsavedPlayMs]);

  /**
   * Restart: one new session of the game from its start, which carries on this save history (the server
   * gives a new session the player's lineage): every save stays in the dock and "Your saves".
   */
  const restart = useCallback(() => {
    dispatch(a.cleared());
    restartGame();
  }, [restartGame]);

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
    allSaves,
    loading: query.isLoading,
    clock,
    snapshot,
    createCheckpoint,
    restore,
    remove,
    clearAll,
    pendingClear: pendingClear && { ids: pendingClear.ids, labels: pendingClear.labels },
    undoClear,
    restart,
    restartAsks,
    showBranchPanel,
    versionChoice,
    closeVersionChoice: () => setVersionChoice(null),
  };
}

export type SessionTimelineView = ReturnType<typeof useSessionTimeline>;
