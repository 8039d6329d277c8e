import { assertNever } from '../shared/decider.js';
import type { GameEvent } from './game.events.js';

export type GameState =
  | { status: 'absent' }
  | { status: 'active'; gameId: string; name: string; description: string; creatorId: string | null }
  | { status: 'deleted'; gameId: string };

export const initialGameState = (): GameState => ({ status: 'absent' });

export const evolveGame = (state: GameState, event: GameEvent): GameState => {
  switch (event.type) {
    case 'GameCreated':
      return {
        status: 'active',
        gameId: event.data.gameId,
        name: event.data.name,
        description: event.data.description,
        creatorId: event.data.creatorId ?? null,
      };
    case 'GameRenamed':
      return state.status === 'active' ? { ...state, name: event.data.name } : state;
    case 'GameDeleted':
      return { status: 'deleted', gameId: event.data.gameId };
    default:
      return assertNever(event);
  }
};
