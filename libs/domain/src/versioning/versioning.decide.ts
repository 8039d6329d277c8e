import { assertNever, type Decider } from '../shared/decider.js';
import { authorizeAsset } from '../asset/asset.decide.js';
import type { AssetActor, GameAccess } from '../asset/asset.commands.js';
import { DomainError } from '../shared/errors.js';
import type { VersioningEvent } from './versioning.events.js';

export const COMMIT_MESSAGE_MAX = 500;
export const SESSION_NAME_MAX = 100;

type Common = { gameId: string; now: string; actor: AssetActor; game: GameAccess };
export type StartVersioningSession = { type: 'StartVersioningSession'; data: Common & { sessionId: string; name: string } };
export type CommitRevision = {
  type: 'CommitRevision';
  data: Common & {
    commitId: string;
    sessionId: string | null;
    /** The game the named session belongs to, as the handler read it from the session's stream (null: none). */
    sessionGameId: string | null;
    kind: 'commit' | 'checkpoint';
    message: string;
    assets: { assetId: string; revision: number }[];
  };
};
export type VersioningCommand = StartVersioningSession | CommitRevision;

/** Nothing of either stream's past changes a decision: sessions and commits are only recorded. */
export type VersioningState = { events: number };
export const initialVersioningState = (): VersioningState => ({ events: 0 });
export const evolveVersioning = (state: VersioningState): VersioningState => ({ events: state.events + 1 });

export const decideVersioning = (command: VersioningCommand): VersioningEvent[] => {
  const { gameId, now, actor, game } = command.data;
  authorizeAsset(game, gameId, actor);
  switch (command.type) {
    case 'StartVersioningSession': {
      const name = command.data.name.trim().slice(0, SESSION_NAME_MAX);
      return [{ type: 'VersioningSessionStarted', data: { sessionId: command.data.sessionId, gameId, userId: actor.actorId, name, at: now } }];
    }
    case 'CommitRevision': {
      const { commitId, sessionId, sessionGameId, kind, message, assets } = command.data;
      if (sessionId !== null && sessionGameId !== gameId) throw new DomainError('versioning.session_not_found', { sessionId });
      if (message.length > COMMIT_MESSAGE_MAX) throw new DomainError('versioning.invalid_commit', `message must be at most ${COMMIT_MESSAGE_MAX} characters`);
      if (assets.length === 0) throw new DomainError('versioning.invalid_commit', 'There is nothing to commit');
      return [{ type: 'RevisionCommitted', data: { commitId, gameId, sessionId, kind, message: message.trim(), assets, at: now, by: actor.actorId } }];
    }
    default:
      return assertNever(command);
  }
};

export const versioningDecider: Decider<VersioningState, VersioningCommand, VersioningEvent> = {
  initialState: initialVersioningState,
  evolve: evolveVersioning,
  decide: decideVersioning,
};
