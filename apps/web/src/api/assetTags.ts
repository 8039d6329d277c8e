import type { AssetTypeName } from '@tempest/contracts';
import type { Tag, TagType } from './baseApi';

/** The reads every asset change moves, whatever the asset's type. */
const VERSIONING_READS = ['WorkingTree', 'Revision', 'PendingChange', 'UndoStack'] as const satisfies readonly TagType[];

/** Each asset type's own reads (its list, and single reads such as a script's content). */
const TYPE_READS = {
  entity: 'Entity',
  script: 'Script',
  prompt: 'Prompt',
  tool: 'Tool',
  frontend_file: 'FrontendProject',
  logic_file: 'LogicFile',
} as const satisfies Record<AssetTypeName, TagType | null>;

/** Reads that hold one game's data and are tagged with its id; the rest are tagged with an asset's id. */
const GAME_WIDE = new Set<TagType>(['WorkingTree', 'PendingChange', 'UndoStack']);

const isAssetType = (value: unknown): value is AssetTypeName => typeof value === 'string' && Object.hasOwn(TYPE_READS, value);

/** Every asset type's own reads. */
export const ASSET_LIST_TAGS: TagType[] = Object.values(TYPE_READS).filter((tag): tag is NonNullable<typeof tag> => tag !== null);

/**
 * The kinds of cached reads a change of an asset of `assetType` makes stale: the versioning reads and the
 * type's own reads. An unknown type (null: an older server's message, an undo of whatever was last) stands
 * for any asset, so every asset list is included.
 */
export function assetTagTypes(assetType: unknown): TagType[] {
  if (!isAssetType(assetType)) return [...VERSIONING_READS, ...ASSET_LIST_TAGS];
  const own = TYPE_READS[assetType];
  return own ? [...VERSIONING_READS, own] : [...VERSIONING_READS];
}

/**
 * The cached reads a write of one asset makes stale. The one list: every asset mutation, the game room's
 * live messages and the agent's stream use it, so they cannot drift apart. Game-wide reads (a type's list,
 * the working tree, pending changes, the undo stack) are tagged with the game's id; an asset's own reads
 * (its revisions, a script's content) with the asset's id, or all of them when the asset is not known.
 */
export function assetWriteTags(gameId: string, assetType: string | null | undefined, assetId?: string | null): Tag[] {
  const tags: Tag[] = [];
  for (const type of assetTagTypes(assetType)) {
    if (type !== 'Revision') tags.push({ type, id: gameId });
    if (!GAME_WIDE.has(type)) tags.push(assetId ? { type, id: assetId } : type);
  }
  return tags;
}

/** The tag a read of one game provides, so only that game's writes invalidate it. */
export const gameTag = (type: TagType, gameId: string): Tag => ({ type, id: gameId });
