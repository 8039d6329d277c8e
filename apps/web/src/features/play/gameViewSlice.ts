import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EntityState } from '@tempest/game-sdk/protocol';
import type { PlaySource } from '@tempest/contracts';

/** One game view's local state (useReducer): its session, entities, pause and which frame is ready. */
export type GameViewState = {
  phase: 'starting' | 'started';
  sessionId: string | null;
  /** The version the server chose for the session (null: unknown, e.g. after a failed start). */
  source: PlaySource | null;
  entities: EntityState;
  /** A start error that was reported: shown, and carried by the frame's ECS_INIT. */
  startError: string | null;
  isPaused: boolean;
  /** Bumped by each restart: the start runs again and the frame remounts. */
  run: number;
  /** The next start forces a new session. */
  forceNew: boolean;
  /** Key of the frame (run + build) that posted READY. */
  readyFrame: string | null;
  /**
   * What the mounted frame said about its input (INPUT_INFO): a keyboard game, waiting for the first input, the
   * on-screen keys it declared (null: none).
   */
  input: { frameKey: string; keyboard: boolean; waiting: boolean; keys: string[] | null } | null;
  /** Game actions waiting for a busy server (each retries on its own; shown while any does). */
  busyActions: number;
};

export const initialGameViewState: GameViewState = {
  phase: 'starting',
  sessionId: null,
  source: null,
  entities: {},
  startError: null,
  isPaused: false,
  run: 0,
  forceNew: false,
  readyFrame: null,
  input: null,
  busyActions: 0,
};

export const gameViewSlice = createSlice({
  name: 'gameView',
  initialState: initialGameViewState,
  reducers: {
    started(state, action: PayloadAction<{ run: number; sessionId: string | null; entities: EntityState; source: PlaySource | null }>) {
      if (action.payload.run !== state.run) return;
      state.phase = 'started';
      state.sessionId = action.payload.sessionId;
      state.source = action.payload.source;
      state.entities = action.payload.entities;
      state.startError = null;
    },
    startFailed(state, action: PayloadAction<{ run: number; error: string }>) {
      if (action.payload.run !== state.run) return;
      state.phase = 'started';
      state.sessionId = null;
      state.entities = {};
      state.startError = action.payload.error;
    },
    frameReady(state, action: PayloadAction<string>) {
      state.readyFrame = action.payload;
    },
    entitiesSet(state, action: PayloadAction<EntityState>) {
      state.entities = action.payload;
    },
    inputInfoSet(state, action: PayloadAction<{ frameKey: string; keyboard: boolean; waiting: boolean; keys: string[] | null }>) {
      state.input = action.payload;
    },
    busySet(state, action: PayloadAction<boolean>) {
      state.busyActions = Math.max(0, state.busyActions + (action.payload ? 1 : -1));
    },
    pausedSet(state, action: PayloadAction<boolean>) {
      state.isPaused = action.payload;
    },
    /** Restart: forget everything, force a new session, remount the frame. */
    restarted(state) {
      return { ...initialGameViewState, run: state.run + 1, forceNew: true };
    },
  },
});

export const { started, startFailed, frameReady, entitiesSet, inputInfoSet, busySet, pausedSet, restarted } = gameViewSlice.actions;
export const gameViewReducer = gameViewSlice.reducer;
export type GameViewAction = ReturnType<(typeof gameViewSlice.actions)[keyof typeof gameViewSlice.actions]>;

/** The frame's identity: a restart or a new build (reloadKey) loads a new one. */
export const frameKeyOf = (state: GameViewState, reloadKey: number): string => `${state.run}:${reloadKey}`;

export const LOADING_TEXT = { preparing: 'Preparing game state...', loadingUi: 'Loading custom UI...' } as const;

/** The loading spinner's text, or null once the frame is ready. */
export function loadingText(state: GameViewState, frameKey: string, configReady: boolean): string | null {
  if (state.phase === 'starting' || !configReady) return LOADING_TEXT.preparing;
  return state.readyFrame === frameKey ? null : LOADING_TEXT.loadingUi;
}
