import { describe, expect, it } from '@jest/globals';
import { branchGraph, evolveTimeline, initialTimelineState, timelineDecider, type TimelineCommand, type TimelineEvent } from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';
import { branchNodeOf, branchPlayerOf, evolveNodeRow, evolveTransitionRow, nodeKeyOf, transitionKeyOf, type BranchNodeRow, type BranchTransitionRow } from './branch-graph.read-model.js';

const now = '2026-11-26T18:00:00.000Z';
const LINEAGE = '0c6c2b52-5f1e-4c1e-9d4e-3f1b2a3c4d5e';
const version = { source: 'working' as const, checkpointId: null, assets: [{ assetId: 'a1', revision: 1 }], frontends: [] };
const create = (checkpointId: string): TimelineCommand => ({
  type: 'CreateTimelineCheckpoint',
  data: {
    checkpointId, transitionId: `t-${checkpointId}`, sessionId: LINEAGE, gameId: 'g', lineageId: LINEAGE, checkpointType: 'manual', markerLabel: checkpointId,
    description: '', trigger: null, branchLabel: null, tick: null, timecodeMs: null, parentCheckpointId: undefined, preserveParent: null,
    preserveParentCount: null, state: { hash: 'e'.repeat(64), chars: 2, storedBytes: 20 }, version, now,
  },
});
const restore = (checkpointId: string): TimelineCommand => ({ type: 'RestoreTimelineCheckpoint', data: { checkpointId, sessionId: LINEAGE, transitionId: `r-${checkpointId}`, timecodeMs: null, now } });
const remove = (checkpointId: string): TimelineCommand => ({ type: 'DeleteTimelineCheckpoint', data: { checkpointId, now } });

/** The events the commands decide, recorded on the lineage's stream at growing positions. */
const recorded = (...commands: TimelineCommand[]): RecordedEvent[] => {
  let state = initialTimelineState();
  const events: TimelineEvent[] = [];
  for (const command of commands) {
    for (const event of timelineDecider.decide(command, state)) {
      events.push(event);
      state = evolveTimeline(state, event);
    }
  }
  return events.map((e, i) => ({ ...e, streamId: `play-timeline-${LINEAGE}`, globalPosition: BigInt(100 + i), revision: BigInt(i), metadata: {} }) as unknown as RecordedEvent);
};

const rowsOf = (events: RecordedEvent[]) => {
  const nodes = new Map<string, BranchNodeRow | null>();
  const transitions = new Map<string, BranchTransitionRow | null>();
  for (const e of events) {
    const n = nodeKeyOf(e);
    if (n) nodes.set(n, evolveNodeRow(nodes.get(n) ?? null, e));
    const t = transitionKeyOf(e);
    if (t) transitions.set(t, evolveTransitionRow(transitions.get(t) ?? null, e));
  }
  return { nodes: [...nodes.values()].filter((r) => r !== null), transitions: [...transitions.values()].filter((r) => r !== null) };
};

describe('branch-graph read model', () => {
  const events = recorded(create('a'), create('b'), create('c'), restore('a'), create('d'), remove('b'));

  it('holds the same graph as the timeline fold (what create and restore answer from)', () => {
    const rows = rowsOf(events);
    const fold = events.reduce((s, e) => evolveTimeline(s, e as unknown as TimelineEvent), initialTimelineState());
    const fromRows = branchGraph(
      rows.nodes.sort((x, y) => x.seq - y.seq).map((r) => r.node),
      rows.transitions.sort((x, y) => x.seq - y.seq).map((t) => ({ transitionId: t.transition_id, from: t.from_id, to: t.to_id, kind: t.kind })),
    );
    const fromFold = branchGraph(fold.order.map((id) => branchNodeOf(fold.nodes.get(id)!)), fold.transitions);
    expect(fromRows).toEqual(fromFold);
    expect(fromRows.mainPath).toEqual(['a', 'd']);
    // c → a (the restore) leads back: a reference, no cycle; b is deleted, c hangs from a.
    expect(fromRows.tree.map((e) => [e.checkpoint_id, e.is_reference])).toEqual([['a', false], ['d', false], ['c', false], ['a', true]]);
  });

  it('keeps no ecs_state, marks a deleted checkpoint, and ignores events of other streams', () => {
    const rows = rowsOf(events);
    expect(rows.nodes.find((r) => r.checkpoint_id === 'b')?.node.deleted).toBe(true);
    expect(JSON.stringify(rows.nodes)).not.toMatch(/ecsState|stateHash/);
    expect(rows.nodes[0].node.gameVersion).toEqual({ source: 'working', checkpoint_id: null, asset_count: 1 });
    const elsewhere = { ...events[0], streamId: 'play-session-x' } as RecordedEvent;
    expect(nodeKeyOf(elsewhere)).toBeNull();
    expect(transitionKeyOf(elsewhere)).toBeNull();
  });
});

describe('branch graph: players and erasure', () => {
  const started = (data: Record<string, unknown>) =>
    ({ id: 'e', type: 'PlaySessionStarted', streamId: 'play-session-s1', revision: 0n, globalPosition: 5n, schemaVersion: 1, data, metadata: {} }) as unknown as RecordedEvent;

  it("names a lineage's signed-in player: the session's own lineage, or the one a reload carries on; a visitor has none", () => {
    expect(branchPlayerOf(started({ sessionId: 's1', userId: 'u1' }))).toEqual({ lineage_id: 's1', user_id: 'u1' });
    expect(branchPlayerOf(started({ sessionId: 's2', userId: 'u1', lineageId: 's1' }))).toEqual({ lineage_id: 's1', user_id: 'u1' });
    expect(branchPlayerOf(started({ sessionId: 's3', userId: null }))).toBeNull();
  });
});
