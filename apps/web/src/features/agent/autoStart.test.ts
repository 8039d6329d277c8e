import { describe, expect, it } from '@jest/globals';
import type { AgentMessage } from './agentTypes';
import { autoStartOf, frontendReady, withoutAutoStart } from './autoStart';

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
