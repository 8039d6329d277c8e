import type { GraphTransition } from '@tempest/domain';
import type { ReadDb } from '../read-db.js';
import type { BranchNode } from './branch-graph.read-model.js';

const restoresOf = (rows: { transition_id: string; from_id: string; to_id: string }[]): GraphTransition[] =>
  rows.map((r) => ({ transitionId: r.transition_id, from: r.from_id, to: r.to_id, kind: 'restore' }));

/**
 * A lineage's checkpoints (deleted ones too, marked: the graph hangs their children from their parents) and
 * its restores' transitions, oldest first. A branch's transition is not read: the graph takes a branch from
 * its checkpoint's parent (`branchGraph`).
 */
export const lineageGraph = async (db: ReadDb, lineageId: string): Promise<{ nodes: BranchNode[]; transitions: GraphTransition[] }> => {
  const nodes = await db.query<{ node: BranchNode }>(`SELECT node FROM ${db.table('branch_nodes')} WHERE lineage_id = $1 ORDER BY seq`, [lineageId]);
  const transitions = await db.query<{ transition_id: string; from_id: string; to_id: string }>(
    `SELECT transition_id, from_id, to_id FROM ${db.table('branch_transitions')} WHERE lineage_id = $1 AND kind = 'restore' ORDER BY seq`,
    [lineageId],
  );
  return { nodes: nodes.map((r) => r.node), transitions: restoresOf(transitions) };
};

/** Where a page of a lineage ends (`before`: the `next_before` of the page after it) and how many shown checkpoints it holds. */
export type PageBounds = { limit: number; before: number | null };

/**
 * A page of a lineage (docs/api-timeline.md, Branch graph reads): its `limit` newest shown checkpoints made
 * before `before`, with the deleted ones made among them, and the restores' transitions made since the
 * oldest of them (a restore between two of them comes after both); `nextBefore` is where the older page
 * ends, null when there is none. Reads about `limit` rows whatever the lineage's size.
 */
export const lineagePage = async (
  db: ReadDb,
  lineageId: string,
  { limit, before }: PageBounds,
): Promise<{ nodes: BranchNode[]; transitions: GraphTransition[]; nextBefore: string | null }> => {
  const nodesTable = db.table('branch_nodes');
  // One statement (a round trip costs most on the embedded database): the oldest row carries whether an
  // older page exists and the restores' transitions since it.
  const rows = await db.query<{ node: BranchNode; seq: string; older: boolean | null; restores: [string, string, string][] | null }>(
    `WITH page AS (
       SELECT seq FROM ${nodesTable} WHERE lineage_id = $1 AND seq < $2 AND NOT (node->>'deleted')::boolean ORDER BY seq DESC LIMIT $3
     ), bound AS (
       SELECT low, EXISTS (SELECT 1 FROM ${nodesTable} o WHERE o.lineage_id = $1 AND o.seq < low AND NOT (o.node->>'deleted')::boolean) AS older
         FROM (SELECT min(seq) AS low FROM page) m
     ), restores AS (
       SELECT coalesce(json_agg(json_build_array(t.transition_id, t.from_id, t.to_id) ORDER BY t.seq), '[]') AS list
         FROM ${db.table('branch_transitions')} t, bound WHERE t.lineage_id = $1 AND t.kind = 'restore' AND t.seq >= bound.low
     )
     SELECT n.node, n.seq::text AS seq, CASE WHEN n.seq = bound.low THEN bound.older END AS older, CASE WHEN n.seq = bound.low THEN restores.list END AS restores
       FROM ${nodesTable} n, bound, restores
      WHERE n.lineage_id = $1 AND n.seq >= bound.low AND n.seq < $2
      ORDER BY n.seq`,
    [lineageId, before ?? Number.MAX_SAFE_INTEGER, limit],
  );
  if (rows.length === 0) return { nodes: [], transitions: [], nextBefore: null };
  const [oldest] = rows;
  const transitions = (oldest.restores ?? []).map(([transitionId, from, to]) => ({ transitionId, from, to, kind: 'restore' as const }));
  return { nodes: rows.map((r) => r.node), transitions, nextBefore: oldest.older ? oldest.seq : null };
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
