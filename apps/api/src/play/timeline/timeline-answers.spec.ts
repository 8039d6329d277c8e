import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { SessionSummary } from '@tempest/contracts';
import { timelineDecider, type TimelineCommand, type TimelineState } from '@tempest/domain';
import { checkpointJsonOf, nodesOf, timelineGraphJson, timelineOf } from './session-timelines.js';

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
        const text = timelineGraphJson(nodes.map((node) => ({ node, json: checkpointJsonOf(node) })), state.transitions);
        const answer = JSON.parse(`{"timeline":${JSON.stringify(summary).slice(0, -1)},${text}}}`) as { timeline: unknown };
        expect(answer.timeline).toEqual(timelineOf(summary, nodes, state.transitions));
      }),
      { seed: 15, numRuns: 300 },
    );
  });
});
