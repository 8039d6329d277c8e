import { isReadModelName, type ReadModelName } from '@tempest/contracts';
import { assetTagTypes, assetWriteTags, gameTag } from './assetTags';
import type { Tag, TagType } from './baseApi';

/** What a room says moved: `assetType` names an asset's type (absent from servers before issue 12). */
export type RoomMessage = { readModel: string; id: string | null; assetType?: string | null };

/**
 * Who asks: the one socket does not say which room a message came through, so each subscriber names what it
 * follows — a game's room (the dashboard) or the signed-in user's own room (the account).
 */
export type LiveListener = { gameId: string } | { userId: string };

/**
 * The cached reads a `readmodel.updated` makes stale for `listener`. For an asset, the same tags a write of
 * it invalidates in the tab that made it (only its type's lists; every list when the type is not given); a
 * project change (`frontends`) refetches that game's projects; the user's balance and account follow their
 * own room. One case per read model of the contract: a name added there and not here fails the typecheck.
 */
export function liveTags(listener: LiveListener, message: RoomMessage): Tag[] {
  // A newer server's read model this build does not know: nothing cached here reads it.
  if (!isReadModelName(message.readModel)) return [];
  const readModel: ReadModelName = message.readModel;
  const gameId = 'gameId' in listener ? listener.gameId : null;
  // Another user's news never reaches this socket (their room is theirs only); the id is checked all the same.
  const userId = 'userId' in listener && message.id === listener.userId ? listener.userId : null;
  switch (readModel) {
    case 'assets':
      return gameId ? assetWriteTags(gameId, message.assetType ?? null, message.id) : [];
    case 'versioning':
      return gameId ? ['WorkingTree', 'Checkpoint'] : [];
    case 'components':
      return gameId ? ['Component'] : [];
    case 'frontends':
      return gameId ? [gameTag('FrontendProject', gameId)] : [];
    // The creator checkpoints' timeline (docs/api-checkpoints.md): one made in another tab or by the agent.
    case 'checkpoints':
      return gameId ? ['Checkpoint', 'Publication'] : [];
    case 'tokens':
      return userId ? ['Tokens'] : [];
    // The account (GET /api/me: roles, preferences) and the public profile.
    case 'user_profiles':
    case 'user_access':
      return userId ? ['Me', { type: 'Profile', id: userId }] : [];
    // Followed by their own subscribers, which re-read rather than invalidate: the games list and a game's
    // card (gamesApi), a session's timeline (timelineApi), the change log (auditApi); the staff's erasure
    // list is read when its page opens.
    case 'games':
    case 'branch-graph':
    case 'audit-log':
    case 'erasures':
      return [];
    default:
      return unhandled(readModel);
  }
}

const unhandled = (readModel: never): never => {
  throw new Error(`No live tags for read model ${String(readModel)}`);
};

/** On (re)joining the game room nothing tells us what changed meanwhile: everything may be stale. */
// The games list and cards follow the `games` room themselves (gamesApi's fetchGameCard), not this one.
export const ALL_LIVE_TAGS: TagType[] = [...assetTagTypes(null), 'Component', 'Checkpoint'];

/** On (re)joining the user's room: the balance and the account may have moved meanwhile. */
export const userLiveTags = (userId: string): Tag[] => ['Tokens', 'Me', { type: 'Profile', id: userId }];
