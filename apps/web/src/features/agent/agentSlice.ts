import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STREAM_INTERRUPTED_TEXT } from './agentRules';
import { endStream, initialAgentState, initialReload, pushMessage, pushStatus, reportError } from './agentState';
import type { AgentTranscriptTurn, AssetContextItem } from '@tempest/contracts';
import { withContextItem, withoutContextItem } from './contextChips';
import type { AgentStreamEvent, ContextItemRef } from './agentTypes';
import { replayTurns } from './transcriptReplay';
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
    /**
     * Creating a session deactivates the previous one. When the runtime answered another session than the
     * conversation on screen (an older one was open, or the server started a new one), the chat shows the new
     * conversation from the message just sent; the shown one stays in the Conversations list.
     */
    sessionStarted(state, action: PayloadAction<{ sessionId: string }>) {
      const { sessionId } = action.payload;
      state.sessionId = sessionId;
      if (state.viewedSessionId !== null && state.viewedSessionId !== sessionId) {
        const sent = state.messages.findLastIndex((m) => m.role === 'user');
        state.messages = sent >= 0 ? state.messages.slice(sent) : [];
        state.recentToolResults = [];
        state.entityChanges = {};
        state.history = null;
      }
      state.viewedSessionId = sessionId;
    },
    /** A past conversation opened (its newest turns): it replaces what the chat shows, unless a message is on its way. */
    transcriptLoaded(state, action: PayloadAction<{ sessionId: string; turns: AgentTranscriptTurn[]; hasEarlier: boolean }>) {
      if (state.inFlight) return;
      const { sessionId, turns, hasEarlier } = action.payload;
      const replayed = replayTurns(turns, `t${turns[0]?.index ?? 0}-`);
      state.messages = replayed.messages;
      state.entityChanges = replayed.entityChanges;
      state.recentToolResults = replayed.recentToolResults;
      state.model = replayed.model ?? state.model;
      state.viewedSessionId = sessionId;
      state.history = { firstTurn: turns[0]?.index ?? 0, hasEarlier };
      state.lastError = null;
    },
    /** Earlier turns of the conversation on screen, put before what it shows. */
    earlierTurnsLoaded(state, action: PayloadAction<{ sessionId: string; turns: AgentTranscriptTurn[]; hasEarlier: boolean }>) {
      const { sessionId, turns, hasEarlier } = action.payload;
      if (state.viewedSessionId !== sessionId || !state.history || turns.length === 0) return;
      const replayed = replayTurns(turns, `t${turns[0].index}-`);
      state.messages = [...replayed.messages, ...state.messages];
      state.history = { firstTurn: turns[0].index, hasEarlier };
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
    /**
     * A message that started nothing goes, and the chat is idle again: the dashboard's first prompt the server refused (the
     * game's conversation began in another browser), or a running turn that was no longer there to follow.
     */
    messageTakenBack(state, action: PayloadAction<{ id: string }>) {
      if (!state.inFlight || state.streaming) return;
      state.messages = state.messages.filter((m) => m.id !== action.payload.id);
      state.inFlight = false;
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
      // The selection mode's Done is in the chat: hiding the chat ends it.
      if (!state.panelOpen) state.selectingContext = false;
    },
    panelOpened(state) {
      state.panelOpen = true;
    },
    /** The creator chose to attach assets: clicks in the explorers pick them until Done or Escape. */
    contextSelectionStarted(state) {
      state.selectingContext = true;
    },
    contextSelectionEnded(state) {
      state.selectingContext = false;
    },
    /** An asset picked in the selection mode becomes a chip of the next message (once: same id and type is a duplicate). */
    contextItemPicked(state, action: PayloadAction<AssetContextItem>) {
      if (state.selectingContext) state.activeContextItems = withContextItem(state.activeContextItems, action.payload);
    },
    contextItemRemoved(state, action: PayloadAction<Pick<AssetContextItem, 'id' | 'type'>>) {
      state.activeContextItems = withoutContextItem(state.activeContextItems, action.payload);
    },
    /** The chips went with a message: the next one starts without, and the selection mode ends. */
    contextItemsSent(state) {
      state.activeContextItems = [];
      state.selectingContext = false;
    },
  },
  selectors: {
    selectAgent: (state) => state,
    selectRunnerReload: (state) => state.reload,
  },
});

export const agentActions = agentSlice.actions;
export const { selectAgent, selectRunnerReload } = agentSlice.selectors;
