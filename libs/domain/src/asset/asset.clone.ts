import type { AssetData, AssetType } from './asset.events.js';

/**
 * An asset's content as its clone holds it (docs/api-clone.md): ids of the source game's assets and
 * frontend projects that the content names are swapped for their copies' ids. The references content
 * holds: a frontend file's `frontend_id`, an entity component's `scriptId`. An id with no copy stays.
 */
export const remapClonedContent = (type: AssetType, data: AssetData, ids: ReadonlyMap<string, string>): AssetData => {
  const swap = (id: unknown) => (typeof id === 'string' ? (ids.get(id) ?? id) : id);
  if (type === 'frontend_file') return { ...data, frontend_id: swap(data.frontend_id) };
  if (type !== 'entity' || typeof data.component_state !== 'object' || data.component_state === null) return data;
  const state = Object.fromEntries(
    Object.entries(data.component_state as Record<string, unknown>).map(([key, entry]) =>
      typeof entry === 'object' && entry !== null && 'scriptId' in entry ? [key, { ...entry, scriptId: swap((entry as { scriptId: unknown }).scriptId) }] : [key, entry],
    ),
  );
  return { ...data, component_state: state };
};
