import dagre from '@dagrejs/dagre';
import type { LeanSessionSave } from '@tempest/contracts';

/** Spec 3 §2 screen 1: the branch panel's geometry. */
export const BRANCH_GRAPH = {
  cardWidth: 232,
  cardHeight: 172,
  levelSpacing: 200,
  /** Between two columns (a card and the next one along a path). */
  columnGap: 56,
  margin: 32,
  minWidth: 640,
  defaultWidth: 960,
} as const;

/** How a checkpoint reaches another: its first visit (a tree edge), or a checkpoint already placed (a reference, drawn dashed). */
export type BranchLinkKind = 'tree' | 'reference';
export type BranchLink = { from: string; to: string; kind: BranchLinkKind };

/**
 * The checkpoint tree, walked from the root (or the first main-path id) along child_branches (spec 3 §4
 * "Branch panel and dock"). A checkpoint met a second time is a reference, never visited again, so a
 * cycle in the data cannot loop. Checkpoints no branch reaches start trees of their own, oldest first.
 */
export function checkpointTree(checkpoints: LeanSessionSave[], rootId: string | null, mainPath: string[]): { roots: string[]; links: BranchLink[] } {
  const byId = new Map(checkpoints.map((c) => [c.id, c]));
  const visited = new Set<string>();
  const links: BranchLink[] = [];
  const roots: string[] = [];
  const walk = (start: string) => {
    roots.push(start);
    visited.add(start);
    const stack = [start];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      const next: string[] = [];
      for (const { checkpoint_id: child } of byId.get(id)?.child_branches ?? []) {
        if (!byId.has(child)) continue;
        if (visited.has(child)) {
          links.push({ from: id, to: child, kind: 'reference' });
          continue;
        }
        visited.add(child);
        links.push({ from: id, to: child, kind: 'tree' });
        next.push(child);
      }
      // The stack pops the last: push in reverse so the first child's branch is walked first.
      stack.push(...next.reverse());
    }
  };
  const first = rootId && byId.has(rootId) ? rootId : mainPath.find((id) => byId.has(id));
  if (first) walk(first);
  for (const c of byTimecode(checkpoints)) if (!visited.has(c.id)) walk(c.id);
  return { roots, links };
}

/** Oldest first (timecode, then tick, then creation). */
export function byTimecode(checkpoints: LeanSessionSave[]): LeanSessionSave[] {
  return [...checkpoints].sort((a, b) => a.timecode_ms - b.timecode_ms || a.tick - b.tick || a.created_at.localeCompare(b.created_at));
}

/** What the scrubber and the explorer list: the main path, else every checkpoint by timecode (spec 3 §4). */
export function displayedCheckpoints(checkpoints: LeanSessionSave[], mainPath: string[]): LeanSessionSave[] {
  if (mainPath.length === 0) return byTimecode(checkpoints);
  const byId = new Map(checkpoints.map((c) => [c.id, c]));
  const path = mainPath.flatMap((id) => byId.get(id) ?? []);
  return path.length > 0 ? path : byTimecode(checkpoints);
}

export type PlacedSave = {
  checkpoint: LeanSessionSave;
  /** Top-left corner of the card. */
  x: number;
  y: number;
  /** Branch level: 0 is the top row. */
  level: number;
  onMainPath: boolean;
};

export type PlacedLink = BranchLink & { path: string; active: boolean };

export type BranchLayout = { nodes: PlacedSave[]; links: PlacedLink[]; width: number; height: number };

export type LayoutRequest = { checkpoints: LeanSessionSave[]; rootId: string | null; mainPath: string[]; activeId: string | null };

/** What the layout depends on (ids, branches, order, main path, root), not labels or thumbnails: a refetch with the same shape keeps the layout. */
export const layoutShape = ({ checkpoints, rootId, mainPath }: Omit<LayoutRequest, 'activeId'>): string =>
  JSON.stringify([rootId, mainPath, checkpoints.map((c) => [c.id, c.timecode_ms, c.child_branches.map((b) => b.checkpoint_id)])]);

/**
 * Places the cards: x follows time along each path (a card's column is its depth in the tree, so a child is
 * always right of its parent), y is the branch level. Dagre (layered layout, left to right) picks the rows so
 * branches do not cross; order constraints put the main path first in every column and upper-left alignment
 * keeps it one straight top row (level 0). Rows are snapped to the level spacing (200 px).
 */
export function layoutBranchGraph(
  checkpoints: LeanSessionSave[],
  { rootId, mainPath, activeId }: { rootId: string | null; mainPath: string[]; activeId: string | null },
): BranchLayout {
  const { cardWidth: w, cardHeight: h, levelSpacing, columnGap, margin } = BRANCH_GRAPH;
  if (checkpoints.length === 0) return { nodes: [], links: [], width: BRANCH_GRAPH.defaultWidth, height: h + 2 * margin };
  const { links } = checkpointTree(checkpoints, rootId, mainPath);
  const onMain = new Set(mainPath);
  const isMain = (link: BranchLink) => onMain.has(link.from) && onMain.has(link.to);
  const treeLinks = links.filter((l) => l.kind === 'tree');
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'LR', align: 'UL', nodesep: levelSpacing - h, ranksep: columnGap, marginx: 0, marginy: 0 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const c of checkpoints) g.setNode(c.id, { width: w, height: h });
  for (const link of treeLinks) g.setEdge(link.from, link.to, { weight: isMain(link) ? 8 : 1, minlen: 1 });
  // The main path holds the top row: in each column its checkpoint comes before every other one.
  const depth = depths(checkpointTreeRoots(checkpoints, treeLinks), treeLinks);
  const mainAt = new Map<number, string>();
  for (const id of mainPath) if (depth.has(id) && !mainAt.has(depth.get(id) as number)) mainAt.set(depth.get(id) as number, id);
  const constraints = checkpoints.flatMap((c) => {
    const top = mainAt.get(depth.get(c.id) ?? -1);
    return top && top !== c.id ? [{ left: top, right: c.id }] : [];
  });
  dagre.layout(g, { constraints });

  const centres = checkpoints.map((c) => g.node(c.id));
  const minX = Math.min(...centres.map((n) => n.x));
  const minY = Math.min(...centres.map((n) => n.y));
  const nodes = checkpoints.map((checkpoint, i): PlacedSave => {
    const level = Math.round((centres[i].y - minY) / levelSpacing);
    return { checkpoint, x: margin + Math.round(centres[i].x - minX), y: margin + level * levelSpacing, level, onMainPath: onMain.has(checkpoint.id) };
  });
  const at = new Map(nodes.map((n) => [n.checkpoint.id, n]));
  const placed = links.map((link): PlacedLink => {
    const a = at.get(link.from) as PlacedSave;
    const b = at.get(link.to) as PlacedSave;
    return { ...link, path: curve(a, b), active: activeId !== null && (link.from === activeId || link.to === activeId) };
  });
  const width = Math.max(BRANCH_GRAPH.minWidth, Math.max(...nodes.map((n) => n.x)) + w + margin);
  const height = Math.max(...nodes.map((n) => n.y)) + h + margin;
  return { nodes, links: placed, width, height };
}

/**
 * A horizontal S-curve from the right edge of one card to the left edge of the next. A link back to an
 * earlier column (a reference) runs from the left edge of its card to the right edge of the earlier one.
 */
function curve(a: PlacedSave, b: PlacedSave): string {
  const { cardWidth: w, cardHeight: h } = BRANCH_GRAPH;
  const forward = b.x > a.x;
  const x1 = forward ? a.x + w : a.x;
  const x2 = forward ? b.x : b.x + w;
  const y1 = a.y + h / 2;
  const y2 = b.y + h / 2;
  const bend = (forward ? 1 : -1) * Math.max(40, Math.abs(x2 - x1) / 2);
  return `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}`;
}

const checkpointTreeRoots = (checkpoints: LeanSessionSave[], treeLinks: BranchLink[]): string[] => {
  const children = new Set(treeLinks.map((l) => l.to));
  return checkpoints.filter((c) => !children.has(c.id)).map((c) => c.id);
};

/** Each checkpoint's column: its distance from its tree's root. */
function depths(roots: string[], treeLinks: BranchLink[]): Map<string, number> {
  const next = new Map<string, string[]>();
  for (const l of treeLinks) next.set(l.from, [...(next.get(l.from) ?? []), l.to]);
  const depth = new Map(roots.map((id) => [id, 0]));
  const queue = [...roots];
  for (let i = 0; i < queue.length; i++) {
    for (const child of next.get(queue[i]) ?? []) {
      depth.set(child, (depth.get(queue[i]) as number) + 1);
      queue.push(child);
    }
  }
  return depth;
}
