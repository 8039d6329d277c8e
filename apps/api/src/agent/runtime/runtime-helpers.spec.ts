import { describe, expect, it } from '@jest/globals';
import { analyzePrompt, buildGame, planEdit, rewriteChanges, blueprintAssets, buildSteps, chunksOf, planChanges } from '@tempest/offline-model';
import { StreamHub } from './stream-hub.js';
import { assetChangeOf, entityChangeOf, playtestResultOf, recordedResult, searchQueryOf } from './stream-events.js';
import { agentSystemPrompt, readSdkReadme } from './system-prompt.js';

const result = (fields: Record<string, unknown>) => ({
  success: true,
  message: 'ok',
  operation_type: 'create_asset',
  error: null,
  asset_type: 'script',
  asset_name: 'rules.py',
  asset_id: 'a1',
  timestamp: 't',
  ...fields,
});

describe('agent runtime helpers', () => {
  it('chunksOf cuts text at spaces into pieces that join back to the text', () => {
    const text = 'Building "Star Hopper", a space dodge game. I will create its entities.';
    const chunks = chunksOf(text, 16);
    expect(chunks.join('')).toBe(text);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunksOf('')).toEqual([]);
  });

  it('buildSteps creates every blueprint asset, rules.py with the plan first, then the cover and the build', () => {
    const game = buildGame(analyzePrompt('a space dodge game called Star Hopper'));
    const steps = buildSteps(game);
    const created = steps.filter((s) => s.tool === 'create_asset');
    expect(created).toHaveLength(game.entities.length + game.scripts.length + game.prompts.length + game.tools.length + game.frontendFiles.length);
    expect(created[0].input).toMatchObject({ asset_type: 'script', name: 'rules.py' });
    expect(steps.slice(-2).map((s) => s.tool)).toEqual(['generate_image', 'run_command']);
    expect(steps.at(-1)?.input).toEqual({ command: 'npm run build' });
  });

  const stored = (game: ReturnType<typeof buildGame>) => blueprintAssets(game).map((a) => ({ type: a.asset_type, name: a.name }));
  const edited = (plan: ReturnType<typeof analyzePrompt>, message: string) => {
    const edit = planEdit(plan, message);
    if ('unsupported' in edit) throw new Error(edit.reason);
    return edit.plan;
  };

  it('planChanges updates only what an edit changes, rules.py (the plan) always among them', () => {
    const plan = analyzePrompt('a space dodge game called Star Hopper');
    const before = buildGame(plan);
    const changes = planChanges(before, buildGame(edited(plan, 'make it faster')), stored(before));
    expect(changes.every((c) => c.kind === 'update')).toBe(true);
    expect(changes.map((c) => c.asset.name)).toContain('rules.py');
    expect(changes.map((c) => c.asset.name)).not.toContain('components/Hud.tsx');
    expect(planChanges(before, before, stored(before))).toEqual([]);
  });

  it('planChanges creates what the new plan adds or the game lacks, and deletes what the plan drops', () => {
    const plan = analyzePrompt('a space dodge game called Star Hopper');
    const before = buildGame(plan);
    const timed = planChanges(before, buildGame(edited(plan, 'add a 30 second timer')), stored(before));
    expect(timed.filter((c) => c.kind === 'create').map((c) => c.asset.name)).toEqual(['Round timer']);
    // An interrupted build: the missing assets are made.
    const partial = stored(before).filter((a) => a.type !== 'frontend_file');
    expect(planChanges(before, before, partial).map((c) => [c.kind, c.asset.name])).toEqual(before.frontendFiles.map((f) => ['create', f.filename]));
    const enemies = planChanges(before, buildGame(edited(plan, 'add zombies')), stored(before));
    const deleted = enemies.filter((c) => c.kind === 'delete').map((c) => c.asset.name);
    const created = enemies.filter((c) => c.kind === 'create').map((c) => c.asset.name);
    expect(deleted.length).toBeGreaterThan(0);
    expect(created).toEqual(['Zombie 2', 'Zombie 4']);
    expect(deleted.every((name) => before.entities.some((e) => e.name === name))).toBe(true);
  });

  it('planChanges on "make it a <genre>": the new kind\'s files are created before the files that import them are updated, the old kind\'s deleted last', () => {
    const plan = analyzePrompt('a forest snake game');
    const before = buildGame(plan);
    const changes = planChanges(before, buildGame(edited(plan, 'make it a maze game')), stored(before)).map((c) => [c.kind, c.asset.name]);
    expect(changes.map(([kind]) => kind)).toEqual([...changes.map(([kind]) => kind)].sort((a, b) => ['create', 'update', 'delete'].indexOf(a) - ['create', 'update', 'delete'].indexOf(b)));
    expect(changes.findIndex(([, name]) => name === 'components/SpriteBoard.tsx')).toBeLessThan(changes.findIndex(([, name]) => name === 'index.tsx'));
    expect(changes).toContainEqual(['delete', 'components/Grid.tsx']);
  });

  it('rewriteChanges writes the named generated files again, or every frontend file', () => {
    const game = buildGame(analyzePrompt('classic snake game'));
    const all = stored(game).filter((a) => a.name !== 'index.tsx');
    expect(rewriteChanges(game, ['index.tsx'], all)).toEqual([expect.objectContaining({ kind: 'create', asset: expect.objectContaining({ name: 'index.tsx' }) })]);
    expect(rewriteChanges(game, [], stored(game)).map((c) => c.asset.name)).toEqual(game.frontendFiles.map((f) => f.filename));
  });

  it('assetChangeOf gives the asset_change event for writes only', () => {
    expect(assetChangeOf('g', result({}))).toEqual({
      operation: 'create',
      asset_id: 'a1',
      asset_type: 'script',
      asset_name: 'rules.py',
      invalidate_tags: ['game-assets:g', 'scripts:g', 'script:a1'],
    });
    expect(assetChangeOf('g', result({ operation_type: 'edit_asset' }))?.operation).toBe('update');
    expect(assetChangeOf('g', result({ operation_type: 'delete_asset' }))?.operation).toBe('delete');
    expect(assetChangeOf('g', result({ operation_type: 'read_asset' }))).toBeNull();
    expect(assetChangeOf('g', result({ success: false }))).toBeNull();
  });

  it('entityChangeOf announces writes of entities only (created, edited, deleted, given an image)', () => {
    const entity = result({ asset_type: 'entity', asset_name: 'Hero', asset: { entity_type: 'player' } });
    expect(entityChangeOf(entity)).toEqual({ operation: 'create', entity_id: 'a1', name: 'Hero', entity_type: 'player', asset_id: 'a1', status: 'pending' });
    expect(entityChangeOf({ ...entity, operation_type: 'generate_image' })?.operation).toBe('update');
    expect(entityChangeOf(result({ asset_type: 'entity', asset_name: 'Hero', operation_type: 'delete_asset' }))).toMatchObject({ operation: 'delete', entity_type: null });
    expect(entityChangeOf(result({}))).toBeNull();
    expect(entityChangeOf({ ...entity, operation_type: 'read_asset' })).toBeNull();
    expect(entityChangeOf({ ...entity, success: false })).toBeNull();
  });

  it('searchQueryOf announces a search of the assets, not a build', () => {
    const run = (fields: Record<string, unknown>) => result({ operation_type: 'run_command', asset_type: null, asset_name: null, asset_id: null, truncated: false, ...fields });
    expect(searchQueryOf(run({ command: 'grep -i "hero"', match_count: 3 }))).toEqual({ query: 'hero', match_count: 3, command: 'grep -i "hero"', truncated: false });
    expect(searchQueryOf(run({ command: 'search speed', match_count: 0 }))).toMatchObject({ query: 'speed', match_count: 0 });
    expect(searchQueryOf(run({ command: 'npm run build', match_count: null }))).toBeNull();
    expect(searchQueryOf(result({}))).toBeNull();
  });

  it('playtestResultOf announces the report a build carries, and nothing for a build that was not played', () => {
    const run = (fields: Record<string, unknown>) => result({ operation_type: 'run_command', asset_type: null, asset_name: null, asset_id: null, command: 'npm run build', ...fields });
    const playtest = { passed: true, checks: [], failures: [], frames: ['Score 0'], duration_ms: 120, runner: 'dom', playtest_id: 'p1', round: 2, max_rounds: 3 };
    expect(playtestResultOf(run({ playtest }))).toEqual(playtest);
    expect(playtestResultOf(run({}))).toBeNull();
    expect(playtestResultOf(run({ playtest: null }))).toBeNull();
    expect(playtestResultOf(result({ playtest }))).toBeNull();
  });

  it('recordedResult keeps a tool result and turns a thrown tool into a failed one', () => {
    const ok = result({});
    expect(recordedResult('create_asset', ok, undefined, 'now')).toBe(ok);
    expect(recordedResult('read_asset', undefined, 'boom', 'now')).toEqual({
      success: false,
      message: 'boom',
      operation_type: 'read_asset',
      error: 'boom',
      asset_type: null,
      asset_name: null,
      asset_id: null,
      timestamp: 'now',
    });
  });

  it('StreamHub replays a turn to late subscribers and stops after stream_end', () => {
    const hub = new StreamHub();
    hub.open('s');
    hub.publish('s', { type: 'stream_init', data: {} });
    const seen: string[] = [];
    hub.subscribe('s', (e) => seen.push(e.type));
    hub.publish('s', { type: 'stream_end', data: {} });
    hub.publish('s', { type: 'message_chunk', data: {} });
    expect(seen).toEqual(['stream_init', 'stream_end']);
    expect(hub.ended('s')).toBe(true);
  });

  it('the system prompt names the tools and includes the SDK README', () => {
    const readme = readSdkReadme();
    expect(readme.length).toBeGreaterThan(100);
    const prompt = agentSystemPrompt(readme);
    expect(prompt).toContain('stop_conversation');
    expect(prompt).toContain('@tempest/game-sdk');
    expect(prompt).toContain(readme.slice(0, 50));
  });
});
