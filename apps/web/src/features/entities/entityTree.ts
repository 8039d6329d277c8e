import type { Entity } from '@tempest/contracts';

export type FolderNode = { name: string; path: string; folders: FolderNode[]; entities: Entity[] };
export type EntityGroup = { type: string; root: FolderNode };

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** 'a//b/ ' → 'a/b'; '' is the root. */
export function normalizeFolderPath(path: string): string {
  return path
    .split('/')
    .map((segment) => segment.trim())
    .filter(Boolean)
    .join('/');
}

function insert(root: FolderNode, entity: Entity): void {
  let node = root;
  for (const segment of normalizeFolderPath(entity.folder_path).split('/').filter(Boolean)) {
    let child = node.folders.find((f) => f.name === segment);
    if (!child) {
      child = { name: segment, path: node.path ? `${node.path}/${segment}` : segment, folders: [], entities: [] };
      node.folders.push(child);
    }
    node = child;
  }
  node.entities.push(entity);
}

function sortTree(node: FolderNode): void {
  node.folders.sort(byName);
  node.entities.sort(byName);
  node.folders.forEach(sortTree);
}

/** Entities grouped by entity_type (alphabetical), each group a folder tree by folder_path. */
export function groupEntities(entities: Entity[]): EntityGroup[] {
  const groups = new Map<string, FolderNode>();
  for (const entity of entities) {
    const type = entity.entity_type || 'other';
    if (!groups.has(type)) groups.set(type, { name: type, path: '', folders: [], entities: [] });
    insert(groups.get(type)!, entity);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, root]) => {
      sortTree(root);
      return { type, root };
    });
}
