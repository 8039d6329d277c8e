import { createContext, useContext } from 'react';
import type { FrameBridge } from './bridge';
import { createGameStore, type GameStore } from './store';

/** What the hooks read: the store, and the bridge to the studio (null outside a started game). */
export type GameRuntime = { readonly store: GameStore; readonly bridge: FrameBridge | null };

let active: GameRuntime = { store: createGameStore(), bridge: null };

/** The runtime startGame created, or a local-only one before the game starts. */
export const getActiveRuntime = (): GameRuntime => active;

/** Makes `bridge` the runtime the plain functions (dispatchAction, updateEntity, …) use. */
export const setActiveBridge = (bridge: FrameBridge | null): void => {
  active = bridge === null ? { store: createGameStore(), bridge: null } : { store: bridge.store, bridge };
};

export const GameContext = createContext<GameRuntime | null>(null);

/** The runtime of the nearest GameProvider, else the active one. */
export const useGameRuntime = (): GameRuntime => useContext(GameContext) ?? active;
