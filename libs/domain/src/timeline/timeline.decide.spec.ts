import { describe, expect, it } from '@jest/globals';
import {
  branchGraph,
  evolveTimeline,
  initialTimelineState,
  timelineDecider,
  TIMELINE_MAX_SAVES,
  TIMELINE_STATE_MAX_CHARS,
  type CreateTimelineCheckpoint,
  type TimelineCommand,
  type TimelineEvent,
  type TimelineState,
} from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

const now = '2026-11-26T18:00:00.000Z';
const SESSION = '0c6c2b52-5f1e-4c1e-9d4e-3f1b2a3c4d5e';
const GAME = '1d7d3c63-6a2f-4d2f-8e5f-4a2c3b4d5e6f';
const HERO = '2e8e4d74-7b3a-4e3a-9f6a-5b3d4c5e6f70';
const version = { source: 'working' as const, checkpointId: null, assets: [{ assetId: HERO, revision: 2 }], frontends: [] };
const spec = deciderSpecification(timelineDecider);
const given = (...events: TimelineEvent[]): TimelineState => events.reduce(evolveTimeline, initialTimelineState());

type CreateData = CreateTimelineCheckpoint['data'];
const create = (checkpointId: string, change: Partial<CreateData> = {}): TimelineCommand => ({
  type: 'CreateTimelineCheckpoint',
  data: {
    checkpointId,
    transitionId: `t-${checkpointId}`,
    sessionId: SESSION,
    gameId: GAME,
    lineageId: SESSION,
    checkpointType: 'manual',
    markerLabel: '',
    description: '',
    trigger: null,
    branchLabel: null,
    tick: null,
    timecodeMs: null,
    parentCheckpointId: undefined,
    preserveParent: null,
    preserveParentCount: null,
    state: { hash: 'f'.repeat(64), chars: 42, storedBytes: 40 },
    version,
    now,
    ...change,
  },
});
/** The events a sequence of commands decides, each on the state the ones before left. */
const run = (...commands: TimelineCommand[]): TimelineEvent[] =>
  commands.reduce<TimelineEvent[]>((events, command) => [...events, ...timelineDecider.decide(command, given(...events))], []);
const restore = (checkpointId: string): TimelineCommand => ({
  type: 'RestoreTimelineCheckpoint',
  data: { checkpointId, sessionId: SESSION, transitionId: `r-${checkpointId}`, timecodeMs: null, now },
});
const remove = (checkpointId: string): TimelineCommand => ({ type: 'DeleteTimelineCheckpoint', data: { checkpointId, now } });

describe('session timeline decider', () => {
  it('spaces checkpoints 10000 ms apart from 0, numbers their ticks and chains each to the active one', () => {
    const events = run(create('a'), create('b'), create('c', { timecodeMs: 42_000 }), create('d'));
    const data = events.map((e) => (e.type === 'TimelineCheckpointCreated' ? e.data : null));
    expect(data.map((d) => d?.timecodeMs)).toEqual([0, 10_000, 42_000, 52_000]);
    expect(data.map((d) => d?.tick)).toEqual([1, 2, 3, 4]);
    expect(data.map((d) => d?.parentCheckpointId)).toEqual([null, 'a', 'b', 'c']);
    expect(data.map((d) => d?.transitionId)).toEqual([null, 't-b', 't-c', 't-d']);
    expect(data[0]).toMatchObject({ trigger: 'manual', stateHash: 'f'.repeat(64), stateSize: 42, version });
  });

  it("'auto' checkpoints do not become active: the next one still branches from the last manual one", () => {
    const events = run(create('a'), create('auto1', { checkpointType: 'auto' }), create('b'));
    expect(events[2]).toMatchObject({ data: { parentCheckpointId: 'a' } });
  });

  it('a deleted active checkpoint gives way to the last on the main path', () => {
    const events = run(create('a'), create('b'), remove('b'), create('c'));
    expect(events[3]).toMatchObject({ data: { parentCheckpointId: 'a', timecodeMs: 10_000 } });
  });

  it('restore makes the checkpoint active and the pending-branch parent (use count 3), with a transition from the active one', () => {
    const events = run(create('a'), create('b'), restore('a'));
    expect(events[2]).toEqual({
      type: 'TimelineCheckpointRestored',
      data: { checkpointId: 'a', sessionId: SESSION, fromCheckpointId: 'b', transitionId: 'r-a', timecodeMs: 0, useCount: 3, at: now },
    });
    expect(given(...events)).toMatchObject({ activeId: 'a', pending: { checkpointId: 'a', uses: 3 } });
  });

  it('preserve_parent keeps the pending parent for its remaining uses; without it the parent is used once', () => {
    const preserved = run(create('a'), create('b'), restore('a'), create('c', { preserveParent: true }), create('d', { preserveParent: true }));
    expect(preserved.slice(3)).toMatchObject([
      { data: { parentCheckpointId: 'a', transitionMetadata: { preserve_parent: true, preserve_parent_count: 2 } } },
      { data: { parentCheckpointId: 'a', transitionMetadata: { preserve_parent: true, preserve_parent_count: 1 } } },
    ]);
    const once = run(create('a'), create('b'), restore('a'), create('c'), create('d'));
    expect(once.slice(3)).toMatchObject([
      { data: { parentCheckpointId: 'a', transitionMetadata: { preserve_parent: false, preserve_parent_count: 0 } } },
      { data: { parentCheckpointId: 'c' } },
    ]);
    expect(given(...once).pending).toBeNull();
  });

  it('takes an explicit parent (or none), and refuses a parent not in the timeline', () => {
    expect(run(create('a'), create('b'), create('c', { parentCheckpointId: 'a' }))[2]).toMatchObject({ data: { parentCheckpointId: 'a' } });
    expect(run(create('a'), create('b', { parentCheckpointId: null }))[1]).toMatchObject({ data: { parentCheckpointId: null, transitionId: null } });
    spec.given(...run(create('a'))).when(create('b', { parentCheckpointId: 'zzz' })).thenThrows({ code: 'timeline.parent_not_found', category: 'validation' });
  });

  it('refuses a state larger than the bound, a checkpoint id used twice, and restoring or deleting one that is gone', () => {
    spec.given().when(create('a', { state: { hash: 'f'.repeat(64), chars: TIMELINE_STATE_MAX_CHARS + 1, storedBytes: 9 } })).thenThrows({ code: 'timeline.state_too_large' });
    const made = run(create('a'));
    spec.given(...made).when(create('a')).thenThrows({ code: 'timeline.checkpoint_exists' });
    const deleted = run(create('a'), remove('a'));
    spec.given(...deleted).when(restore('a')).thenThrows({ code: 'timeline.checkpoint_not_found', category: 'not_found' });
    spec.given(...deleted).when(remove('a')).thenThrows({ code: 'timeline.checkpoint_not_found' });
    spec.given().when(restore('nope')).thenThrows({ code: 'timeline.checkpoint_not_found' });
  });

  it(`holds at most ${TIMELINE_MAX_SAVES} saves, deleted ones included (their events stay)`, () => {
    let state = initialTimelineState();
    const apply = (command: TimelineCommand) => (state = timelineDecider.decide(command, state).reduce(evolveTimeline, state));
    for (let i = 0; i < TIMELINE_MAX_SAVES - 1; i++) apply(create(`c${i}`));
    apply(remove('c0'));
    expect(timelineDecider.decide(create('last'), state).map((e) => e.type)).toEqual(['TimelineCheckpointCreated']);
    apply(create('last'));
    expect(() => timelineDecider.decide(create('more'), state)).toThrow(expect.objectContaining({ code: 'timeline.full', category: 'conflict' }));
  });

  it('attaches one thumbnail to a checkpoint', () => {
    const attach: TimelineCommand = { type: 'AttachTimelineThumbnail', data: { checkpointId: 'a', thumbnailUrl: '/media/x', sizeBytes: 10, now } };
    const events = run(create('a'), attach);
    expect(given(...events).nodes.get('a')).toMatchObject({ thumbnailUrl: '/media/x', thumbnailSize: 10 });
    spec.given(...events).when(attach).thenThrows({ code: 'timeline.thumbnail_exists' });
  });
});

describe('branch graph', () => {
  const graphOf = (events: TimelineEvent[]) => {
    const state = given(...events);
    return branchGraph(state.order.map((id) => state.nodes.get(id)!), state.transitions);
  };

  it('has the root, the main path to the newest checkpoint, default branches and incoming transitions', () => {
    // a → b → c; restore a, then a → d → e: the main path follows the newest branch.
    const graph = graphOf(run(create('a'), create('b'), create('c'), restore('a'), create('d'), create('e')));
    expect(graph.rootId).toBe('a');
    expect(graph.mainPath).toEqual(['a', 'd', 'e']);
    expect(graph.childBranches.get('a')).toEqual([
      { checkpoint_id: 'b', is_default: false, transition_id: 't-b', kind: 'branch' },
      { checkpoint_id: 'd', is_default: true, transition_id: 't-d', kind: 'branch' },
    ]);
    expect(graph.childBranches.get('b')).toEqual([{ checkpoint_id: 'c', is_default: true, transition_id: 't-c', kind: 'branch' }]);
    // c → a is the restore's back-edge: a is reached twice.
    expect(graph.childBranches.get('c')).toEqual([{ checkpoint_id: 'a', is_default: false, transition_id: 'r-a', kind: 'restore' }]);
    expect(Object.fromEntries(graph.incoming)).toEqual({ a: 1, b: 1, c: 1, d: 1, e: 1 });
  });

  it('turns a cycle into a reference entry: every checkpoint is expanded once', () => {
    const graph = graphOf(run(create('a'), create('b'), create('c'), restore('a'), create('d')));
    expect(graph.tree.map((e) => [e.checkpoint_id, e.is_reference, e.depth, e.branch_level])).toEqual([
      ['a', false, 0, 0],
      ['d', false, 1, 0],
      ['b', false, 1, 1],
      ['c', false, 2, 1],
      ['a', true, 3, 2],
    ]);
    expect(graph.tree[4].parent).toBe(3);
  });

  it('hangs the children of a deleted checkpoint from its nearest shown ancestor', () => {
    const graph = graphOf(run(create('a'), create('b'), create('c'), remove('b')));
    expect(graph.mainPath).toEqual(['a', 'c']);
    expect(graph.childBranches.get('a')).toEqual([{ checkpoint_id: 'c', is_default: true, transition_id: 't-c', kind: 'branch' }]);
  });

  it('builds a 10,000-deep chain without recursion', () => {
    const nodes = Array.from({ length: 10_000 }, (_, i) => ({
      checkpointId: `n${i}`,
      parentCheckpointId: i === 0 ? null : `n${i - 1}`,
      transitionId: i === 0 ? null : `t${i}`,
      checkpointType: 'manual' as const,
      deleted: false,
    }));
    const graph = branchGraph(nodes, []);
    expect(graph.mainPath).toHaveLength(10_000);
    expect(graph.tree.at(-1)).toMatchObject({ checkpoint_id: 'n9999', depth: 9999 });
  });
});
