import type { ProjectFile } from './frontendTypes';

export type TreeFile = { kind: 'file'; name: string; filename: string; depth: number };
export type TreeFolder = { kind: 'folder'; name: string; path: string; depth: number; children: TreeNode[] };
export type TreeNode = TreeFile | TreeFolder;

const byKindThenName = (a: TreeNode, b: TreeNode) =>
  a.kind !== b.kind ? (a.kind === 'folder' ? -1 : 1) : a.name.localeCompare(b.name);

/**
 * The explorer's tree: a file sits under its `folder_path` (the explorer folder) and then under the
 * folders its own name carries (`components/Board.tsx`). Folders first, then files, each by name.
 */
export function buildFileTree(files: readonly Pick<ProjectFile, 'filename' | 'folder_path'>[]): TreeNode[] {
  const root: TreeFolder = { kind: 'folder', name: '', path: '', depth: -1, children: [] };
  for (const file of files) {
    const segments = [...file.folder_path.split('/'), ...file.filename.split('/')].filter((s) => s !== '');
    let folder = root;
    for (const segment of segments.slice(0, -1)) {
      const path = folder.path === '' ? segment : `${folder.path}/${segment}`;
      let next = folder.children.find((c): c is TreeFolder => c.kind === 'folder' && c.name === segment);
      if (!next) {
        next = { kind: 'folder', name: segment, path, depth: folder.depth + 1, children: [] };
        folder.children.push(next);
      }
      folder = next;
    }
    folder.children.push({ kind: 'file', name: segments[segments.length - 1] ?? file.filename, filename: file.filename, depth: folder.depth + 1 });
  }
  const sort = (nodes: TreeNode[]): TreeNode[] =>
    nodes.sort(byKindThenName).map((n) => (n.kind === 'folder' ? { ...n, children: sort(n.children) } : n));
  return sort(root.children);
}

/** The tree as rows to draw, skipping the contents of collapsed folders. */
export function visibleRows(nodes: readonly TreeNode[], collapsed: ReadonlySet<string>): TreeNode[] {
  const rows: TreeNode[] = [];
  for (const node of nodes) {
    rows.push(node);
    if (node.kind === 'folder' && !collapsed.has(node.path)) rows.push(...visibleRows(node.children, collapsed));
  }
  return rows;
}
