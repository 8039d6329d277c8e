import { ASSET_CONTENT_TAGS } from '../versioning/liveTags';

/** Every asset change moves the working tree, its revisions, pending changes and the undo stack. */
const VERSIONING_TAGS = ['WorkingTree', 'Revision', 'PendingChange', 'UndoStack'] as const;

const TYPE_TAGS: Record<string, string> = {
  entity: 'Entity',
  script: 'Script',
  prompt: 'Prompt',
  tool: 'Tool',
  frontend_file: 'FrontendProject',
};

/**
 * The cached reads an agent's asset_change (or entity_change) makes stale: the versioning reads and the
 * asset type's own list. The game room invalidates the same when its projection catches up; this is
 * the agent's faster path, and it reaches the Frontend workbench's project ('FrontendProject'), which
 * reloads the files unless the creator has unsaved edits (spec 2 §4: a dirty workbench keeps its buffers).
 */
export function tagsForAssetChange(assetType: unknown): string[] {
  if (typeof assetType === 'string' && assetType === 'logic_file') return [...VERSIONING_TAGS];
  const own = typeof assetType === 'string' ? TYPE_TAGS[assetType] : undefined;
  return own ? [...VERSIONING_TAGS, own] : [...ASSET_CONTENT_TAGS, 'FrontendProject'];
}
