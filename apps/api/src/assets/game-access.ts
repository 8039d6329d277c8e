import { gameDecider, gameStreamId, versioningSessionStreamId, type GameAccess } from '@tempest/domain';
import type { DecisionRunner, EventStore } from '@tempest/event-store';

/** Whether the game exists (not deleted) and who created it, read from its own stream (never stale). */
export const readGameAccess = async (runner: DecisionRunner, gameId: string): Promise<GameAccess> => {
  const { state } = await runner.read(gameDecider, gameStreamId(gameId));
  return state.status === 'active' ? { exists: true, creatorId: state.creatorId } : { exists: false, creatorId: null };
};

/** The game a versioning session was started for (its stream's one event), or null for no such session. */
export const readSessionGame = async (store: EventStore, sessionId: string): Promise<string | null> => {
  const [started] = await store.readStream(versioningSessionStreamId(sessionId), { maxCount: 1 });
  return started ? (started.data as { gameId: string }).gameId : null;
};
