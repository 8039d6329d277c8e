/** Tags that move whenever any asset's content changes (spec 3: every change is an asset event). */
export const ASSET_CONTENT_TAGS = [
  'Entity', 'Script', 'Prompt', 'Tool', 'WorkingTree', 'Revision', 'PendingChange', 'UndoStack',
] as const;

export type LiveTag = (typeof ASSET_CONTENT_TAGS)[number] | 'Component' | 'Checkpoint';

/** Which cached reads a `readmodel.updated` message of the game room makes stale. */
export function tagsForReadModel(readModel: string): LiveTag[] {
  switch (readModel) {
    case 'assets':
      return [...ASSET_CONTENT_TAGS];
    case 'components':
      return ['Component'];
    case 'versioning':
      return ['WorkingTree', 'Checkpoint'];
    default:
      return [];
  }
}

/** On (re)joining the room nothing tells us what changed meanwhile: everything may be stale. */
// The games list and cards follow the `games` room themselves (gamesApi's fetchGameCard), not this one.
export const ALL_LIVE_TAGS: LiveTag[] = [...ASSET_CONTENT_TAGS, 'Component'];
