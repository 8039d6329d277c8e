import { describe, expect, it } from '@jest/globals';
import type { AgentMessage } from './agentTypes';
import { autoStartedKey, autoStartOf, claimAutoStart, frontendReady, generatedHereState, mayAutoStart, wasGeneratedHere, withoutAutoStart } from './autoStart';

const card = (tool: string, assetType: string | null, done = true): AgentMessage => ({
  id: `${tool}-${assetType}-${Math.random()}`, role: 'tool_result', content: tool, timestamp: '', isComplete: done, contextItems: [],
  metadata: { toolCall: { toolCallId: 't', tool, input: { asset_type: assetType }, result: done ? { success: true, message: '', operation_type: tool, error: null, asset_type: assetType, asset_name: 'x', asset_id: 'a', timestamp: '' } : undefined } },
});

describe('auto start from the dashboard URL', () => {
  it('starts with user_prompt when auto_start_agent=true, with attachments only when has_context_items=true', () => {
    expect(autoStartOf(new URLSearchParams('auto_start_agent=true&user_prompt=a+space+dodge+game'))).toEqual({ prompt: 'a space dodge game', hasContextItems: false });
    expect(autoStartOf(new URLSearchParams('auto_start_agent=true&user_prompt=x&has_context_items=true'))?.hasContextItems).toBe(true);
    expect(autoStartOf(new URLSearchParams('auto_start_agent=false&user_prompt=x'))).toBeNull();
    expect(autoStartOf(new URLSearchParams('auto_start_agent=true&user_prompt=%20'))).toBeNull();
  });

  it('removes only the auto-start keys', () => {
    const left = withoutAutoStart(new URLSearchParams('auto_start_agent=true&user_prompt=x&has_context_items=true&dashboard=frontend'));
    expect(left.toString()).toBe('dashboard=frontend');
  });
});

describe('an auto start runs only on a game without a conversation', () => {
  it('sends when the server lists none, never when it lists one (the address opened in another browser), and lets the server decide when the list could not be read', () => {
    expect(mayAutoStart({ sessions: [] })).toBe(true);
    expect(mayAutoStart({ sessions: [{ session_id: 's1' }] })).toBe(false);
    expect(mayAutoStart(undefined)).toBe(true);
  });

  it('knows a game this tab generated a moment ago by its history state, and no other (a copied address has none)', () => {
    expect(wasGeneratedHere(generatedHereState('game-1'), 'game-1')).toBe(true);
    expect(wasGeneratedHere(generatedHereState('game-1'), 'game-2')).toBe(false);
    expect(wasGeneratedHere(null, 'game-1')).toBe(false);
    expect(wasGeneratedHere({ other: 'game-1' }, 'game-1')).toBe(false);
  });
});

describe('an auto start runs once per game in this browser', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
  };

  it('claims the first time only, for each game, and remembers when', () => {
    const storage = memory();
    expect(claimAutoStart(storage, 'game-1', '2026-12-02T13:00:00.000Z')).toBe(true);
    expect(storage.items.get(autoStartedKey('game-1'))).toBe('2026-12-02T13:00:00.000Z');
    // A reload, Back/Forward, a second tab, a copied address: the same browser does not send it again.
    expect(claimAutoStart(storage, 'game-1', '2026-12-02T13:05:00.000Z')).toBe(false);
    expect(claimAutoStart(storage, 'game-2', '2026-12-02T13:05:00.000Z')).toBe(true);
  });

  it('runs when the browser refuses storage (the URL still loses the keys)', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(claimAutoStart(refusing, 'game-1', '2026-12-02T13:00:00.000Z')).toBe(true);
  });
});

describe('when the Frontend workbench opens after an auto start', () => {
  it('waits until the agent wrote frontend files and moved on, or finished', () => {
    expect(frontendReady([card('create_asset', 'entity')], true)).toBe('wait');
    expect(frontendReady([card('create_asset', 'frontend_file'), card('create_asset', 'frontend_file', false)], true)).toBe('wait');
    expect(frontendReady([card('create_asset', 'frontend_file'), card('generate_image', null, false)], true)).toBe('open');
    expect(frontendReady([card('create_asset', 'frontend_file')], false)).toBe('open');
  });

  it('does not open it after a stream that wrote no frontend (interrupted, failed)', () => {
    expect(frontendReady([card('create_asset', 'entity')], false)).toBe('never');
  });
});
