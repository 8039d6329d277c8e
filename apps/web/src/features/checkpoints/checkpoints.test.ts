import { describe, expect, it } from '@jest/globals';
import type { CheckpointTimelineAnswer, CheckpointItem } from '@tempest/contracts';
import { typedName as checkpointNameOf } from '../../components/text/typedName';
import { changedFirst, checkpointActor, neighbourOf, rollbackAssetLine, rollbackSummary, timelineOf, TRIGGER_BADGES } from './checkpointFormat';
import { initialTimelineUiState, timelineUiActions as a, timelineUiReducer, type RollbackResults, type TimelineUiState } from './timelineState';

const checkpoint = (id: string, over: Partial<CheckpointItem> = {}): CheckpointItem => ({
  checkpoint_id: id, game_id: 'g', trigger: 'manual', title: `Checkpoint ${id}`, description: '', message: '', is_starred: false,
  is_published: false, is_current: false, actor: { id: 'u1', kind: 'user', model: null }, agent_session_id: null, agent_turn: null,
  session_id: null, asset_count: 3, rollback_to_checkpoint_id: null, rollback_from_checkpoint_id: null, created_at: '2026-11-26T10:00:00Z', ...over,
});
const page = (ids: string[], hasMore: boolean): CheckpointTimelineAnswer => ({ checkpoints: ids.map((id) => checkpoint(id)), has_more: hasMore, current_checkpoint_id: ids[0] ?? null, caughtUp: true });
const result = (over: Partial<RollbackResults> = {}): RollbackResults => ({
  status: 'success', checkpoint_id: 'c1', rollback_checkpoint_id: 'r1', undo_checkpoint_id: 'c3', changed: 2, refundable_turns: [],
  assets: [
    { asset_id: 'a0', asset_type: 'prompt', action: 'unchanged', from_revision: 1, to_revision: 1 },
    { asset_id: 'a1', asset_type: 'script', action: 'edited', from_revision: 3, to_revision: 4 },
    { asset_id: 'a2', asset_type: 'frontend_file', action: 'deleted', from_revision: 0, to_revision: -1 },
  ],
  ...over,
});

describe('a timeline row', () => {
  it('labels every trigger in words a creator reads', () => {
    expect(Object.fromEntries(Object.entries(TRIGGER_BADGES).map(([k, v]) => [k, v.label]))).toEqual({
      manual: 'Manual', ai_complete: 'AI', agent_failure: 'Agent failure', publish: 'Publish', rollback: 'Rollback', clone: 'Clone',
    });
  });

  it('names who made it: the agent with its model, me, the creator, or staff', () => {
    const creator = { id: 'u2', name: 'Ada', avatar: '' };
    expect(checkpointActor({ id: 'u1', kind: 'agent', model: 'claude-x' }, 'u1', creator)).toBe('AI agent · claude-x');
    expect(checkpointActor({ id: 'u1', kind: 'user', model: null }, 'u1', creator)).toBe('You');
    expect(checkpointActor({ id: 'u2', kind: 'user', model: null }, 'u1', creator)).toBe('Ada');
    expect(checkpointActor({ id: 'u9', kind: 'user', model: null }, 'u1', creator)).toBe('Staff');
  });
});

describe('the timeline list', () => {
  it('joins the pages newest first, each checkpoint once when a new one shifted the next page', () => {
    expect(timelineOf([page(['c5', 'c4'], true), page(['c4', 'c3'], false)]).map((c) => c.checkpoint_id)).toEqual(['c5', 'c4', 'c3']);
    expect(timelineOf(undefined)).toEqual([]);
  });

  it('steps back to the older checkpoint and forward to the newer one, stopping at the ends', () => {
    const list = timelineOf([page(['c3', 'c2', 'c1'], false)]);
    expect(neighbourOf(list, 'c2', 'back')?.checkpoint_id).toBe('c1');
    expect(neighbourOf(list, 'c2', 'forward')?.checkpoint_id).toBe('c3');
    expect(neighbourOf(list, 'c1', 'back')).toBeNull();
    expect(neighbourOf(list, 'c3', 'forward')).toBeNull();
    expect(neighbourOf(list, 'gone', 'back')).toBeNull();
  });
});

describe('a rollback result', () => {
  it('says how many assets changed and what it did to each, changed ones first', () => {
    expect(rollbackSummary(result())).toBe('2 assets changed');
    expect(rollbackSummary(result({ changed: 1, assets: [{ asset_id: 'x', asset_type: 'script', action: 'skipped', from_revision: null, to_revision: null, reason: 'Asset was deleted permanently' }] }))).toBe('1 asset changed, 1 skipped');
    expect(changedFirst(result().assets).map((x) => x.asset_id)).toEqual(['a1', 'a2', 'a0']);
    expect(rollbackAssetLine(result().assets[2])).toBe('Removed (kept in history): frontend file');
    expect(rollbackAssetLine({ ...result().assets[1], asset_name: 'rules.py' })).toBe('Changed back: script rules.py');
  });
});

describe('the panel state (spec 3, server checkpoint history)', () => {
  const run = (...actions: Parameters<typeof timelineUiReducer>[1][]): TimelineUiState => actions.reduce(timelineUiReducer, initialTimelineUiState);

  it('opening a preview selects the checkpoint; navigation records direction and target; closing clears both', () => {
    const opened = run(a.previewOpened(checkpoint('c2')));
    expect(opened.selected?.checkpoint_id).toBe('c2');
    const stepped = timelineUiReducer(opened, a.navigated({ direction: 'back', target: checkpoint('c1') }));
    expect(stepped).toMatchObject({ selected: { checkpoint_id: 'c1' }, navigation: { direction: 'back', targetId: 'c1' } });
    expect(timelineUiReducer(stepped, a.previewClosed())).toMatchObject({ selected: null, navigation: null });
  });

  it('a rollback is asked, runs, then completes with its result (closing the preview) or fails with the error', () => {
    const running = run(a.previewOpened(checkpoint('c1')), a.rollbackAsked(checkpoint('c1')), a.rollbackStarted());
    expect(running.rollback).toEqual({ phase: 'running', target: { checkpointId: 'c1', title: 'Checkpoint c1', undo: false } });
    const done = timelineUiReducer(running, a.rollbackCompleted(result()));
    expect(done).toMatchObject({ rollback: { phase: 'done', result: { undo_checkpoint_id: 'c3' } }, lastRollbackResult: { changed: 2 }, selected: null });
    expect(timelineUiReducer(running, a.rollbackFailed('The AI assistant is still working on this game.')).rollback).toMatchObject({ phase: 'error', error: 'The AI assistant is still working on this game.' });
  });

  it('an undo of the rollback runs at once, to the checkpoint that was current before', () => {
    const done = run(a.rollbackAsked(checkpoint('c1')), a.rollbackStarted(), a.rollbackCompleted(result()));
    const undoing = timelineUiReducer(done, a.rollbackStarted({ checkpointId: 'c3', title: 'Before the rollback', undo: true }));
    expect(undoing.rollback).toEqual({ phase: 'running', target: { checkpointId: 'c3', title: 'Before the rollback', undo: true } });
    // A start without a confirmed (or given) target does nothing.
    expect(run(a.rollbackStarted()).rollback).toBeNull();
  });

  it('names a checkpoint with the trimmed text, and refuses a blank name', () => {
    expect(checkpointNameOf('  First playable \n')).toBe('First playable');
    expect(checkpointNameOf('')).toBeNull();
    expect(checkpointNameOf('   \t')).toBeNull();
  });
});
