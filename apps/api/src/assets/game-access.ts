import { evolveGame, gameStreamId, initialGameState, type GameAccess, type GameEvent } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';

/** Whether the game exists (not deleted) and who created it, read from its own stream (never stale). */
export const readGameAccess = async (store: EventStore, gameId: string): Promise<GameAccess> => {
  const events = await store.readStream(gameStreamId(gameId));
  const state = events.reduce((s, e) => evolveGame(s, { type: e.type, data: e.data } as GameEvent), initialGameState());
  return state.status === 'active' ? { exists: true, creatorId: state.creatorId } : { exists: false, creatorId: null };
};
