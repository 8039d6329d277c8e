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

/** The lineages a signed-in player played (their erasure reaches them). */
export const lineagesOfPlayer = async (db: ReadDb, userId: string): Promise<string[]> =>
  (await db.query<{ lineage_id: string }>(`SELECT lineage_id FROM ${db.table('branch_players')} WHERE user_id = $1`, [userId])).map((r) => r.lineage_id);

/** The save states these lineages name that no other lineage does (a state saved twice is stored once). */
export const saveStatesOnlyOf = async (db: ReadDb, lineageIds: readonly string[]): Promise<string[]> => {
  if (lineageIds.length === 0) return [];
  const rows = await db.query<{ state_hash: string }>(
    `SELECT DISTINCT n.state_hash FROM ${db.table('branch_nodes')} n
      WHERE n.lineage_id = ANY($1::uuid[]) AND n.state_hash IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM ${db.table('branch_nodes')} o WHERE o.state_hash = n.state_hash AND o.lineage_id <> ALL($1::uuid[]))`,
    [lineageIds],
  );
  return rows.map((r) => r.state_hash);
};

/** The media hashes of these lineages' save thumbnails that no other lineage's save shows. */
export const thumbnailsOnlyOf = async (db: ReadDb, lineageIds: readonly string[]): Promise<string[]> => {
  if (lineageIds.length === 0) return [];
  const rows = await db.query<{ hash: string }>(
    `SELECT DISTINCT substring(n.node->>'thumbnailUrl' from '^/media/([0-9a-f]{64})$') AS hash FROM ${db.table('branch_nodes')} n
      WHERE n.lineage_id = ANY($1::uuid[]) AND n.node->>'thumbnailUrl' ~ '^/media/[0-9a-f]{64}$'
        AND NOT EXISTS (SELECT 1 FROM ${db.table('branch_nodes')} o WHERE o.node->>'thumbnailUrl' = n.node->>'thumbnailUrl' AND o.lineage_id <> ALL($1::uuid[]))`,
    [lineageIds],
  );
  return rows.map((r) => r.hash);
};
