import { BRANCH_GRAPH_READ_MODEL, timelineRoom } from '@tempest/contracts';
import { TIMELINE_EVENT_TYPES, TIMELINE_STREAM_PREFIX } from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';
import { applyRowProjection, type RowProjection } from '../engine/row-projection.js';
import { defineReadModel, recordTypeOf, type TableSpec } from '../engine/table.js';
import { erasedUserOf } from '../erasures/erasures.read-model.js';
import {
  branchPlayerOf,
  ERASED_NODE_FIELDS,
  evolveNodeRow,
  evolveTransitionRow,
  nodeKeyOf,
  transitionKeyOf,
  type BranchNodeRow,
  type BranchPlayerRow,
  type BranchTransitionRow,
} from './branch-graph.read-model.js';

export const BRANCH_GRAPH = BRANCH_GRAPH_READ_MODEL;

const nodes: RowProjection<BranchNodeRow> = {
  table: {
    name: 'branch_nodes',
    key: 'checkpoint_id',
    columns: { checkpoint_id: 'uuid', lineage_id: 'uuid', seq: 'bigint', updated_seq: 'bigint', node: 'jsonb', state_hash: 'text null' },
    indexes: [
      { name: 'branch_nodes_state_hash', on: 'state_hash' },
      { name: 'branch_nodes_lineage', on: 'lineage_id, seq' },
      // The erasure of a player (apply) finds the lineage's nodes by it.
      { name: 'branch_nodes_lineage_updated', on: 'lineage_id, updated_seq', replay: true },
    ],
  },
  keyOf: nodeKeyOf,
  evolve: evolveNodeRow,
};

const transitions: RowProjection<BranchTransitionRow> = {
  table: {
    name: 'branch_transitions',
    key: 'transition_id',
    columns: { transition_id: 'uuid', lineage_id: 'uuid', seq: 'bigint', from_id: 'uuid', to_id: 'uuid', kind: 'text' },
    indexes: [{ name: 'branch_transitions_lineage', on: 'lineage_id, seq' }],
  },
  keyOf: transitionKeyOf,
  evolve: evolveTransitionRow,
};

/** Who played each lineage, so an erasure finds the player's checkpoints (written once per lineage). */
const players: TableSpec<BranchPlayerRow> = {
  name: 'branch_players',
  key: 'lineage_id',
  columns: { lineage_id: 'uuid', user_id: 'uuid' },
  // The erasure of a player (apply) finds their lineages by it.
  indexes: [{ name: 'branch_players_user', on: 'user_id', replay: true }],
};

/** The lineage a change is about: a timeline event's, or a reload's new session carrying a lineage on. */
const lineageOf = (event: RecordedEvent): string | null => {
  if (event.streamId.startsWith(TIMELINE_STREAM_PREFIX)) return event.streamId.slice(TIMELINE_STREAM_PREFIX.length);
  if (event.type === 'PlaySessionStarted') return (event.data as { lineageId?: string }).lineageId ?? null;
  return null;
};

/**
 * The branch graph of every play-session timeline (docs/api-timeline.md, Branch graph): its checkpoints
 * (no ecs_state) and transitions per lineage. Child branches, defaults, incoming transitions, the main
 * path, the root and the tree with its reference entries are `branchGraph` (libs/domain) of these rows.
 */
export const branchGraphProjector = defineReadModel({
  name: BRANCH_GRAPH,
  // 2: updated_seq, so a reader holding a lineage reads only what changed. 3: state_hash and branch_players,
  // so an erasure reaches a player's checkpoints and the save states no one else's name (docs/personal-data.md).
  version: 3,
  tables: [nodes.table, transitions.table, players],
  // PlaySessionStarted names a lineage's player, and announces a reload's new session to the lineage's room.
  eventTypes: [...TIMELINE_EVENT_TYPES, 'PlaySessionStarted', 'UserErased'],
  async apply(tx, events, t) {
    await applyRowProjection(nodes, tx, events, t);
    await applyRowProjection(transitions, tx, events, t);
    const played = events.map(branchPlayerOf).filter((row): row is BranchPlayerRow => row !== null);
    if (played.length > 0) {
      await tx.query(
        `INSERT INTO ${t(players.name)} (lineage_id, user_id) SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(${recordTypeOf(players)}) ON CONFLICT (lineage_id) DO NOTHING`,
        [JSON.stringify(played)],
      );
    }
    // An erased player's checkpoints forget their labels and screenshots; the move is a change readers fetch.
    // Their lineages first, then the nodes by them: a rebuild's fresh tables have no statistics, and the planner
    // answered `lineage_id IN (SELECT …)` with a scan of every node per erasure (a rebuild slower the longer the log).
    for (const event of events) {
      const userId = erasedUserOf(event);
      if (!userId) continue;
      const lineages = await tx.query<{ lineage_id: string }>(`SELECT lineage_id FROM ${t('branch_players')} WHERE user_id = $1`, [userId]);
      if (lineages.length === 0) continue;
      await tx.query(`UPDATE ${t('branch_nodes')} SET node = node || $2::jsonb, updated_seq = $3 WHERE lineage_id = ANY($1::uuid[])`, [
        lineages.map((l) => l.lineage_id),
        JSON.stringify(ERASED_NODE_FIELDS),
        Number(event.globalPosition),
      ]);
    }
  },
  changesOf: (event) => {
    const lineageId = lineageOf(event);
    return lineageId ? [{ readModel: BRANCH_GRAPH, id: lineageId, rooms: [timelineRoom(lineageId)] }] : [];
  },
});
