import { describe, expect, it } from '@jest/globals';
import {
  checkpointDecider,
  currentCheckpoint,
  evolveCheckpoints,
  initialAgentTurnState,
  initialCheckpointState,
  refundableTurn,
  sameComponents,
  turnsAfter,
  type CheckpointCommand,
  type CheckpointStreamEvent,
  type CreateCheckpoint,
} from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const creatorId = 'c0ffee00-0000-4000-8000-000000000001';
const now = '2026-11-26T10:00:00.000Z';
const cp1 = '9c0ffee0-0000-4000-8000-00000000000a';
const cp2 = '9c0ffee0-0000-4000-8000-00000000000b';
const rollbackId = '9c0ffee0-0000-4000-8000-0000000000ff';
const game = { exists: true, creatorId };
const creator = { actorId: creatorId, isStaff: false, kind: 'user' as const, model: null };
const stranger = { actorId: 'bad00000-0000-4000-8000-000000000002', isStaff: false, kind: 'user' as const, model: null };
const staff = { ...stranger, isStaff: true };
const assets = [{ assetId: 'a5500000-0000-4000-8000-000000000001', revision: 3 }];
const spec = deciderSpecification(checkpointDecider);

const create = (over: Partial<CreateCheckpoint['data']> = {}): CheckpointCommand => ({
  type: 'CreateCheckpoint',
  data: {
    gameId, now, actor: creator, game, checkpointId: cp1, trigger: 'manual', title: ' First ', description: '', message: 'Manual checkpoint created by user',
    isStarred: false, assets, frontends: [], agent: null, sessionId: null, rollback: null, ...over,
  },
});
const created = (checkpointId = cp1, over: object = {}): CheckpointStreamEvent => ({
  type: 'CheckpointCreated',
  data: {
    checkpointId, gameId, trigger: 'manual', title: 'First', description: '', message: 'Manual checkpoint created by user', isStarred: false,
    assets, frontends: [], agent: null, sessionId: null, rollback: null, at: now, by: creatorId, ...over,
  },
});
const common = { gameId, now, actor: creator, game };
const fold = (...events: CheckpointStreamEvent[]) => events.reduce(evolveCheckpoints, initialCheckpointState());

describe('creating a checkpoint', () => {
  it('records every asset at its revision, with trigger, title (trimmed) and who made it', () => {
    spec.given().when(create()).then([created()]);
  });

  it("records the game's own components at their revisions; a checkpoint that did not record them reads as null, the same as any", () => {
    const components = [{ componentId: 'c0000000-0000-4000-8000-000000000001', revision: 4 }];
    spec.given().when(create({ components })).then([created(cp1, { components })]);
    expect(fold(created(cp1, { components })).checkpoints.get(cp1)?.components).toEqual(components);
    expect(fold(created()).checkpoints.get(cp1)?.components).toBeNull();
    expect(sameComponents(components, [{ ...components[0] }])).toBe(true);
    expect(sameComponents(components, [{ ...components[0], revision: 5 }])).toBe(false);
    expect(sameComponents(components, [])).toBe(false);
    expect(sameComponents(null, [])).toBe(true);
  });

  it('records the agent turn of an ai_complete checkpoint', () => {
    const agent = { sessionId: rollbackId, turn: 2 };
    spec.given().when(create({ trigger: 'ai_complete', agent, actor: { ...creator, kind: 'agent', model: 'gpt' } })).thenMatches([{ data: { trigger: 'ai_complete', agent } }]);
  });

  it('refuses a stranger, a missing game, a duplicate id, an unknown trigger and an overlong title', () => {
    spec.given().when(create({ actor: stranger })).thenThrows({ code: 'game.forbidden' });
    spec.given().when(create({ game: { exists: false, creatorId: null } })).thenThrows({ code: 'game.not_found' });
    spec.given(created()).when(create()).thenThrows({ code: 'checkpoint.already_exists' });
    spec.given().when(create({ trigger: 'nope' as 'manual' })).thenThrows({ code: 'checkpoint.invalid' });
    spec.given().when(create({ title: 'x'.repeat(201) })).thenThrows({ code: 'checkpoint.invalid' });
  });

  it('lets staff create one', () => {
    spec.given().when(create({ actor: staff })).thenMatches([{ type: 'CheckpointCreated', data: { by: staff.actorId } }]);
  });

  it('makes the newest checkpoint not deleted the current one; a named commit of kind checkpoint counts', () => {
    const legacy: CheckpointStreamEvent = { type: 'RevisionCommitted', data: { commitId: cp2, gameId, sessionId: null, kind: 'checkpoint', message: 'Old', assets, at: now, by: creatorId } };
    const commit: CheckpointStreamEvent = { type: 'RevisionCommitted', data: { ...legacy.data, commitId: rollbackId, kind: 'commit' } };
    expect(currentCheckpoint(fold(created(), legacy, commit))?.checkpointId).toBe(cp2);
    expect(currentCheckpoint(fold(created(), legacy, { type: 'CheckpointDeleted', data: { checkpointId: cp2, gameId, at: now, by: creatorId } }))?.checkpointId).toBe(cp1);
    expect(currentCheckpoint(fold())).toBeNull();
  });
});

describe('starring and deleting', () => {
  it('toggles the star, or sets it; setting it as it is changes nothing', () => {
    spec.given(created()).when({ type: 'ToggleCheckpointStar', data: { ...common, checkpointId: cp1 } }).then([
      { type: 'CheckpointStarToggled', data: { checkpointId: cp1, gameId, isStarred: true, at: now, by: creatorId } },
    ]);
    spec.given(created()).when({ type: 'ToggleCheckpointStar', data: { ...common, checkpointId: cp1, isStarred: false } }).thenNothing();
  });

  it('deletes (hides) a checkpoint once; a deleted or unknown one is not found', () => {
    const deleted: CheckpointStreamEvent = { type: 'CheckpointDeleted', data: { checkpointId: cp1, gameId, at: now, by: creatorId } };
    spec.given(created()).when({ type: 'DeleteCheckpoint', data: { ...common, checkpointId: cp1 } }).then([deleted]);
    spec.given(created(), deleted).when({ type: 'DeleteCheckpoint', data: { ...common, checkpointId: cp1 } }).thenThrows({ code: 'checkpoint.not_found' });
    spec.given(created()).when({ type: 'ToggleCheckpointStar', data: { ...common, checkpointId: cp2 } }).thenThrows({ code: 'checkpoint.not_found' });
  });

  it('refuses a stranger', () => {
    spec.given(created()).when({ type: 'DeleteCheckpoint', data: { ...common, actor: stranger, checkpointId: cp1 } }).thenThrows({ code: 'game.forbidden' });
  });
});

describe('starting a rollback', () => {
  const start = (over: object = {}): CheckpointCommand => ({ type: 'StartRollback', data: { ...common, rollbackId, checkpointId: cp1, agentTurns: initialAgentTurnState(), ...over } });
  const started: CheckpointStreamEvent = { type: 'CheckpointRollbackStarted', data: { rollbackId, gameId, toCheckpointId: cp1, at: now, by: creatorId } };

  it('holds the game for the rollback', () => {
    spec.given(created()).when(start()).then([started]);
  });

  it('refuses while the agent streams on the game, or another rollback holds it', () => {
    const turn = (until: string) => ({ running: new Map([['7e770000-0000-4000-8000-000000000001', Date.parse(until)]]) });
    spec.given(created()).when(start({ agentTurns: turn('2026-11-26T10:00:30.000Z') })).thenThrows({ code: 'checkpoint.agent_working', category: 'conflict' });
    // A turn whose lease ran out (its replica died) holds nothing.
    spec.given(created()).when(start({ agentTurns: turn(now) })).thenMatches([{ type: 'CheckpointRollbackStarted' }]);
    spec.given(created(), started).when(start({ rollbackId: cp2 })).thenThrows({ code: 'checkpoint.rollback_in_progress', category: 'conflict' });
  });

  it('frees the game once the rollback checkpoint is written, or after a rollback died (2 minutes)', () => {
    const finished = created(cp2, { trigger: 'rollback', rollback: { rollbackId, toCheckpointId: cp1, fromCheckpointId: null } });
    spec.given(created(), started, finished).when(start({ rollbackId: cp2 })).thenMatches([{ type: 'CheckpointRollbackStarted' }]);
    spec.given(created(), started).when(start({ rollbackId: cp2, now: '2026-11-26T10:02:01.000Z' })).thenMatches([{ type: 'CheckpointRollbackStarted' }]);
  });

  it('refuses an unknown checkpoint', () => {
    spec.given(created()).when(start({ checkpointId: cp2 })).thenThrows({ code: 'checkpoint.not_found' });
  });
});

describe('the agent turns a rollback took back', () => {
  const agent = { sessionId: rollbackId, turn: 1 };
  const aiTurn = created(cp2, { trigger: 'ai_complete', agent });
  const rolled = created(rollbackId, { trigger: 'rollback', rollback: { rollbackId, toCheckpointId: cp1, fromCheckpointId: cp2 } });

  it('lists the agent checkpoints after the target', () => {
    expect(turnsAfter(fold(created(), aiTurn), cp1).map((c) => c.checkpointId)).toEqual([cp2]);
    expect(turnsAfter(fold(created(), aiTurn), cp2)).toEqual([]);
  });

  it('offers a turn for refund only once a rollback went back past it, and only an agent checkpoint', () => {
    expect(() => refundableTurn(fold(created(), aiTurn), cp2)).toThrow(expect.objectContaining({ code: 'checkpoint.turn_not_rolled_back', category: 'conflict' }));
    expect(refundableTurn(fold(created(), aiTurn, rolled), cp2)).toMatchObject({ agent, by: creatorId });
    expect(() => refundableTurn(fold(created(), aiTurn, rolled), cp1)).toThrow(expect.objectContaining({ code: 'checkpoint.not_agent_turn' }));
    expect(() => refundableTurn(fold(created(), aiTurn, rolled), 'nope')).toThrow(expect.objectContaining({ code: 'checkpoint.not_found' }));
  });
});
