import type { EntityState } from '@tempest/game-sdk/protocol';
import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector, type RootState } from '../../../app/hooks';
import {
  clearSaves,
  dataUrlToBlob,
  deleteSave as deleteStored,
  listSaves,
  pruneSaves,
  putSave,
} from './localSaveDb';
import {
  bigCheckpointCreated,
  bigCheckpointDeleted,
  bigCheckpointsLoaded,
  CHECKPOINT_RESTORED_EVENT,
  checkpointCreationStarted,
  checkpointRestored,
  LOCAL_TIMELINE_ERRORS,
  LOCAL_TIMELINE_LIMITS,
  quickCheckpointLabel,
  selectLocalTimeline,
  stateRecorded,
  timecodeAt,
  timelineCleared,
  timelineContextSet,
  timelineFailed,
  timelinePaused,
  timelinePlayed,
  type BigSave,
  type RestoredLocalSave,
  type RestoreTarget,
} from './localTimeline';

/** Spec 2 "Game session flow" 7: the 'Game Start' checkpoint, 1.5 s after READY, a 3 s screenshot wait, saved 100 ms later. */
export const GAME_START = {
  label: 'Game Start',
  delayMs: 1500,
  screenshotTimeoutMs: 3000,
  saveDelayMs: 100,
} as const;

/** Detail of the 'checkpoint:restored' window event the local timeline fires. */
export type LocalRestoreDetail = RestoredLocalSave & { gameId: string };

type Options = {
  gameId: string;
  sessionId: string | null;
  /** The mounted frame posted READY. */
  ready: boolean;
  frameKey: string;
  /** The view's current entities (a new big checkpoint saves them). */
  entities: EntityState;
  isPaused: boolean;
  /** Pauses the game view and its frame (a restore pauses). */
  setPaused: (paused: boolean) => void;
  /** A screenshot of the game frame as a data URL, or null (no frame, an error, no answer in `timeoutMs`; its default without one). */
  captureScreenshot: (timeoutMs?: number) => Promise<string | null>;
};

type CreateOptions = { screenshotTimeoutMs?: number; saveDelayMs?: number };

const newId = (): string => crypto.randomUUID();
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const revoke = (url: string | null) => {
  if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
};

/**
 * The browser-local timeline of a game view (docs/web-timeline.md): records STATE_UPDATEs as micro checkpoints,
 * makes the 'Game Start' checkpoint, keeps big checkpoints in IndexedDB, and restores (pausing, sending the
 * state to the frame through the 'checkpoint:restored' window event).
 */
export function useLocalTimeline({ gameId, sessionId, ready, frameKey, entities, isPaused, setPaused, captureScreenshot }: Options) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const timeline = useAppSelector(selectLocalTimeline);
  const current = useCallback(() => selectLocalTimeline(store.getState()), [store]);
  const latest = useRef({ entities, setPaused, captureScreenshot });
  useEffect(() => {
    latest.current = { entities, setPaused, captureScreenshot };
  });

  // A session of a game: its context, and the game's stored big checkpoints (read once).
  useEffect(() => {
    if (sessionId === null) return;
    dispatch(timelineContextSet({ gameId, sessionId, now: Date.now() }));
    if (current().loaded) return;
    let cancelled = false;
    listSaves(gameId).then(
      (stored) => {
        if (!cancelled) dispatch(bigCheckpointsLoaded(stored));
      },
      () => {
        if (cancelled) return;
        dispatch(bigCheckpointsLoaded([]));
        dispatch(timelineFailed(LOCAL_TIMELINE_ERRORS.load));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [gameId, sessionId, dispatch, current]);

  // The game's pause is the timeline's: time runs only while playing.
  useEffect(() => {
    dispatch(isPaused ? timelinePaused({ now: Date.now() }) : timelinePlayed({ now: Date.now() }));
  }, [isPaused, dispatch]);

  // STATE_UPDATE: at most one per 100 ms; the last state of a burst is recorded when the interval ends.
  const throttle = useRef<{
    sentAt: number;
    pending: EntityState | null;
    timer: ReturnType<typeof setTimeout> | null;
  }>({
    sentAt: 0,
    pending: null,
    timer: null,
  });
  const send = useCallback(
    (state: EntityState) => {
      const now = Date.now();
      throttle.current.sentAt = now;
      dispatch(stateRecorded({ entities: state, now, id: newId() }));
    },
    [dispatch],
  );
  const record = useCallback(
    (state: EntityState) => {
      const t = throttle.current;
      const wait = LOCAL_TIMELINE_LIMITS.microCheckpointIntervalMs - (Date.now() - t.sentAt);
      if (wait <= 0 && t.timer === null) return send(state);
      t.pending = state;
      t.timer ??= setTimeout(
        () => {
          t.timer = null;
          const pending = t.pending;
          t.pending = null;
          if (pending) send(pending);
        },
        Math.max(0, wait),
      );
    },
    [send],
  );
  useEffect(() => () => clearTimeout(throttle.current.timer ?? undefined), []);

  /** Captures a screenshot, makes a big checkpoint of the current entities, saves it with its thumbnail, prunes. */
  const creating = useRef(false);
  const createCheckpoint = useCallback(
    async (label?: string, options: CreateOptions = {}): Promise<BigSave | null> => {
      if (creating.current || current().isCreating) return null;
      creating.current = true;
      dispatch(checkpointCreationStarted());
      try {
        const dataUrl = await latest.current.captureScreenshot(options.screenshotTimeoutMs);
        const now = Date.now();
        const id = newId();
        dispatch(
          bigCheckpointCreated({
            id,
            timestamp: now,
            label: label ?? quickCheckpointLabel(new Date(now)),
            state: latest.current.entities,
            created_at: new Date(now).toISOString(),
            thumbnail_url: dataUrl,
            now,
          }),
        );
        const checkpoint = current().bigCheckpoints.find((c) => c.id === id) ?? null;
        if (!checkpoint) return null;
        if (options.saveDelayMs) await delay(options.saveDelayMs);
        try {
          await putSave(checkpoint, dataUrl ? dataUrlToBlob(dataUrl) : null);
        } catch {
          dispatch(timelineFailed(LOCAL_TIMELINE_ERRORS.save));
          throw new Error(LOCAL_TIMELINE_ERRORS.save);
        }
        try {
          await pruneSaves(gameId);
        } catch {
          dispatch(timelineFailed(LOCAL_TIMELINE_ERRORS.prune));
          throw new Error(LOCAL_TIMELINE_ERRORS.prune);
        }
        return checkpoint;
      } finally {
        creating.current = false;
      }
    },
    [gameId, dispatch, current],
  );

  // 'Game Start': 1.5 s after the frame is ready, unless the game has one.
  const loaded = timeline.loaded && timeline.settings.gameId === gameId;
  useEffect(() => {
    if (!ready || !loaded || sessionId === null) return;
    if (current().bigCheckpoints.some((c) => c.label === GAME_START.label)) return;
    const timer = setTimeout(() => {
      if (current().bigCheckpoints.some((c) => c.label === GAME_START.label)) return;
      createCheckpoint(GAME_START.label, {
        screenshotTimeoutMs: GAME_START.screenshotTimeoutMs,
        saveDelayMs: GAME_START.saveDelayMs,
      }).catch(() => {
        // The error is in the timeline's state; the game plays on.
      });
    }, GAME_START.delayMs);
    return () => clearTimeout(timer);
  }, [ready, loaded, sessionId, frameKey, current, createCheckpoint]);

  /** Restores (pausing the game) and announces 'checkpoint:restored'; throws the spec's error. */
  const restoring = useRef(false);
  const restore = useCallback(
    (target: RestoreTarget): RestoredLocalSave | null => {
      if (restoring.current) return null;
      restoring.current = true;
      try {
        dispatch(checkpointRestored({ target, now: Date.now() }));
        const { restored, error } = current();
        if (!restored) throw new Error(error ?? LOCAL_TIMELINE_ERRORS.checkpointNotFound);
        latest.current.setPaused(true);
        const detail: LocalRestoreDetail = { gameId, ...restored };
        window.dispatchEvent(new CustomEvent(CHECKPOINT_RESTORED_EVENT, { detail }));
        return restored;
      } finally {
        restoring.current = false;
      }
    },
    [gameId, dispatch, current],
  );

  const deleteCheckpoint = useCallback(
    async (id: string): Promise<void> => {
      const checkpoint = current().bigCheckpoints.find((c) => c.id === id);
      dispatch(bigCheckpointDeleted(id));
      revoke(checkpoint?.thumbnail_url ?? null);
      try {
        await deleteStored(id);
      } catch {
        dispatch(timelineFailed(LOCAL_TIMELINE_ERRORS.delete));
        throw new Error(LOCAL_TIMELINE_ERRORS.delete);
      }
    },
    [dispatch, current],
  );

  /** Delete-all (after the UI's confirmation): clears the timeline, then the game's stored checkpoints. */
  const deleteAll = useCallback(async (): Promise<void> => {
    const all = current().bigCheckpoints;
    dispatch(timelineCleared());
    for (const checkpoint of all) revoke(checkpoint.thumbnail_url);
    try {
      await clearSaves(gameId);
    } catch {
      dispatch(timelineFailed(LOCAL_TIMELINE_ERRORS.delete));
      throw new Error(LOCAL_TIMELINE_ERRORS.delete);
    }
  }, [gameId, dispatch, current]);

  const live = timeline.settings.gameId === gameId;
  return {
    /** Sorted by timecode; thumbnail_url is a data or object URL (or null). */
    bigCheckpoints: live ? timeline.bigCheckpoints : NONE,
    /** In recording order; each has id, timecode_ms and bigCheckpointId. */
    microCheckpoints: live ? timeline.microCheckpoints : NO_MICROS,
    activeBigCheckpointId: live ? timeline.activeBigCheckpointId : null,
    /** The game time now (ms); it runs only while playing. */
    timecodeNow: useCallback(() => timecodeAt(current(), Date.now()), [current]),
    isCreating: timeline.isCreating,
    error: live ? timeline.error : null,
    record,
    createCheckpoint,
    restore,
    deleteCheckpoint,
    deleteAll,
  };
}

const NONE: BigSave[] = [];
const NO_MICROS: ReturnType<typeof selectLocalTimeline>['microCheckpoints'] = [];

export type LocalTimelineApi = ReturnType<typeof useLocalTimeline>;
