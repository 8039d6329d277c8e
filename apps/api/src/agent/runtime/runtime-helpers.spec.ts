import { describe, expect, it } from '@jest/globals';
import { analyzePrompt } from '../offline/analyze-prompt.js';
import { buildGame } from '../offline/build-game.js';
import { planEdit } from '../offline/plan-edit.js';
import { contextItemsOf } from './agent.dto.js';
import { buildSteps, changedAssets, chunksOf } from './offline-driver.js';
import { StreamHub } from './stream-hub.js';
import { assetChangeOf, recordedResult } from './stream-events.js';
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

  it('buildSteps creates every blueprint asset, then the cover and the build', () => {
    const game = buildGame(analyzePrompt('a space dodge game called Star Hopper'));
    const steps = buildSteps(game);
    const created = steps.filter((s) => s.tool === 'create_asset');
    expect(created).toHaveLength(game.entities.length + game.scripts.length + game.prompts.length + game.tools.length + game.frontendFiles.length);
    expect(steps.slice(-2).map((s) => s.tool)).toEqual(['generate_image', 'run_command']);
    expect(steps.at(-1)?.input).toEqual({ command: 'npm run build' });
  });

  it('changedAssets lists only the assets an edit changes', () => {
    const plan = analyzePrompt('a space dodge game called Star Hopper');
    const edit = planEdit(plan, 'make it faster');
    if ('unsupported' in edit) throw new Error('expected a supported edit');
    const changes = changedAssets(buildGame(plan), buildGame(edit.plan));
    expect(changes.length).toBeGreaterThan(0);
    expect(changedAssets(buildGame(plan), buildGame(plan))).toEqual([]);
  });

  it('assetChangeOf gives the spec event for writes only', () => {
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

  it('contextItemsOf accepts a list or its JSON, and refuses anything else', () => {
    expect(contextItemsOf(undefined)).toEqual([]);
    expect(contextItemsOf('[{"id":"1","type":"entity","name":"Hero"}]')).toEqual([{ id: '1', type: 'entity', name: 'Hero' }]);
    expect(contextItemsOf([{ id: '1', type: 'image', data: 'x' }])).toEqual([{ id: '1', type: 'image', name: '' }]);
    expect(() => contextItemsOf('nope')).toThrow('context_items must be a JSON list');
    expect(() => contextItemsOf([{ id: 1 }])).toThrow('context_items[0]');
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
