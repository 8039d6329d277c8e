import type { GraphTransition } from '@tempest/domain';
import type { ReadDb } from '../read-db.js';
import type { BranchNode } from './branch-graph.read-model.js';

/** A lineage's checkpoints (deleted ones too, marked: the graph hangs their children from their parents) and transitions, oldest first. */
export const lineageGraph = async (db: ReadDb, lineageId: string): Promise<{ nodes: BranchNode[]; transitions: GraphTransition[] }> => {
  const nodes = await db.query<{ node: BranchNode }>(`SELECT node FROM ${db.table('branch_nodes')} WHERE lineage_id = $1 ORDER BY seq`, [lineageId]);
  const transitions = await db.query<{ transition_id: string; from_id: string; to_id: string; kind: 'branch' | 'restore' }>(
    `SELECT transition_id, from_id, to_id, kind FROM ${db.table('branch_transitions')} WHERE lineage_id = $1 ORDER BY seq`,
    [lineageId],
  );
  return {
    nodes: nodes.map((r) => r.node),
    transitions: transitions.map((r) => ({ transitionId: r.transition_id, from: r.from_id, to: r.to_id, kind: r.kind })),
  };
};

/** The lineage and session of a checkpoint (deleted ones too), or null. */
export const checkpointLineage = async (db: ReadDb, checkpointId: string): Promise<{ lineageId: string; sessionId: string } | null> => {
  const [row] = await db.query<{ lineage_id: string; session_id: string }>(
    `SELECT lineage_id, node->>'sessionId' AS session_id FROM ${db.table('branch_nodes')} WHERE checkpoint_id = $1`,
    [checkpointId],
  );
  return row ? { lineageId: row.lineage_id, sessionId: row.session_id } : null;
};
