import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STREAM_INTERRUPTED_TEXT } from './agentRules';
import { endStream, initialAgentState, initialReload, pushMessage, pushStatus, reportError } from './agentState';
import type { AgentStreamEvent, ContextItemRef } from './agentTypes';
import { applyStreamEvent } from './streamEvents';

export type { AgentState } from './agentState';

type At = { at: string };

/** The AI agent chat of the open game (docs/api-agent.md, The chat in the studio). */
export const agentSlice = createSlice({
  name: 'agent',
  initialState: initialAgentState,
  reducers: {
    /** The dashboard of a game opened: another game's chat is forgotten (the panel stays as it was). */
    gameOpened(state, action: PayloadAction<string>) {
      if (state.gameId === action.payload) return;
      return { ...initialAgentState, gameId: action.payload, panelOpen: state.panelOpen };
    },
    /** Creating a session deactivates the previous one. */
    sessionStarted(state, action: PayloadAction<{ sessionId: string }>) {
      state.sessionId = action.payload.sessionId;
    },
    /** The user's message; ignored while another is in flight. */
    messageSent(state, action: PayloadAction<{ id: string; content: string; contextItems: ContextItemRef[] } & At>) {
      if (state.inFlight) return;
      const { id, content, contextItems, at } = action.payload;
      pushMessage(state, { id, role: 'user', content, at, contextItems });
      state.inFlight = true;
      state.interrupted = false;
      state.aiChanges = false;
      state.streamError = false;
      state.pendingBuild = false;
    },
    /** The event stream is open: streaming, interruptible, connected. */
    streamStarted(state) {
      if (!state.inFlight) return;
      state.streaming = true;
      state.interruptible = true;
      state.connected = true;
    },
    streamEvent(state, action: PayloadAction<{ event: AgentStreamEvent } & At>) {
      applyStreamEvent(state, action.payload.event, action.payload.at);
    },
    /** The stream could not start or broke: its error is shown and it ends as an error. */
    streamFailed(state, action: PayloadAction<{ message: string; code?: string | null } & At>) {
      const { message, code, at } = action.payload;
      if (!state.inFlight) return;
      reportError(state, message, code ?? null, at);
      endStream(state, { reason: 'error', at });
    },
    /** The user stopped the stream: later events are not shown. */
    interruptRequested(state, action: PayloadAction<At>) {
      if (!state.streaming || state.interrupted) return;
      state.interrupted = true;
      state.interruptible = false;
      pushStatus(state, STREAM_INTERRUPTED_TEXT, action.payload.at);
    },
    /** The server never confirmed an interrupt: the chat ends the stream itself. */
    interruptTimedOut(state, action: PayloadAction<At>) {
      if (state.interrupted) endStream(state, { reason: 'interrupted', at: action.payload.at });
    },
    /** The chat stopped listening (the dashboard closed): the stream ends here quietly; the server finishes it. */
    streamDetached(state, action: PayloadAction<At>) {
      endStream(state, { reason: 'complete', at: action.payload.at });
    },
    reloadAcknowledged(state, action: PayloadAction<number>) {
      if (state.reload.id === action.payload) state.reload = { ...initialReload, id: state.reload.id };
    },
    assetRefreshAcknowledged(state) {
      state.reload.needsAssetRefresh = false;
    },
    errorDismissed(state) {
      state.lastError = null;
    },
    panelToggled(state) {
      state.panelOpen = !state.panelOpen;
    },
    panelOpened(state) {
      state.panelOpen = true;
    },
  },
  selectors: {
    selectAgent: (state) => state,
    selectRunnerReload: (state) => state.reload,
  },
});

export const agentActions = agentSlice.actions;
export const { selectAgent, selectRunnerReload } = agentSlice.selectors;
