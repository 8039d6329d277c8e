import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { inOrder } from './batchSelection';

/**
 * UI state of the dashboard that is open: its versioning session (sent as X-Versioning-Session), the pending
 * changes ticked for a batch review (`batchSelection`) and the one being previewed (`activePreview`).
 */
type VersioningSessionState = { activeSessionId: string | null; batchSelection: string[]; activePreview: string | null };

const initialState: VersioningSessionState = { activeSessionId: null, batchSelection: [], activePreview: null };

export const versioningSessionSlice = createSlice({
  name: 'versioningSession',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<string>) {
      state.activeSessionId = action.payload;
    },
    sessionLeft(state, action: PayloadAction<string>) {
      if (state.activeSessionId !== action.payload) return;
      state.activeSessionId = null;
      state.batchSelection = [];
      state.activePreview = null;
    },
    batchSelected(state, action: PayloadAction<string[]>) {
      state.batchSelection = action.payload;
    },
    previewed(state, action: PayloadAction<string | null>) {
      state.activePreview = action.payload;
    },
    /** Changes accepted, rejected or removed leave the batch selection and the active preview. */
    changesRemoved(state, action: PayloadAction<string[]>) {
      state.batchSelection = state.batchSelection.filter((id) => !action.payload.includes(id));
      if (state.activePreview !== null && action.payload.includes(state.activePreview)) state.activePreview = null;
    },
    /** The list as shown now: only pending rows stay selected, only listed rows stay previewed. */
    changesListed(state, action: PayloadAction<{ listed: string[]; pending: string[] }>) {
      const kept = inOrder(state.batchSelection, action.payload.pending);
      if (kept.length !== state.batchSelection.length) state.batchSelection = kept;
      if (state.activePreview !== null && !action.payload.listed.includes(state.activePreview)) state.activePreview = null;
    },
  },
  selectors: {
    selectActiveSessionId: (state) => state.activeSessionId,
    selectBatchSelection: (state) => state.batchSelection,
    selectActivePreview: (state) => state.activePreview,
  },
});

export const { sessionStarted, sessionLeft, batchSelected, previewed, changesRemoved, changesListed } = versioningSessionSlice.actions;
export const { selectActiveSessionId, selectBatchSelection, selectActivePreview } = versioningSessionSlice.selectors;
