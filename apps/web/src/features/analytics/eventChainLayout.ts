import dagre from '@dagrejs/dagre';
import type { EventChain } from '@tempest/contracts';

export const CHAIN_NODE = { width: 210, height: 50 } as const;
const MARGIN = 16;

/**
 * An arrow of the chain: `caused` runs from an event's recorded cause (its causation id) to it; `next` runs
 * from the event before it in the same correlation, for an event whose cause is not recorded (most requests
 * record none: their events share the correlation only).
 */
export type ChainLink = { from: string; to: string; kind: 'caused' | 'next' };

export type PlacedChain = {
  nodes: (EventChain['nodes'][number] & { x: number; y: number })[];
  edges: (ChainLink & { points: { x: number; y: number }[] })[];
  width: number;
  height: number;
};

/** Pure: the chain's arrows, each recorded cause first, then "came next" for each later event without one. */
export function chainLinks(chain: EventChain): ChainLink[] {
  const caused: ChainLink[] = chain.edges.map((e) => ({ ...e, kind: 'caused' }));
  const hasCause = new Set(caused.map((e) => e.to));
  const ordered = [...chain.nodes].sort((a, b) => (BigInt(a.position) < BigInt(b.position) ? -1 : 1));
  const next: ChainLink[] = ordered.slice(1).flatMap((node, i) => (hasCause.has(node.position) ? [] : [{ from: ordered[i].position, to: node.position, kind: 'next' as const }]));
  return [...caused, ...next];
}

/** Lays the chain out top to bottom with dagre (the layout the branch graph uses): causes above what they caused. */
export function layoutChain(chain: EventChain): PlacedChain {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'TB', nodesep: 24, ranksep: 36, marginx: MARGIN, marginy: MARGIN });
  graph.setDefaultEdgeLabel(() => ({}));
  const links = chainLinks(chain);
  for (const node of chain.nodes) graph.setNode(node.position, { width: CHAIN_NODE.width, height: CHAIN_NODE.height });
  for (const link of links) graph.setEdge(link.from, link.to);
  dagre.layout(graph);
  const nodes = chain.nodes.map((node) => {
    const placed = graph.node(node.position);
    return { ...node, x: placed.x - CHAIN_NODE.width / 2, y: placed.y - CHAIN_NODE.height / 2 };
  });
  const edges = links.map((link) => ({ ...link, points: graph.edge(link.from, link.to)?.points ?? [] }));
  const { width = 0, height = 0 } = graph.graph();
  return { nodes, edges, width: Math.max(width, CHAIN_NODE.width + 2 * MARGIN), height: Math.max(height, CHAIN_NODE.height + 2 * MARGIN) };
}

/** Pure: where a viewport of `view` size scrolls so the node at (x, y) sits in its middle (never below 0). */
export function scrollToCenter(node: { x: number; y: number }, view: { width: number; height: number }): { left: number; top: number } {
  return {
    left: Math.max(0, Math.round(node.x + CHAIN_NODE.width / 2 - view.width / 2)),
    top: Math.max(0, Math.round(node.y + CHAIN_NODE.height / 2 - view.height / 2)),
  };
}
