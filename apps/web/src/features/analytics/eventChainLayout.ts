import dagre from '@dagrejs/dagre';
import type { EventChain } from '@tempest/contracts';

export const CHAIN_NODE = { width: 210, height: 50 } as const;
const MARGIN = 16;

export type PlacedChain = {
  nodes: (EventChain['nodes'][number] & { x: number; y: number })[];
  edges: { from: string; to: string; points: { x: number; y: number }[] }[];
  width: number;
  height: number;
};

/** Lays the chain out top to bottom with dagre (the layout the branch graph uses): causes above what they caused. */
export function layoutChain(chain: EventChain): PlacedChain {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'TB', nodesep: 24, ranksep: 36, marginx: MARGIN, marginy: MARGIN });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of chain.nodes) graph.setNode(node.position, { width: CHAIN_NODE.width, height: CHAIN_NODE.height });
  for (const edge of chain.edges) graph.setEdge(edge.from, edge.to);
  dagre.layout(graph);
  const nodes = chain.nodes.map((node) => {
    const placed = graph.node(node.position);
    return { ...node, x: placed.x - CHAIN_NODE.width / 2, y: placed.y - CHAIN_NODE.height / 2 };
  });
  const edges = chain.edges.map((edge) => ({ ...edge, points: graph.edge(edge.from, edge.to)?.points ?? [] }));
  const { width = 0, height = 0 } = graph.graph();
  return { nodes, edges, width: Math.max(width, CHAIN_NODE.width + 2 * MARGIN), height: Math.max(height, CHAIN_NODE.height + 2 * MARGIN) };
}
