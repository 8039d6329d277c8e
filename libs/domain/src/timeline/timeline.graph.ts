import type { BranchTreeEntry } from '@tempest/contracts';
import type { SessionSaveType } from './timeline.events.js';

/** What the branch graph needs of a checkpoint (the fold's TimelineNode and the branch-graph read model's row both are one). */
export type GraphNode = { checkpointId: string; parentCheckpointId: string | null; transitionId: string | null; checkpointType: SessionSaveType; deleted: boolean };
export type GraphTransition = { transitionId: string; from: string; to: string; kind: 'branch' | 'restore' };

export type ChildBranch = { checkpoint_id: string; is_default: boolean; transition_id: string | null; kind: 'branch' | 'restore' };

export type BranchGraph = {
  /** Branches first (creation order), then restores' edges; `kind` says which. */
  childBranches: Map<string, ChildBranch[]>;
  incoming: Map<string, number>;
  mainPath: string[];
  rootId: string | null;
  tree: BranchTreeEntry[];
};

/**
 * The branch graph of a timeline (docs/api-timeline.md, Branch graph), pure. Deleted checkpoints are
 * hidden: their children hang from the nearest shown ancestor. Edges: each checkpoint's parent → it
 * (branch), and every restore's active checkpoint → the one restored (often a back-edge). The root is the
 * oldest shown checkpoint without a shown parent; the main path runs from it to the newest checkpoint
 * below it; a child is the default branch when the main path follows it, else the first child is.
 * Only restores' transitions are read: a branch's edge is its checkpoint's parent.
 */
export const branchGraph = (nodes: readonly GraphNode[], transitions: readonly GraphTransition[], { tree = true }: { tree?: boolean } = {}): BranchGraph => {
  const byId = new Map(nodes.map((n) => [n.checkpointId, n]));
  const shown = nodes.filter((n) => !n.deleted);
  const shownParent = (node: GraphNode): string | null => {
    let parentId = node.parentCheckpointId;
    for (let hops = 0; parentId !== null && hops <= nodes.length; hops++) {
      const parent = byId.get(parentId);
      if (!parent) return null;
      if (!parent.deleted) return parentId;
      parentId = parent.parentCheckpointId;
    }
    return null;
  };
  const parentOf = new Map(shown.map((n) => [n.checkpointId, shownParent(n)]));
  const children = new Map<string, { id: string; transitionId: string | null; kind: 'branch' | 'restore' }[]>();
  const incoming = new Map<string, number>(shown.map((n) => [n.checkpointId, 0]));
  const edge = (from: string, to: string, transitionId: string | null, kind: 'branch' | 'restore') => {
    const list = children.get(from) ?? [];
    if (!list.some((c) => c.id === to)) list.push({ id: to, transitionId, kind });
    children.set(from, list);
    incoming.set(to, (incoming.get(to) ?? 0) + 1);
  };
  for (const node of shown) {
    const parent = parentOf.get(node.checkpointId);
    if (parent) edge(parent, node.checkpointId, node.transitionId, 'branch');
  }
  for (const t of transitions) {
    if (t.kind === 'restore' && incoming.has(t.from) && incoming.has(t.to) && t.from !== t.to) edge(t.from, t.to, t.transitionId, 'restore');
  }
  const rootId = shown.find((n) => !parentOf.get(n.checkpointId))?.checkpointId ?? null;
  const mainPath = rootId === null ? [] : pathTo(rootId, shown, parentOf);
  const onMain = new Set(mainPath);
  const childBranches = new Map<string, ChildBranch[]>();
  for (const [from, list] of children) {
    const branches = list.filter((c) => c.kind === 'branch');
    const preferred = (onMain.has(from) ? branches.find((c) => onMain.has(c.id)) : undefined) ?? branches[0];
    childBranches.set(from, list.map((c) => ({ checkpoint_id: c.id, is_default: c === preferred, transition_id: c.transitionId, kind: c.kind })));
  }
  // `tree: false`: an answer without branch_tree (a lean list) skips its walk.
  return { childBranches, incoming, mainPath, rootId, tree: tree ? treeOf(rootId, shown, parentOf, childBranches) : [] };
};

/** Root → the newest checkpoint whose top ancestor is the root. */
const pathTo = (rootId: string, shown: readonly GraphNode[], parentOf: Map<string, string | null>): string[] => {
  const topOf = (id: string): string => {
    let current = id;
    for (let hops = 0; hops <= shown.length; hops++) {
      const parent = parentOf.get(current);
      if (!parent) return current;
      current = parent;
    }
    return current;
  };
  const leaf = [...shown].reverse().find((n) => topOf(n.checkpointId) === rootId)!;
  const path: string[] = [];
  for (let id: string | null | undefined = leaf.checkpointId; id && path.length <= shown.length; id = parentOf.get(id)) path.push(id);
  return path.reverse();
};

/**
 * Pre-order from the root, then every other top-level checkpoint; iterative, so a 10,000-deep chain is
 * fine. Each checkpoint is expanded once; reaching it again (a restore's back-edge) gives a reference entry.
 */
const treeOf = (
  rootId: string | null,
  shown: readonly GraphNode[],
  parentOf: Map<string, string | null>,
  childBranches: BranchGraph['childBranches'],
): BranchTreeEntry[] => {
  const tree: BranchTreeEntry[] = [];
  const expanded = new Set<string>();
  const tops = [rootId, ...shown.filter((n) => !parentOf.get(n.checkpointId) && n.checkpointId !== rootId).map((n) => n.checkpointId)];
  for (const top of tops) {
    if (top === null || expanded.has(top)) continue;
    type Item = { id: string; parent: number | null; depth: number; level: number; transitionId: string | null; isDefault: boolean; restore: boolean };
    const stack: Item[] = [{ id: top, parent: null, depth: 0, level: 0, transitionId: null, isDefault: false, restore: false }];
    while (stack.length > 0) {
      const item = stack.pop()!;
      // A restore's edge only points back (a reference); a checkpoint is expanded once, under its parent.
      const isReference = item.restore || expanded.has(item.id);
      const index = tree.push({ checkpoint_id: item.id, parent: item.parent, depth: item.depth, branch_level: item.level, is_reference: isReference, transition_id: item.transitionId, is_default: item.isDefault }) - 1;
      if (isReference) continue;
      expanded.add(item.id);
      const kids = [...(childBranches.get(item.id) ?? [])].sort((a, b) => Number(b.is_default) - Number(a.is_default));
      for (let i = kids.length - 1; i >= 0; i--) {
        const kid = kids[i];
        stack.push({ id: kid.checkpoint_id, parent: index, depth: item.depth + 1, level: item.level + (kid.is_default ? 0 : 1), transitionId: kid.transition_id, isDefault: kid.is_default, restore: kid.kind === 'restore' });
      }
    }
  }
  return tree;
};
