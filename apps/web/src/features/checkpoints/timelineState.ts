import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CheckpointRollbackAnswer, CheckpointItem } from '@tempest/contracts';

export type RollbackResults = CheckpointRollbackAnswer['rollback_results'];
/** Where a rollback goes; `undo`: back to the checkpoint that was current before the last rollback. */
export type RollbackTarget = { checkpointId: string; title: string; undo: boolean };

/**
 * The timeline panel's own state (spec 3, "Server timeline state" and "Server checkpoint history and
 * publishing"): the checkpoint previewed (time travel) and how the preview got there, and the rollback in
 * hand — asked (confirm), running, done with its result, or failed. Server data stays in RTK Query.
 */
export type TimelineUiState = {
  /** The checkpoint previewed, null when no preview is open. */
  selected: CheckpointItem | null;
  /** The last back/forward step while previewing. */
  navigation: { direction: 'back' | 'forward'; targetId: string } | null;
  rollback:
    | { phase: 'confirm' | 'running'; target: RollbackTarget }
    | { phase: 'done'; target: RollbackTarget; result: RollbackResults }
    | { phase: 'error'; target: RollbackTarget; error: string }
    | null;
  /** The last rollback that completed (undo offers to go back to its undo_checkpoint_id). */
  lastRollbackResult: RollbackResults | null;
};

export const initialTimelineUiState: TimelineUiState = { selected: null, navigation: null, rollback: null, lastRollbackResult: null };

const timelineUi = createSlice({
  name: 'checkpointTimeline',
  initialState: initialTimelineUiState,
  reducers: {
    previewOpened(state, action: PayloadAction<CheckpointItem>) {
      state.selected = action.payload;
      state.navigation = null;
    },
    navigated(state, action: PayloadAction<{ direction: 'back' | 'forward'; target: CheckpointItem }>) {
      state.selected = action.payload.target;
      state.navigation = { direction: action.payload.direction, targetId: action.payload.target.checkpoint_id };
    },
    previewClosed(state) {
      state.selected = null;
      state.navigation = null;
    },
    rollbackAsked(state, action: PayloadAction<CheckpointItem>) {
      const { checkpoint_id: checkpointId, title } = action.payload;
      state.rollback = { phase: 'confirm', target: { checkpointId, title, undo: false } };
    },
    /** Confirmed; or, with a payload, an undo of the last rollback (one click, no confirmation: it loses nothing either). */
    rollbackStarted(state, action: PayloadAction<RollbackTarget | undefined>) {
      const target = action.payload ?? (state.rollback?.phase === 'confirm' ? state.rollback.target : null);
      if (target) state.rollback = { phase: 'running', target };
    },
    rollbackCompleted(state, action: PayloadAction<RollbackResults>) {
      if (state.rollback?.phase !== 'running') return;
      state.rollback = { phase: 'done', target: state.rollback.target, result: action.payload };
      state.lastRollbackResult = action.payload;
      // The game now stands where the preview showed: close it.
      state.selected = null;
      state.navigation = null;
    },
    rollbackFailed(state, action: PayloadAction<string>) {
      if (state.rollback?.phase === 'running') state.rollback = { phase: 'error', target: state.rollback.target, error: action.payload };
    },
    rollbackDismissed(state) {
      state.rollback = null;
    },
  },
});

export const timelineUiReducer = timelineUi.reducer;
export const timelineUiActions = timelineUi.actions;
