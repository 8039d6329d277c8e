import { typedName as saveNameOf } from '../../components/text/typedName';
import { describe, expect, it } from '@jest/globals';
import type { SessionSave } from '@tempest/contracts';
import { BRANCH_GRAPH, checkpointTree, displayedCheckpoints, layoutBranchGraph, layoutShape } from './branchGraph';
import { clockRunning, clockSetTo, initialSessionTimelineState, newSaveBody, playTimeAt, sessionTimelineReducer as reduce, STOPPED_CLOCK, timelineActions as a } from './sessionTimelineState';
import { dataUrlToBlob, isCreateAnswer, timelineError } from './timelineApi';
import {
  checkpointDescription, checkpointLabel, clearAllQuestion, clearedWords, formatTimecode, hoveredMarker, nearestMarker, pageCount, pageMarkers, playTimeWords,
  saveMomentWords, saveNextSteps, savedAgo, scrubberSaves, stepZoom, versionName,
} from './timelineFormat';

export const checkpoint = (id: string, over: Partial<SessionSave> = {}): SessionSave => ({
  id, session_id: 's', game_id: 'g', tick: 1, timecode_ms: 0, marker_label: '', description: '', metadata: { description: '' },
  thumbnail_url: null, thumbnail_upload_url: null, trigger: 'manual', type: 'manual', child_branches: [], incoming_transitions: 0,
  branch_label: null, parent_checkpoint_id: null, lineage_id: 'l', transition_metadata: { preserve_parent: false, preserve_parent_count: 0 },
  size_bytes: 0, game_version: { source: 'working', checkpoint_id: null, asset_count: 0 }, created_at: '2026-11-26T10:00:00Z', ...over,
});
const kids = (...ids: string[]) => ids.map((id, i) => ({ checkpoint_id: id, is_default: i === 0 }));

// a → b → c (main), a → d (a branch from a), with d pointing back at b (a reference).
const sample = () => [
  checkpoint('a', { timecode_ms: 0, child_branches: kids('b', 'd') }),
  checkpoint('b', { timecode_ms: 10_000, child_branches: kids('c') }),
  checkpoint('c', { timecode_ms: 20_000 }),
  checkpoint('d', { timecode_ms: 30_000, child_branches: kids('b') }),
];

describe('the checkpoint tree', () => {
  it('walks from the root along child_branches; a checkpoint met again is a reference', () => {
    expect(checkpointTree(sample(), 'a', ['a', 'b', 'c'])).toEqual({
      roots: ['a'],
      links: [
        { from: 'a', to: 'b', kind: 'tree' }, { from: 'a', to: 'd', kind: 'tree' },
        { from: 'b', to: 'c', kind: 'tree' }, { from: 'd', to: 'b', kind: 'reference' },
      ],
    });
  });

  it('never loops on a cycle, and starts from the first main-path id without a root', () => {
    const cycle = [checkpoint('x', { child_branches: kids('y') }), checkpoint('y', { child_branches: kids('x') })];
    expect(checkpointTree(cycle, null, ['y', 'x'])).toEqual({
      roots: ['y'], links: [{ from: 'y', to: 'x', kind: 'tree' }, { from: 'x', to: 'y', kind: 'reference' }],
    });
  });

  it('gives checkpoints no branch reaches a tree of their own, and skips unknown children', () => {
    const list = [checkpoint('a', { child_branches: kids('gone') }), checkpoint('z', { timecode_ms: 5 })];
    expect(checkpointTree(list, 'a', [])).toEqual({ roots: ['a', 'z'], links: [] });
  });
});

describe('the displayed list', () => {
  it('follows the main path, else every checkpoint by timecode', () => {
    const list = sample();
    expect(displayedCheckpoints(list, ['a', 'd']).map((c) => c.id)).toEqual(['a', 'd']);
    expect(displayedCheckpoints([list[3], list[1], list[0]], []).map((c) => c.id)).toEqual(['a', 'b', 'd']);
  });
});

describe('the branch layout', () => {
  it.each([['first', ['b', 'd']], ['second', ['d', 'b']]])('puts children right of their parent, the main path on one row (listed %s), a branch on another level', (_, children) => {
    const list = sample();
    list[0].child_branches = kids(...children);
    const layout = layoutBranchGraph(list, { rootId: 'a', mainPath: ['a', 'b', 'c'], activeId: 'b' });
    const at = Object.fromEntries(layout.nodes.map((n) => [n.checkpoint.id, n]));
    expect(at.b.x).toBeGreaterThan(at.a.x);
    expect(at.c.x).toBeGreaterThan(at.b.x);
    expect(new Set([at.a.y, at.b.y, at.c.y]).size).toBe(1);
    expect(at.d.y - at.a.y).toBe(BRANCH_GRAPH.levelSpacing);
    expect([at.a.level, at.d.level]).toEqual([0, 1]);
    expect(at.a.onMainPath && !at.d.onMainPath).toBe(true);
    expect(layout.links.filter((l) => l.active).map((l) => `${l.from}-${l.to}`).sort()).toEqual(['a-b', 'b-c', 'd-b']);
    expect(layout.width).toBeGreaterThanOrEqual(BRANCH_GRAPH.minWidth);
    // The reference d → b runs back from d's left edge to b's right edge.
    const back = layout.links.find((l) => l.kind === 'reference')!;
    expect(back.path.startsWith(`M${at.d.x},`)).toBe(true);
    expect(back.path.endsWith(`${at.b.x + BRANCH_GRAPH.cardWidth},${at.b.y + BRANCH_GRAPH.cardHeight / 2}`)).toBe(true);
  });

  it('lays out 500 checkpoints with 50 branches without two cards overlapping', () => {
    const list: SessionSave[] = [];
    for (let i = 0; i < 500; i++) list.push(checkpoint(`n${i}`, { timecode_ms: i * 10_000, tick: i }));
    // A main path of 300, then 50 branches of 4 from every 6th main checkpoint.
    for (let i = 0; i < 299; i++) list[i].child_branches.push({ checkpoint_id: `n${i + 1}`, is_default: true });
    for (let b = 0; b < 50; b++) {
      const first = 300 + b * 4;
      list[b * 6].child_branches.push({ checkpoint_id: `n${first}`, is_default: false });
      for (let k = 0; k < 3; k++) list[first + k].child_branches.push({ checkpoint_id: `n${first + k + 1}`, is_default: true });
    }
    const started = performance.now();
    const layout = layoutBranchGraph(list, { rootId: 'n0', mainPath: list.slice(0, 300).map((c) => c.id), activeId: 'n299' });
    const ms = performance.now() - started;
    console.log(`branch layout of 500 checkpoints: ${ms.toFixed(1)} ms`);
    expect(layout.nodes).toHaveLength(500);
    const cells = new Set(layout.nodes.map((n) => `${n.x}:${n.y}`));
    expect(cells.size).toBe(500);
    const rows = new Set(layout.nodes.filter((n) => n.onMainPath).map((n) => n.level));
    expect([...rows]).toEqual([0]);
  });
});

describe('the layout shape', () => {
  it('changes with the branches or the main path, not with a label or a thumbnail', () => {
    const list = sample();
    const shape = layoutShape({ checkpoints: list, rootId: 'a', mainPath: ['a', 'b', 'c'] });
    list[1] = { ...list[1], marker_label: 'Renamed', thumbnail_url: '/media/x.jpg' };
    expect(layoutShape({ checkpoints: list, rootId: 'a', mainPath: ['a', 'b', 'c'] })).toBe(shape);
    list[2] = { ...list[2], child_branches: kids('d') };
    expect(layoutShape({ checkpoints: list, rootId: 'a', mainPath: ['a', 'b', 'c'] })).not.toBe(shape);
    expect(layoutShape({ checkpoints: sample(), rootId: 'a', mainPath: ['a', 'd'] })).not.toBe(shape);
  });
});

describe('the scrubber', () => {
  it('shows m:ss, labels and the description fallback', () => {
    expect([formatTimecode(0), formatTimecode(9_999), formatTimecode(65_000), formatTimecode(600_000)]).toEqual(['0:00', '0:09', '1:05', '10:00']);
    expect(checkpointLabel(checkpoint('a', { tick: 42 }))).toBe('Checkpoint 42');
    expect(checkpointLabel(checkpoint('a', { marker_label: 'Boss' }))).toBe('Boss');
    expect(checkpointDescription(checkpoint('a'))).toBe('State snapshot saved during gameplay.');
  });

  it('hides auto checkpoints, pages by 10 at 5 + 10 × index percent, and snaps within 5 %', () => {
    const list = Array.from({ length: 23 }, (_, i) => checkpoint(`c${i}`, { type: i === 0 ? 'auto' : 'manual' }));
    const dots = scrubberSaves(list);
    expect(dots).toHaveLength(22);
    expect(pageCount(dots.length)).toBe(3);
    const page = pageMarkers(dots, 2);
    expect(page.map((m) => [m.checkpoint.id, m.left])).toEqual([['c21', 5], ['c22', 15]]);
    expect(nearestMarker(page, 13)?.checkpoint.id).toBe('c22');
    expect(nearestMarker(page, 10)?.checkpoint.id).toBe('c21');
    expect(nearestMarker(page, 40)).toBeNull();
  });
});

describe('the hover preview and the words of a save', () => {
  it('shows the preview of the dot nearest the pointer within 30 px (spec 2 §9), whatever the track width', () => {
    const markers = pageMarkers([checkpoint('a'), checkpoint('b')], 0); // at 5 % and 15 %
    // A 1000 px track: dots at 50 px and 150 px.
    expect(hoveredMarker(markers, 80, 1000)?.checkpoint.id).toBe('a');
    expect(hoveredMarker(markers, 81, 1000)).toBeNull();
    expect(hoveredMarker(markers, 120, 1000)?.checkpoint.id).toBe('b');
    expect(hoveredMarker(markers, 19, 1000)).toBeNull();
    // A 300 px track: dots at 15 px and 45 px; 30 px is 10 % there.
    expect(hoveredMarker(markers, 75, 300)?.checkpoint.id).toBe('b');
    expect(hoveredMarker(markers, 76, 300)).toBeNull();
    expect(hoveredMarker(markers, 10, 0)).toBeNull();
  });

  it('says play time and when a save was made as people say them', () => {
    expect([0, 999, 42_000, 60_000, 185_000, 3_600_000, 3_720_000].map(playTimeWords)).toEqual(['the start', 'the start', '42 s', '1 min', '3 min 5 s', '1 h', '1 h 2 min']);
    const now = Date.parse('2026-12-02T12:00:00Z');
    expect(['2026-12-02T11:59:30Z', '2026-12-02T11:55:00Z', '2026-12-02T09:00:00Z', '2026-12-01T10:00:00Z', 'bad'].map((t) => savedAgo(t, now)))
      .toEqual(['just now', '5 min ago', '3 h ago', 'yesterday', '']);
    expect(saveMomentWords({ timecode_ms: 65_000, created_at: '2026-12-02T11:58:00Z' }, now)).toBe('After 1 min 5 s of play · saved 2 min ago');
    expect(saveMomentWords({ timecode_ms: 0, created_at: '2026-12-02T12:00:00Z' }, now)).toBe('At the start of play · saved just now');
  });

  it("the save dialog's name is trimmed, a blank one is none; what happens next names the play time the save holds", () => {
    expect(['  Boss  ', '', '   ', '\t\n'].map(saveNameOf)).toEqual(['Boss', null, null, null]);
    expect(saveNextSteps(65_000)[0]).toBe('The complete game state at this moment is kept (after 1 min 5 s of play).');
    expect(saveNextSteps(0)[0]).toBe('The complete game state at this moment is kept (at the start of play).');
    expect(saveNextSteps(0)).toHaveLength(3);
  });

  it('names the saves Clear All deletes, and offers Undo', () => {
    expect(clearAllQuestion(['Start', 'Boss'])).toBe('Delete all 2 saves of this game: “Start” and “Boss”? You can undo it for 10 seconds.');
    expect(clearAllQuestion(['A', 'B', 'C', 'D', 'E'])).toBe('Delete all 5 saves of this game: “A”, “B” and 3 more? You can undo it for 10 seconds.');
    expect(clearedWords(['A'])).toBe('Deleted 1 save: “A”.');
    expect(clearedWords(['A', 'B', 'C'])).toBe('Deleted 3 saves: “A”, “B” and “C”.');
  });
});

describe('a game version as the older-version dialog names it', () => {
  it('names the creator checkpoint by its short id, and says when no checkpoint records the version', () => {
    expect(versionName({ source: 'published', checkpoint_id: 'a3f9c1d2-0000-4000-8000-000000000000' })).toBe('published checkpoint a3f9c1d2');
    expect(versionName({ source: 'working', checkpoint_id: '0b1c2d3e-0000-4000-8000-000000000000' })).toBe('checkpoint 0b1c2d3e');
    expect(versionName({ source: 'working', checkpoint_id: null })).toBe('working-version changes never saved as a checkpoint');
    expect(versionName({ source: 'working', checkpoint_id: null }, 'now')).toBe('the working version as it is now');
  });
});

describe('the branch panel zoom', () => {
  it('runs from 50 % to 200 % in 20 % steps and stops at the ends', () => {
    const ups: number[] = [];
    for (let z = 1; z < 2; z = stepZoom(z, 1)) ups.push(z);
    expect(ups).toEqual([1, 1.2, 1.4, 1.6, 1.8]);
    expect(stepZoom(1.8, 1)).toBe(2);
    expect(stepZoom(2, 1)).toBe(2);
    expect([stepZoom(1, -1), stepZoom(0.6, -1), stepZoom(0.5, -1)]).toEqual([0.8, 0.5, 0.5]);
  });
});

describe('the session timeline state', () => {
  it('makes the last main-path checkpoint active when the timeline arrives', () => {
    const state = reduce(initialSessionTimelineState, a.fetched({ checkpoints: sample(), main_path: ['a', 'b', 'c'] }));
    expect([state.activeCheckpointId, state.currentTime]).toEqual(['c', 20_000]);
  });

  it('a restore makes the checkpoint active; the next save branches from it and the saves after it chain (each the child of the last)', () => {
    const list = sample();
    let state = reduce(initialSessionTimelineState, a.restoreStarted());
    state = reduce(state, a.restored({ checkpoint: list[1], runner_synced: true, runner_sync_error: null, runner_entity_count: 2 }));
    expect(state).toMatchObject({ activeCheckpointId: 'b', currentTime: 10_000, pendingBranchParentId: 'b', isSeeking: false });
    const timeline = { checkpoints: list, main_path: ['a', 'b', 'c'], lineage_id: 'l' };
    const body = newSaveBody(state, timeline, { label: ' Boss ', entities: { e: {} }, playTimeMs: 12_345.6 });
    expect(body).toMatchObject({ marker_label: 'Boss', parent_checkpoint_id: 'b', timecode_ms: 12_346, tick: 741, transition_metadata: { preserve_parent: false, preserve_parent_count: 0 } });
    let parent = 'b';
    for (const n of ['n1', 'n2', 'n3']) {
      expect(newSaveBody(state, timeline, { label: n, entities: {}, playTimeMs: 20_000 }).parent_checkpoint_id).toBe(parent);
      state = reduce(state, a.created({ checkpoint: checkpoint(n, { timecode_ms: 20_000 }), preserveParent: false }));
      expect([state.activeCheckpointId, state.pendingBranchParentId]).toEqual([n, null]);
      parent = n;
    }
  });

  it('a first save is at the play time with no parent; an auto checkpoint does not move the time', () => {
    expect(newSaveBody(initialSessionTimelineState, null, { label: 'x', entities: {}, playTimeMs: 0 })).toMatchObject({ timecode_ms: 0, parent_checkpoint_id: null });
    expect(newSaveBody(initialSessionTimelineState, null, { label: 'x', entities: {}, playTimeMs: 65_000 })).toMatchObject({ timecode_ms: 65_000 });
    const state = reduce(initialSessionTimelineState, a.created({ checkpoint: checkpoint('auto', { type: 'auto', timecode_ms: 5 }), preserveParent: false }));
    expect([state.activeCheckpointId, state.currentTime]).toEqual([null, 0]);
  });

  it('the play clock runs while the game plays, stops while paused, and jumps to a restored save', () => {
    let clock = clockRunning(STOPPED_CLOCK, true, 1_000);
    expect(playTimeAt(clock, 4_000)).toBe(3_000);
    clock = clockRunning(clock, false, 6_000);
    expect(playTimeAt(clock, 60_000)).toBe(5_000);
    expect(clockRunning(clock, false, 70_000)).toBe(clock);
    clock = clockRunning(clock, true, 100_000);
    expect(playTimeAt(clock, 101_500)).toBe(6_500);
    clock = clockSetTo(clock, 42_000, 102_000);
    expect(playTimeAt(clock, 103_000)).toBe(43_000);
    expect(playTimeAt(clockSetTo(STOPPED_CLOCK, 42_000, 0), 99_000)).toBe(42_000);
  });

  it('a runner that did not sync cannot resume', () => {
    const state = reduce(initialSessionTimelineState, a.restored({ checkpoint: checkpoint('a'), runner_synced: false, runner_sync_error: 'gone', runner_entity_count: 0 }));
    expect(state.canResume).toBe(false);
  });
});

describe('the timeline calls', () => {
  it('answers the server error, else the spec message; a create answer needs success and a timeline', () => {
    expect(timelineError({ status: 404, data: { error: 'Session not found', code: 'x' } }, 'Failed to restore checkpoint')).toBe('Session not found');
    expect(timelineError({ status: 'FETCH_ERROR', error: 'down' }, 'Failed to restore checkpoint')).toBe('Failed to restore checkpoint');
    expect(isCreateAnswer({ status: 'success', timeline: {} })).toBe(true);
    expect(isCreateAnswer({ status: 'success' })).toBe(false);
    expect(isCreateAnswer({ status: 'error', timeline: {} })).toBe(false);
  });

  it('turns a screenshot data URL into the uploaded image', async () => {
    const blob = dataUrlToBlob('data:image/jpeg;base64,' + Buffer.from([0xff, 0xd8, 0xff, 1, 2]).toString('base64'));
    expect(blob?.type).toBe('image/jpeg');
    expect([...new Uint8Array(await blob!.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 1, 2]);
    expect(dataUrlToBlob('not a data url')).toBeNull();
  });
});
