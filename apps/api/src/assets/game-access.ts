import { evolveGame, gameStreamId, initialGameState, versioningSessionStreamId, type GameAccess, type GameEvent } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';

/** Whether the game exists (not deleted) and who created it, read from its own stream (never stale). */
export const readGameAccess = async (store: EventStore, gameId: string): Promise<GameAccess> => {
  const events = await store.readStream(gameStreamId(gameId));
  const state = events.reduce((s, e) => evolveGame(s, { type: e.type, data: e.data } as GameEvent), initialGameState());
  return state.status === 'active' ? { exists: true, creatorId: state.creatorId } : { exists: false, creatorId: null };
};

/** The game a versioning session was started for (its stream's one event), or null for no such session. */
export const readSessionGame = async (store: EventStore, sessionId: string): Promise<string | null> => {
  const [started] = await store.readStream(versioningSessionStreamId(sessionId), { maxCount: 1 });
  return started ? (started.data as { gameId: string }).gameId : null;
};
