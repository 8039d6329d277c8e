import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  PENDING_BRANCH_USE_COUNT,
  TIMELINE_DEFAULT_DURATION_MS,
  type CreateSessionSaveBody,
  type EntityState,
  type LeanSessionSave,
  type LeanSessionTimeline,
} from '@tempest/contracts';

/** Broadcast after a server restore (spec 3 §4); its detail carries `ecs_state`, and the game view sends ECS_INIT isRestore. */
export const TIMELINE_CHECKPOINT_RESTORED_EVENT = 'timeline:checkpoint_restored';

/** Spec 3 §8 "Session timeline". */
export const TIMELINE_ERRORS = {
  fetch: 'Failed to fetch checkpoints',
  create: 'Failed to create checkpoint',
  restore: 'Failed to restore checkpoint',
  delete: 'Failed to delete checkpoint',
  paused: 'Cannot create checkpoint while game is paused',
  invalid: 'Invalid timeline payload received from server',
} as const;

/**
 * The dock's share of spec 3 "Session timeline state" (one game view's, kept with useReducer). Checkpoints,
 * main path and root are server data (RTK Query); isPaused is the game view's.
 */
export type SessionTimelineState = {
  activeCheckpointId: string | null;
  pendingBranchParentId: string | null;
  pendingBranchUseCount: number;
  currentTime: number;
  duration: number;
  isSeeking: boolean;
  isCapturingScreenshot: boolean;
  error: string | null;
  lastRestoreSync: { runner_synced: boolean; runner_sync_error: string | null; runner_entity_count: number } | null;
  canResume: boolean;
  showBranchPanel: boolean;
};

export const initialSessionTimelineState: SessionTimelineState = {
  activeCheckpointId: null,
  pendingBranchParentId: null,
  pendingBranchUseCount: 0,
  currentTime: 0,
  duration: TIMELINE_DEFAULT_DURATION_MS,
  isSeeking: false,
  isCapturingScreenshot: false,
  error: null,
  lastRestoreSync: null,
  canResume: true,
  showBranchPanel: false,
};

export const sessionTimelineSlice = createSlice({
  name: 'sessionTimeline',
  initialState: initialSessionTimelineState,
  reducers: {
    /** A fetched timeline: the active checkpoint defaults to the last on the main path (spec 3 §4 "Session timeline"). */
    fetched(state, action: PayloadAction<Pick<LeanSessionTimeline, 'checkpoints' | 'main_path'>>) {
      const { checkpoints, main_path } = action.payload;
      const ids = new Set(checkpoints.map((c) => c.id));
      if (state.activeCheckpointId === null || !ids.has(state.activeCheckpointId)) {
        state.activeCheckpointId = main_path.filter((id) => ids.has(id)).at(-1) ?? null;
        state.currentTime = checkpoints.find((c) => c.id === state.activeCheckpointId)?.timecode_ms ?? 0;
      }
      if (state.pendingBranchParentId !== null && !ids.has(state.pendingBranchParentId)) {
        state.pendingBranchParentId = null;
        state.pendingBranchUseCount = 0;
      }
      state.error = null;
    },
    captureStarted(state) {
      state.isCapturingScreenshot = true;
      state.error = null;
    },
    /** Manual and error checkpoints move the time and become active; a preserved parent is used once more. */
    created(state, action: PayloadAction<{ checkpoint: LeanSessionSave; preserveParent: boolean }>) {
      const { checkpoint, preserveParent } = action.payload;
      state.isCapturingScreenshot = false;
      if (checkpoint.type === 'manual' || checkpoint.type === 'error') {
        state.currentTime = checkpoint.timecode_ms;
        state.activeCheckpointId = checkpoint.id;
      }
      if (preserveParent && state.pendingBranchUseCount > 1) {
        state.pendingBranchUseCount -= 1;
      } else {
        state.pendingBranchParentId = null;
        state.pendingBranchUseCount = 0;
      }
    },
    restoreStarted(state) {
      state.isSeeking = true;
      state.error = null;
    },
    /** The restored checkpoint is active, sets the time, and is the parent of the next few checkpoints. */
    restored(state, action: PayloadAction<{ checkpoint: LeanSessionSave; runner_synced: boolean; runner_sync_error: string | null; runner_entity_count: number }>) {
      const { checkpoint, runner_synced, runner_sync_error, runner_entity_count } = action.payload;
      state.isSeeking = false;
      state.activeCheckpointId = checkpoint.id;
      state.currentTime = checkpoint.timecode_ms;
      state.pendingBranchParentId = checkpoint.id;
      state.pendingBranchUseCount = PENDING_BRANCH_USE_COUNT;
      state.lastRestoreSync = { runner_synced, runner_sync_error, runner_entity_count };
      state.canResume = runner_synced;
    },
    failed(state, action: PayloadAction<string>) {
      state.isSeeking = false;
      state.isCapturingScreenshot = false;
      state.error = action.payload;
    },
    deleted(state, action: PayloadAction<string>) {
      if (state.activeCheckpointId === action.payload) state.activeCheckpointId = null;
      if (state.pendingBranchParentId === action.payload) {
        state.pendingBranchParentId = null;
        state.pendingBranchUseCount = 0;
      }
    },
    branchPanelShown(state, action: PayloadAction<boolean>) {
      state.showBranchPanel = action.payload;
    },
    /** Restart or Clear All: a new session starts with an empty timeline. */
    cleared(state) {
      return { ...initialSessionTimelineState, showBranchPanel: state.showBranchPanel };
    },
  },
});

export const timelineActions = sessionTimelineSlice.actions;
export const sessionTimelineReducer = sessionTimelineSlice.reducer;

/**
 * The body of a new save: its time is the game's real play time when it was made (not the spec's synthetic
 * latest + 10000 ms: issue 30); its parent the restored save waiting to be branched from (used once: the
 * saves after it chain, each the child of the one before), else the active save, the last on the main path,
 * the last listed.
 */
export function newSaveBody(
  state: SessionTimelineState,
  timeline: Pick<LeanSessionTimeline, 'checkpoints' | 'main_path' | 'lineage_id'> | null,
  { label, entities, playTimeMs }: { label: string; entities: EntityState; playTimeMs: number },
): CreateSessionSaveBody {
  const checkpoints = timeline?.checkpoints ?? [];
  const parent = state.pendingBranchParentId ?? state.activeCheckpointId ?? timeline?.main_path.at(-1) ?? checkpoints.at(-1)?.id ?? null;
  const timecodeMs = Math.max(0, Math.round(playTimeMs));
  return {
    type: 'manual',
    marker_label: label.trim(),
    trigger: 'manual',
    tick: Math.round(timecodeMs * TICKS_PER_MS),
    timecode_ms: timecodeMs,
    lineage_id: timeline?.lineage_id ?? null,
    parent_checkpoint_id: parent,
    transition_metadata: { preserve_parent: false, preserve_parent_count: 0 },
    ecs_state: entities,
  };
}

/** ~60 ticks a second of play: a save's 'T{tick}'. */
const TICKS_PER_MS = 60 / 1000;

/**
 * The game's play time: it runs while the game plays (ready, not paused), stops while paused, starts at 0
 * with a session and jumps to a save's time when the save is restored. `runningSince` is a
 * `performance.now()` reading, or null while stopped.
 */
export type PlayClock = { baseMs: number; runningSince: number | null };

export const STOPPED_CLOCK: PlayClock = { baseMs: 0, runningSince: null };

export const playTimeAt = (clock: PlayClock, now: number): number =>
  clock.baseMs + (clock.runningSince === null ? 0 : Math.max(0, now - clock.runningSince));

/** The clock runs (the game plays) or stops (paused, or not ready). */
export function clockRunning(clock: PlayClock, running: boolean, now: number): PlayClock {
  if (running === (clock.runningSince !== null)) return clock;
  return running ? { baseMs: clock.baseMs, runningSince: now } : { baseMs: playTimeAt(clock, now), runningSince: null };
}

/** The clock shows `ms` now (a restored save's time), running on if it ran. */
export const clockSetTo = (clock: PlayClock, ms: number, now: number): PlayClock => ({ baseMs: ms, runningSince: clock.runningSince === null ? null : now });
