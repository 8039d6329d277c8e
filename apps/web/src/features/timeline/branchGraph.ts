import dagre from '@dagrejs/dagre';
import type { SessionCheckpoint } from '@tempest/contracts';

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
export function checkpointTree(checkpoints: SessionCheckpoint[], rootId: string | null, mainPath: string[]): { roots: string[]; links: BranchLink[] } {
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
export function byTimecode(checkpoints: SessionCheckpoint[]): SessionCheckpoint[] {
  return [...checkpoints].sort((a, b) => a.timecode_ms - b.timecode_ms || a.tick - b.tick || a.created_at.localeCompare(b.created_at));
}

/** What the scrubber and the explorer list: the main path, else every checkpoint by timecode (spec 3 §4). */
export function displayedCheckpoints(checkpoints: SessionCheckpoint[], mainPath: string[]): SessionCheckpoint[] {
  if (mainPath.length === 0) return byTimecode(checkpoints);
  const byId = new Map(checkpoints.map((c) => [c.id, c]));
  const path = mainPath.flatMap((id) => byId.get(id) ?? []);
  return path.length > 0 ? path : byTimecode(checkpoints);
}

export type PlacedCheckpoint = {
  checkpoint: SessionCheckpoint;
  /** Top-left corner of the card. */
  x: number;
  y: number;
  /** Branch level: 0 is the top row. */
  level: number;
  onMainPath: boolean;
};

export type PlacedLink = BranchLink & { path: string; active: boolean };

export type BranchLayout = { nodes: PlacedCheckpoint[]; links: PlacedLink[]; width: number; height: number };

/**
 * Places the cards: x follows time along each path (a card's column is its depth in the tree, so a child is
 * always right of its parent), y is the branch level. Dagre (layered layout, left to right) picks the rows so
 * branches do not cross; main-path edges weigh more so the main path stays one straight row. Rows are
 * snapped to the level spacing (200 px).
 */
export function layoutBranchGraph(
  checkpoints: SessionCheckpoint[],
  { rootId, mainPath, activeId }: { rootId: string | null; mainPath: string[]; activeId: string | null },
): BranchLayout {
  const { cardWidth: w, cardHeight: h, levelSpacing, columnGap, margin } = BRANCH_GRAPH;
  if (checkpoints.length === 0) return { nodes: [], links: [], width: BRANCH_GRAPH.defaultWidth, height: h + 2 * margin };
  const { links } = checkpointTree(checkpoints, rootId, mainPath);
  const onMain = new Set(mainPath);
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'LR', align: 'UR', nodesep: levelSpacing - h, ranksep: columnGap, marginx: 0, marginy: 0 });
  g.setDefaultEdgeLabel(() => ({}));
  // Dagre's first ordering follows insertion: the main path first, so it holds the top row.
  const mainFirst = [...checkpoints].sort((x, y) => Number(onMain.has(y.id)) - Number(onMain.has(x.id)));
  for (const c of mainFirst) g.setNode(c.id, { width: w, height: h });
  const isMain = (link: BranchLink) => onMain.has(link.from) && onMain.has(link.to);
  const treeLinks = links.filter((l) => l.kind === 'tree').sort((x, y) => Number(isMain(y)) - Number(isMain(x)));
  for (const link of treeLinks) g.setEdge(link.from, link.to, { weight: isMain(link) ? 8 : 1, minlen: 1 });
  dagre.layout(g);

  const centres = checkpoints.map((c) => g.node(c.id));
  const minX = Math.min(...centres.map((n) => n.x));
  const minY = Math.min(...centres.map((n) => n.y));
  const nodes = checkpoints.map((checkpoint, i): PlacedCheckpoint => {
    const level = Math.round((centres[i].y - minY) / levelSpacing);
    return { checkpoint, x: margin + Math.round(centres[i].x - minX), y: margin + level * levelSpacing, level, onMainPath: onMain.has(checkpoint.id) };
  });
  const at = new Map(nodes.map((n) => [n.checkpoint.id, n]));
  const placed = links.map((link): PlacedLink => {
    const a = at.get(link.from) as PlacedCheckpoint;
    const b = at.get(link.to) as PlacedCheckpoint;
    return { ...link, path: curve(a, b), active: activeId !== null && (link.from === activeId || link.to === activeId) };
  });
  const width = Math.max(BRANCH_GRAPH.minWidth, Math.max(...nodes.map((n) => n.x)) + w + margin);
  const height = Math.max(...nodes.map((n) => n.y)) + h + margin;
  return { nodes, links: placed, width, height };
}

/** A horizontal S-curve from the right edge of one card to the left edge of the next (a reference may run backwards). */
function curve(a: PlacedCheckpoint, b: PlacedCheckpoint): string {
  const { cardWidth: w, cardHeight: h } = BRANCH_GRAPH;
  const x1 = a.x + w;
  const y1 = a.y + h / 2;
  const x2 = b.x;
  const y2 = b.y + h / 2;
  const bend = Math.max(40, Math.abs(x2 - x1) / 2);
  return `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}`;
}
