import { gameDecider, gameStreamId, versioningSessionStreamId, type GameAccess } from '@tempest/domain';
import { DecisionRunner, type EventStore } from '@tempest/event-store';

/**
 * Whether the game exists (not deleted) and who created it, read from its own stream (never stale).
 * TRANSITIONAL (issue 29): a caller not yet given the runner passes its store; once every folder has moved
 * off kernel.ts this takes only the runner.
 */
export const readGameAccess = async (runner: DecisionRunner | EventStore, gameId: string): Promise<GameAccess> => {
  const { state } = await (runner instanceof DecisionRunner ? runner : new DecisionRunner(runner)).read(gameDecider, gameStreamId(gameId));
  return state.status === 'active' ? { exists: true, creatorId: state.creatorId } : { exists: false, creatorId: null };
};

/** The game a versioning session was started for (its stream's one event), or null for no such session. */
export const readSessionGame = async (store: EventStore, sessionId: string): Promise<string | null> => {
  const [started] = await store.readStream(versioningSessionStreamId(sessionId), { maxCount: 1 });
  return started ? (started.data as { gameId: string }).gameId : null;
};
