import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** UI state: the versioning session of the dashboard that is open (sent as X-Versioning-Session). */
type VersioningSessionState = { activeSessionId: string | null };

const initialState: VersioningSessionState = { activeSessionId: null };

export const versioningSessionSlice = createSlice({
  name: 'versioningSession',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<string>) {
      state.activeSessionId = action.payload;
    },
    sessionLeft(state, action: PayloadAction<string>) {
      if (state.activeSessionId === action.payload) state.activeSessionId = null;
    },
  },
  selectors: {
    selectActiveSessionId: (state) => state.activeSessionId,
  },
});

export const { sessionStarted, sessionLeft } = versioningSessionSlice.actions;
export const { selectActiveSessionId } = versioningSessionSlice.selectors;
