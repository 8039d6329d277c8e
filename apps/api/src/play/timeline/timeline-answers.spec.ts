import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { SessionSummary } from '@tempest/contracts';
import { timelineDecider, type TimelineCommand, type TimelineState } from '@tempest/domain';
import { leanSaveJsonOf, leanTimelineOf, saveJsonOf, nodesOf, reloadAnswer, restoreAnswerJson, saveDataOf, savedAnswer, timelineAnswer, timelineAnswerJson, timelineGraphJson, timelineOf } from './timeline-answers.js';

const LINEAGE = '0c6c2b52-5f1e-4c1e-9d4e-3f1b2a3c4d5e';
const now = '2026-11-28T06:00:00.000Z';
const version = { source: 'working' as const, checkpointId: null, assets: [], frontends: [] };
const summary: SessionSummary = {
  session_id: LINEAGE, current_session_id: LINEAGE, previous_session_id: null, legacy_session_id: null, lineage_id: LINEAGE,
  session_was_reassigned: false, runner_session_valid: true, pool_session_id: null,
};
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type Step = { kind: 'create' | 'restore' | 'delete' | 'thumbnail'; pick: number; label: string };

/** The timeline after the steps, each decided by the timeline's own decider (refusals skipped). */
const timelineAfter = (steps: Step[]): TimelineState => {
  let state = timelineDecider.initialState();
  let made = 0;
  for (const [i, step] of steps.entries()) {
    const ids = [...state.nodes.keys()];
    const target = ids[step.pick % Math.max(1, ids.length)];
    const command: TimelineCommand | null =
      step.kind === 'create' || !target
        ? {
            type: 'CreateTimelineCheckpoint',
            data: {
              checkpointId: id(++made), transitionId: id(1000 + i), sessionId: LINEAGE, gameId: LINEAGE, lineageId: LINEAGE, checkpointType: 'manual',
              markerLabel: step.label, description: `"${step.label}" \\ ünï 😀`, trigger: null, branchLabel: null, tick: null, timecodeMs: null,
              parentCheckpointId: undefined, preserveParent: null, preserveParentCount: null, state: { hash: 'e'.repeat(64), chars: 2, storedBytes: 20 }, version, now,
            },
          }
        : step.kind === 'restore'
          ? { type: 'RestoreTimelineCheckpoint', data: { checkpointId: target, sessionId: LINEAGE, transitionId: id(2000 + i), timecodeMs: null, now } }
          : step.kind === 'delete'
            ? { type: 'DeleteTimelineCheckpoint', data: { checkpointId: target, now } }
            : { type: 'AttachTimelineThumbnail', data: { checkpointId: target, thumbnailUrl: `/media/${'a'.repeat(64)}/`, sizeBytes: 1234, now } };
    try {
      for (const event of timelineDecider.decide(command, state)) state = timelineDecider.evolve(state, event);
    } catch {
      // A step the timeline refuses (a deleted checkpoint, a second thumbnail) changes nothing.
    }
  }
  return state;
};

describe('the timeline answer written as text (timelineGraphJson)', () => {
  it('parses to the same answer as timelineOf for any timeline of creates, restores, deletes and thumbnails', () => {
    const step = fc.record({ kind: fc.constantFrom<Step['kind']>('create', 'create', 'restore', 'delete', 'thumbnail'), pick: fc.nat(50), label: fc.string({ maxLength: 8 }) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const state = timelineAfter(steps);
        const nodes = nodesOf(state);
        const text = timelineGraphJson(nodes.map((node) => ({ node, json: saveJsonOf(node) })), state.transitions);
        const answer = JSON.parse(`{"timeline":${JSON.stringify(summary).slice(0, -1)},${text}}}`) as { timeline: unknown };
        expect(answer.timeline).toEqual(timelineOf(summary, nodes, state.transitions));
      }),
      { seed: 15, numRuns: 300 },
    );
  });
});

describe('the lean list written as text (lean=true)', () => {
  it("parses to timelineOf's answer with only the fields the graph draws and no branch_tree, for any timeline", () => {
    const step = fc.record({ kind: fc.constantFrom<Step['kind']>('create', 'create', 'restore', 'delete', 'thumbnail'), pick: fc.nat(50), label: fc.string({ maxLength: 8 }) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const state = timelineAfter(steps);
        const nodes = nodesOf(state);
        const text = timelineGraphJson(nodes.map((node) => ({ node, json: leanSaveJsonOf(node) })), state.transitions, { tree: false });
        const answer = JSON.parse(`{"timeline":${JSON.stringify(summary).slice(0, -1)},${text}}}`) as { timeline: unknown };
        expect(answer.timeline).toEqual(leanTimelineOf(timelineOf(summary, nodes, state.transitions)));
      }),
      { seed: 16, numRuns: 300 },
    );
  });

  it('leaves out what the views do not draw', () => {
    const state = timelineAfter([{ kind: 'create', pick: 0, label: 'a' }, { kind: 'create', pick: 0, label: 'b' }]);
    const [first] = leanTimelineOf(timelineOf(summary, nodesOf(state), state.transitions)).checkpoints;
    expect(Object.keys(first).sort()).toEqual(
      ['branch_label', 'child_branches', 'created_at', 'description', 'id', 'incoming_transitions', 'marker_label', 'parent_checkpoint_id', 'thumbnail_url', 'tick', 'timecode_ms', 'trigger', 'type'].sort(),
    );
  });
});

describe('the list answer written as text (timelineAnswerJson)', () => {
  it("carries a page's bounds after the graph", () => {
    const state = timelineAfter([{ kind: 'create', pick: 0, label: 'a' }]);
    const nodes = nodesOf(state);
    const graph = timelineGraphJson(nodes.map((node) => ({ node, json: saveJsonOf(node) })), state.transitions);
    expect(JSON.parse(timelineAnswerJson(summary, graph, true, { has_more: true, next_before: '42' })).timeline).toEqual({
      ...timelineOf(summary, nodes, state.transitions),
      has_more: true,
      next_before: '42',
    });
  });

  it('parses to timelineAnswer of the same timeline', () => {
    const state = timelineAfter([{ kind: 'create', pick: 0, label: 'a' }, { kind: 'create', pick: 0, label: 'b' }, { kind: 'restore', pick: 0, label: '' }]);
    const nodes = nodesOf(state);
    const graph = timelineGraphJson(nodes.map((node) => ({ node, json: saveJsonOf(node) })), state.transitions);
    for (const caughtUp of [true, false]) {
      expect(JSON.parse(timelineAnswerJson(summary, graph, caughtUp))).toEqual(timelineAnswer(timelineOf(summary, nodes, state.transitions), caughtUp));
    }
  });
});

describe('a save: its data from the body, and its answer', () => {
  const session = { sessionId: LINEAGE, gameId: id(77), lineageId: LINEAGE };
  const ids = { checkpointId: id(1), transitionId: id(1001), session, version, now };

  it('fills what the body leaves out; a parent given as null is a new root, left out the default parent', () => {
    expect(saveDataOf({}, ids)).toMatchObject({ checkpointType: 'manual', markerLabel: '', description: '', trigger: null, branchLabel: null, tick: null, timecodeMs: null, parentCheckpointId: undefined, preserveParent: null, preserveParentCount: null, gameId: id(77), version, now });
    expect(saveDataOf({ parent_checkpoint_id: null }, ids).parentCheckpointId).toBeNull();
    expect(saveDataOf({ parent_checkpoint_id: id(5).toUpperCase(), transition_metadata: { preserve_parent: true, preserve_parent_count: 2 } }, ids)).toMatchObject({
      parentCheckpointId: id(5),
      preserveParent: true,
      preserveParentCount: 2,
    });
  });

  it('stores the name and the description trimmed', () => {
    expect(saveDataOf({ marker_label: '  Before the boss \n', description: '\tFull health  ' }, ids)).toMatchObject({ markerLabel: 'Before the boss', description: 'Full health' });
  });

  it('answers the new checkpoint as the timeline shows it, with its transition and the lineage', () => {
    const first = timelineAfter([{ kind: 'create', pick: 0, label: 'a' }]);
    const [event] = timelineDecider.decide({ type: 'CreateTimelineCheckpoint', data: { ...saveDataOf({ marker_label: 'b' }, { ...ids, checkpointId: id(2) }), state: { hash: 'e'.repeat(64), chars: 2, storedBytes: 20 } } }, first);
    const state = timelineDecider.evolve(first, event);
    const answer = savedAnswer({ summary, checkpointId: id(2), lineageId: LINEAGE, write: { events: [event], state, position: '12.3' } });
    expect(answer).toMatchObject({ status: 'success', message: 'Checkpoint created', checkpoint_id: id(2), transition_id: id(1001), lineage_id: LINEAGE, position: '12.3' });
    expect(answer.checkpoint).toEqual(answer.timeline.checkpoints.find((c) => c.id === id(2)));
    expect(answer.checkpoint).toMatchObject({ marker_label: 'b', parent_checkpoint_id: id(1) });
    expect(() => savedAnswer({ summary, checkpointId: id(2), lineageId: LINEAGE, write: { events: [], state, position: null } })).toThrow('The checkpoint was not recorded');
  });
});

describe('a restore answer written as text (restoreAnswerJson)', () => {
  it('carries the stored state as it is, and says whether the save was made on the version playing', () => {
    const state = timelineAfter([{ kind: 'create', pick: 0, label: 'a' }, { kind: 'restore', pick: 0, label: '' }]);
    const node = state.nodes.get(id(1))!;
    const stored = '{"e1":{"counter":{"value":5}}}';
    const restored = { session: { entityState: { e1: {}, e2: {} } }, timeline: { events: [], state, position: '9.1' }, runnerError: null };
    const same = JSON.parse(restoreAnswerJson(node, stored, restored, version));
    expect(same).toMatchObject({ status: 'success', restored_state: JSON.parse(stored), runner_synced: true, runner_sync_error: null, runner_entity_count: 2, game_version_changed: false, position: '9.1' });
    expect(same.checkpoint).toMatchObject({ id: id(1), lineage_id: LINEAGE });
    expect(same.checkpoint).not.toHaveProperty('ecs_state');
    const elsewhere = { ...version, assets: [{ assetId: id(9), revision: 3 }] };
    const refused = JSON.parse(restoreAnswerJson(node, stored, { ...restored, runnerError: 'too large' }, elsewhere));
    expect(refused).toMatchObject({ runner_synced: false, runner_sync_error: 'too large', game_version_changed: true, session_game_version: { asset_count: 1 } });
  });
});

describe('a reload answer', () => {
  it('is the summary, reassigned when the session answered is not the latest', () => {
    expect(reloadAnswer(summary, true)).toEqual({ status: 'success', ...summary, session_was_reassigned: true });
    expect(reloadAnswer({ ...summary, session_was_reassigned: true }, false).session_was_reassigned).toBe(false);
  });
});
