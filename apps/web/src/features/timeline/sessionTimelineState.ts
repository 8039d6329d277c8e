import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  PENDING_BRANCH_USE_COUNT,
  SESSION_SAVE_SPACING_MS,
  TIMELINE_DEFAULT_DURATION_MS,
  type CreateSessionSaveBody,
  type EntityState,
  type SessionSave,
  type SessionTimeline,
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
    fetched(state, action: PayloadAction<Pick<SessionTimeline, 'checkpoints' | 'main_path'>>) {
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
    created(state, action: PayloadAction<{ checkpoint: SessionSave; preserveParent: boolean }>) {
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
    restored(state, action: PayloadAction<{ checkpoint: SessionSave; runner_synced: boolean; runner_sync_error: string | null; runner_entity_count: number }>) {
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
 * The body of a new checkpoint (spec 3 §5): time is the latest timecode plus 10000 ms (or 0); the parent is
 * the pending branch parent (preserved), else the active checkpoint, the last on the main path, the last listed.
 */
export function newSaveBody(
  state: SessionTimelineState,
  timeline: Pick<SessionTimeline, 'checkpoints' | 'main_path' | 'lineage_id'> | null,
  { label, entities, tick }: { label: string; entities: EntityState; tick: number },
): CreateSessionSaveBody {
  const checkpoints = timeline?.checkpoints ?? [];
  const latest = checkpoints.reduce<number | null>((max, c) => (max === null || c.timecode_ms > max ? c.timecode_ms : max), null);
  const preserve = state.pendingBranchParentId !== null && state.pendingBranchUseCount > 0;
  const parent = preserve
    ? state.pendingBranchParentId
    : (state.activeCheckpointId ?? timeline?.main_path.at(-1) ?? checkpoints.at(-1)?.id ?? null);
  const trimmed = label.trim();
  return {
    type: 'manual',
    marker_label: trimmed,
    trigger: 'manual',
    tick,
    timecode_ms: latest === null ? 0 : latest + SESSION_SAVE_SPACING_MS,
    lineage_id: timeline?.lineage_id ?? null,
    parent_checkpoint_id: parent,
    transition_metadata: { preserve_parent: preserve, preserve_parent_count: preserve ? state.pendingBranchUseCount : 0 },
    ecs_state: entities,
  };
}
