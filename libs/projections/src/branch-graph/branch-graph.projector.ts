import { TIMELINE_EVENT_TYPES } from '@tempest/domain';
import type { Projector } from '../engine/projector.js';
import { applyRowProjection, type RowProjection } from '../engine/row-projection.js';
import {
  evolveNodeRow,
  evolveTransitionRow,
  nodeKeyOf,
  transitionKeyOf,
  type BranchNodeRow,
  type BranchTransitionRow,
} from './branch-graph.read-model.js';

export const BRANCH_GRAPH = 'branch-graph';

const nodes: RowProjection<BranchNodeRow> = {
  table: 'branch_nodes',
  key: 'checkpoint_id',
  columns: ['checkpoint_id', 'lineage_id', 'seq', 'node'],
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

/**
 * The branch graph of every play-session timeline (docs/api-timeline.md, Branch graph): its checkpoints
 * (no ecs_state) and transitions per lineage. Child branches, defaults, incoming transitions, the main
 * path, the root and the tree with its reference entries are `branchGraph` (libs/domain) of these rows.
 */
export const branchGraphProjector: Projector = {
  name: BRANCH_GRAPH,
  version: 1,
  tables: ['branch_nodes', 'branch_transitions'],
  eventTypes: TIMELINE_EVENT_TYPES,
  async createTables(tx, t) {
    await tx.query(`CREATE TABLE IF NOT EXISTS ${t('branch_nodes')} (
      checkpoint_id uuid PRIMARY KEY,
      lineage_id uuid NOT NULL,
      seq bigint NOT NULL,
      node jsonb NOT NULL
    )`);
    await tx.query(`CREATE INDEX IF NOT EXISTS branch_nodes_lineage ON ${t('branch_nodes')} (lineage_id, seq)`);
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
  },
};
