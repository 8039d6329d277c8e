import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { logToSession, NO_SESSION, type GameLogs, type LogEntry } from './debugLogs';
import { captureTurn, EMPTY_SNAPSHOT, recordPlayerAction, type GameDebugSnapshot } from './debugSnapshots';

/** The debug state of each game (spec 3, Debug), kept in the browser: logs by session, and the snapshot of the agent's turns. */
export type DebugState = {
  logs: Record<string, GameLogs>;
  snapshots: Record<string, GameDebugSnapshot>;
};

const initialState: DebugState = { logs: {}, snapshots: {} };

const EMPTY_LOGS: GameLogs = {};
const EMPTY_ENTRIES: LogEntry[] = [];

export const debugSlice = createSlice({
  name: 'debug',
  initialState,
  reducers: {
    /** A game view has a session: its log group exists (empty until it logs), and the game's debugging flag is known. */
    sessionStarted(state, action: PayloadAction<{ gameId: string; sessionId: string; debugEnabled: boolean }>) {
      const { gameId, sessionId, debugEnabled } = action.payload;
      const game = state.logs[gameId] ?? {};
      game[sessionId] ??= [];
      state.logs[gameId] = game;
      state.snapshots[gameId] = { ...(state.snapshots[gameId] ?? EMPTY_SNAPSHOT), debugEnabled };
    },
    logged(state, action: PayloadAction<{ gameId: string; sessionId: string | null; entries: LogEntry[] }>) {
      const { gameId, sessionId, entries } = action.payload;
      if (entries.length === 0) return;
      state.logs[gameId] = logToSession(state.logs[gameId] ?? {}, sessionId ?? NO_SESSION, entries);
    },
    /** Clear in the panel: one session's logs (the session stays), or all of the game's. */
    logsCleared(state, action: PayloadAction<{ gameId: string; sessionId?: string }>) {
      const { gameId, sessionId } = action.payload;
      const game = state.logs[gameId];
      if (!game) return;
      if (sessionId === undefined) delete state.logs[gameId];
      else if (game[sessionId]) game[sessionId] = [];
    },
    /** Restart (spec 3 §4): the game's debug data is cleared — its logs and the player actions not yet in a turn. */
    debugCleared(state, action: PayloadAction<{ gameId: string }>) {
      const { gameId } = action.payload;
      delete state.logs[gameId];
      const snapshot = state.snapshots[gameId];
      if (snapshot) snapshot.playerActions = [];
    },
    playerActed(state, action: PayloadAction<{ gameId: string; action: string }>) {
      const { gameId } = action.payload;
      state.snapshots[gameId] = recordPlayerAction(state.snapshots[gameId] ?? EMPTY_SNAPSHOT, action.payload.action);
    },
    /** An agent turn's stream ended (complete or error). */
    turnEnded(state, action: PayloadAction<{ gameId: string; turnNumber: number; messages: number; failed: boolean; at: number }>) {
      const { gameId, turnNumber, messages, failed, at } = action.payload;
      state.snapshots[gameId] = captureTurn(state.snapshots[gameId] ?? EMPTY_SNAPSHOT, { turnNumber, messages, failed, timestamp: at });
    },
  },
  selectors: {
    selectGameLogs: (state, gameId: string): GameLogs => state.logs[gameId] ?? EMPTY_LOGS,
    selectSessionLogs: (state, gameId: string, sessionId: string | null): LogEntry[] =>
      state.logs[gameId]?.[sessionId ?? NO_SESSION] ?? EMPTY_ENTRIES,
    selectDebugSnapshot: (state, gameId: string): GameDebugSnapshot => state.snapshots[gameId] ?? EMPTY_SNAPSHOT,
  },
});

export const debugActions = debugSlice.actions;
export const { selectGameLogs, selectSessionLogs, selectDebugSnapshot } = debugSlice.selectors;
