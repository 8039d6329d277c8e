import { assetTagTypes, assetWriteTags, gameTag } from './assetTags';
import type { Tag, TagType } from './baseApi';

/** What the game room says moved: `assetType` names an asset's type (absent from servers before issue 12). */
export type RoomMessage = { readModel: string; id: string | null; assetType?: string | null };

/** Which kinds of cached reads a `readmodel.updated` of the game room makes stale, by read model alone. */
export function tagsForReadModel(readModel: string): TagType[] {
  switch (readModel) {
    case 'assets':
      return assetTagTypes(null);
    case 'components':
      return ['Component'];
    case 'versioning':
      return ['WorkingTree', 'Checkpoint'];
    // The creator checkpoints' timeline (docs/api-checkpoints.md): one made in another tab or by the agent.
    case 'checkpoints':
      return ['Checkpoint', 'Publication'];
    default:
      return [];
  }
}

/**
 * The cached reads a message of the game `gameId`'s room makes stale: for an asset, the same tags a write of
 * it invalidates in the tab that made it (only its type's lists; every list when the type is not given);
 * a project change (`frontends`) refetches that game's projects.
 */
export function tagsForRoomMessage(gameId: string, message: RoomMessage): Tag[] {
  if (message.readModel === 'assets') return assetWriteTags(gameId, message.assetType ?? null, message.id);
  if (message.readModel === 'frontends') return [gameTag('FrontendProject', gameId)];
  return tagsForReadModel(message.readModel);
}

/** On (re)joining the room nothing tells us what changed meanwhile: everything may be stale. */
// The games list and cards follow the `games` room themselves (gamesApi's fetchGameCard), not this one.
export const ALL_LIVE_TAGS: TagType[] = [...assetTagTypes(null), 'Component', 'Checkpoint'];
