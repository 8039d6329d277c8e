import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { appendCapped } from './debugConsole';
import type { ConsoleEntry, NewConsoleEntry } from './playTypes';

/** UI state of game play: the debug console of each game's current session (≤ 200 logs). */
export type PlayState = {
  consoleByGame: Record<string, ConsoleEntry[]>;
  nextEntryId: number;
};

const initialState: PlayState = { consoleByGame: {}, nextEntryId: 1 };

export const playSlice = createSlice({
  name: 'play',
  initialState,
  reducers: {
    consoleLogged(state, action: PayloadAction<{ gameId: string; entries: NewConsoleEntry[] }>) {
      const { gameId, entries } = action.payload;
      if (entries.length === 0) return;
      const added = entries.map((entry, index) => ({ ...entry, id: state.nextEntryId + index }));
      state.nextEntryId += entries.length;
      state.consoleByGame[gameId] = appendCapped(state.consoleByGame[gameId] ?? [], added);
    },
    consoleCleared(state, action: PayloadAction<{ gameId: string }>) {
      delete state.consoleByGame[action.payload.gameId];
    },
  },
  selectors: {
    selectConsoleEntries: (state, gameId: string): ConsoleEntry[] => state.consoleByGame[gameId] ?? EMPTY,
  },
});

const EMPTY: ConsoleEntry[] = [];

export const { consoleLogged, consoleCleared } = playSlice.actions;
export const { selectConsoleEntries } = playSlice.selectors;
