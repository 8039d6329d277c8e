import { BRANCH_GRAPH_READ_MODEL, timelineRoom } from '@tempest/contracts';
import { TIMELINE_EVENT_TYPES, TIMELINE_STREAM_PREFIX } from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';
import type { Projector } from '../engine/projector.js';
import { applyRowProjection, type RowProjection } from '../engine/row-projection.js';
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
  table: 'branch_nodes',
  key: 'checkpoint_id',
  columns: ['checkpoint_id', 'lineage_id', 'seq', 'updated_seq', 'node', 'state_hash'],
  keyOf: nodeKeyOf,
  evolve: evolveNodeRow,
};

const transitions: RowProjection<BranchTransitionRow> = {
  table: 'branch_transitions',
  key: 'transition_id',
  columns: ['transition_id', 'lineage_id', 'seq', 'from_id', 'to_id', 'kind'],
  keyOf: transitionKeyOf,
  evolve: evolveTransitionRow,
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
export const branchGraphProjector: Projector = {
  name: BRANCH_GRAPH,
  // 2: updated_seq, so a reader holding a lineage reads only what changed. 3: state_hash and branch_players,
  // so an erasure reaches a player's checkpoints and the save states no one else's name (docs/personal-data.md).
  version: 3,
  tables: ['branch_nodes', 'branch_transitions', 'branch_players'],
  // PlaySessionStarted names a lineage's player, and announces a reload's new session to the lineage's room.
  eventTypes: [...TIMELINE_EVENT_TYPES, 'PlaySessionStarted', 'UserErased'],
  async createTables(tx, t) {
    await tx.query(`CREATE TABLE IF NOT EXISTS ${t('branch_nodes')} (
      checkpoint_id uuid PRIMARY KEY,
      lineage_id uuid NOT NULL,
      seq bigint NOT NULL,
      updated_seq bigint NOT NULL,
      node jsonb NOT NULL,
      state_hash text
    )`);
    await tx.query(`CREATE INDEX IF NOT EXISTS branch_nodes_state_hash ON ${t('branch_nodes')} (state_hash)`);
    await tx.query(`CREATE TABLE IF NOT EXISTS ${t('branch_players')} (lineage_id uuid PRIMARY KEY, user_id uuid NOT NULL)`);
    await tx.query(`CREATE INDEX IF NOT EXISTS branch_players_user ON ${t('branch_players')} (user_id)`);
    await tx.query(`CREATE INDEX IF NOT EXISTS branch_nodes_lineage ON ${t('branch_nodes')} (lineage_id, seq)`);
    await tx.query(`CREATE INDEX IF NOT EXISTS branch_nodes_lineage_updated ON ${t('branch_nodes')} (lineage_id, updated_seq)`);
    await tx.query(`CREATE TABLE IF NOT EXISTS ${t('branch_transitions')} (
      transition_id uuid PRIMARY KEY,
      lineage_id uuid NOT NULL,
      seq bigint NOT NULL,
      from_id uuid NOT NULL,
      to_id uuid NOT NULL,
      kind text NOT NULL
    )`);
    await tx.query(`CREATE INDEX IF NOT EXISTS branch_transitions_lineage ON ${t('branch_transitions')} (lineage_id, seq)`);
  },
  async apply(tx, events, t) {
    await applyRowProjection(nodes, tx, events, t);
    await applyRowProjection(transitions, tx, events, t);
    const players = events.map(branchPlayerOf).filter((row): row is BranchPlayerRow => row !== null);
    if (players.length > 0) {
      await tx.query(
        `INSERT INTO ${t('branch_players')} (lineage_id, user_id) SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(lineage_id uuid, user_id uuid) ON CONFLICT (lineage_id) DO NOTHING`,
        [JSON.stringify(players)],
      );
    }
    // An erased player's checkpoints forget their labels and screenshots; the move is a change readers fetch.
    for (const event of events) {
      const userId = erasedUserOf(event);
      if (!userId) continue;
      await tx.query(
        `UPDATE ${t('branch_nodes')} SET node = node || $2::jsonb, updated_seq = $3
          WHERE lineage_id IN (SELECT lineage_id FROM ${t('branch_players')} WHERE user_id = $1)`,
        [userId, JSON.stringify(ERASED_NODE_FIELDS), Number(event.globalPosition)],
      );
    }
  },
  changesOf: (event) => {
    const lineageId = lineageOf(event);
    return lineageId ? [{ readModel: BRANCH_GRAPH, id: lineageId, rooms: [timelineRoom(lineageId)] }] : [];
  },
};
