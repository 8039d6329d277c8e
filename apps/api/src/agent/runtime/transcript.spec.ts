import { describe, expect, it } from '@jest/globals';
import type { AgentSessionEvent } from '@tempest/domain';
import { INLINE_MEDIA_MAX, largeDataUrlAt, mediaPath, replaceLargeDataUrls, transcriptOf } from './transcript.js';

const sessionId = '11111111-1111-4111-8111-111111111111';
const gameId = '22222222-2222-4222-8222-222222222222';
const at = '2026-11-26T10:00:00.000Z';
const usage = { inputTokens: 1, outputTokens: 2, totalTokens: 3 };
const started: AgentSessionEvent = { type: 'AgentSessionStarted', data: { sessionId, gameId, userId: 'u', modelId: 'gpt', programmatic: false, metadata: {}, at } };
const message = (streamId: string, content: string): AgentSessionEvent => ({ type: 'UserMessageReceived', data: { sessionId, messageId: `m-${streamId}`, streamId, content, contextItems: [], hiddenInstructions: '', at } });
const big = `data:image/png;base64,${'A'.repeat(INLINE_MEDIA_MAX + 4)}`;
const result = (fields: Record<string, unknown>) => ({ success: true, message: 'ok', operation_type: 'generate_image', error: null, asset_type: 'entity', asset_name: 'Ship', asset_id: 'e1', timestamp: at, ...fields });

describe('transcriptOf: a session as the stream events the chat replays', () => {
  it('turns a model failure into llm_error, its checkpoint, then stream_end, as the runtime sent them', () => {
    const events: AgentSessionEvent[] = [
      started,
      message('s1', 'hi'),
      { type: 'AssistantMessageStarted', data: { messageId: 'a1', streamId: 's1', at } },
      { type: 'FailureCheckpointRecorded', data: { streamId: 's1', title: 'Agent Failure: boom', at } },
      { type: 'AssistantMessageCompleted', data: { messageId: 'a1', streamId: 's1', content: 'Hel', at } },
      { type: 'StreamEnded', data: { streamId: 's1', reason: 'error', error: { code: 'model.provider_error', message: 'boom' }, usage, tokens: 1, at } },
    ];
    const [turn] = transcriptOf(events);
    expect(turn.user_message).toEqual({ message_id: 'm-s1', content: 'hi', context_items: [], at });
    expect(turn.events.map((e) => e.type)).toEqual(['stream_init', 'message_start', 'llm_error', 'checkpoint_created', 'message_end', 'stream_end']);
    expect(turn.events[3].data).toEqual({ checkpoint_id: null, title: 'Agent Failure: boom', reason: 'agent_failure' });
  });

  it('an out-of-tokens end says the error and no checkpoint; a runtime failure its checkpoint before the end', () => {
    const events: AgentSessionEvent[] = [
      started,
      message('s1', 'a'),
      { type: 'StreamEnded', data: { streamId: 's1', reason: 'error', error: { code: 'out_of_tokens', message: "You've run out of tokens." }, usage, tokens: 0, at } },
      { type: 'FailureCheckpointRecorded', data: { streamId: 's1', title: 'Agent Failure: x', at } },
      message('s2', 'b'),
      { type: 'StreamEnded', data: { streamId: 's2', reason: 'error', error: { code: 'agent.runtime_error', message: 'bad' }, usage, tokens: 1, at } },
      { type: 'FailureCheckpointRecorded', data: { streamId: 's2', title: 'Agent Failure: bad', at } },
    ];
    const [first, second] = transcriptOf(events);
    expect(first.events.map((e) => e.type)).toEqual(['stream_init', 'error', 'stream_end']);
    expect(second.events.map((e) => e.type)).toEqual(['stream_init', 'error', 'checkpoint_created', 'stream_end']);
    expect(second.index).toBe(1);
  });

  it('derives asset_change and entity_change from a write, and links a large image instead of inlining it', () => {
    const events: AgentSessionEvent[] = [
      started,
      message('s1', 'draw'),
      { type: 'ToolCallStarted', data: { streamId: 's1', toolCallId: 'c1', tool: 'generate_image', input: { prompt: 'ship' }, at } },
      { type: 'ToolCallFinished', data: { streamId: 's1', toolCallId: 'c1', tool: 'generate_image', result: result({ media: { url: big, tags: [] } }), duplicate: false, at } },
      { type: 'StreamEnded', data: { streamId: 's1', reason: 'complete', usage, tokens: 1, at } },
    ];
    const [turn] = transcriptOf(events);
    expect(turn.events.map((e) => e.type)).toEqual(['stream_init', 'tool_start', 'tool_end', 'asset_change', 'entity_change', 'stream_end']);
    const end = turn.events[2];
    expect(end.type === 'tool_end' && end.data.result.media?.url).toBe(mediaPath(sessionId, 'c1', 0));
    expect(JSON.stringify(turn)).not.toContain('AAAA');
  });

  it('finds the n-th large data URL and leaves small ones inline', () => {
    const value = { a: 'data:image/svg+xml,<svg/>', b: [big, { c: `${big}B` }] };
    expect(replaceLargeDataUrls(value, (n) => `#${n}`)).toEqual({ a: 'data:image/svg+xml,<svg/>', b: ['#0', { c: '#1' }] });
    expect(largeDataUrlAt(value, 1)).toBe(`${big}B`);
    expect(largeDataUrlAt(value, 2)).toBeNull();
  });

  it('a session that never started has no transcript; a programmatic time-out mid-turn is said', () => {
    expect(transcriptOf([])).toEqual([]);
    const [turn] = transcriptOf([
      started,
      message('s1', 'x'),
      { type: 'SessionTimedOut', data: { at } },
      { type: 'StreamInterrupted', data: { streamId: 's1', at, by: 'system' } },
      { type: 'StreamEnded', data: { streamId: 's1', reason: 'interrupted', usage, tokens: 0, at } },
    ]);
    expect(turn.events.map((e) => e.type)).toEqual(['stream_init', 'error', 'stream_end']);
  });

  it('replays the playtest a build carried as playtest_result after the build’s tool_end, as the runtime sent it', () => {
    const playtest = { passed: false, checks: [], failures: ['Key Q does nothing.'], frames: ['Score 0'], duration_ms: 300, runner: 'dom', playtest_id: 'p1', round: 1, max_rounds: 3 };
    const build = { ...result({ operation_type: 'run_command', asset_type: null, asset_name: null, asset_id: null }), command: 'npm run build', status: 'success', playtest };
    const events: AgentSessionEvent[] = [
      started,
      message('s1', 'make it'),
      { type: 'ToolCallStarted', data: { streamId: 's1', toolCallId: 'b1', tool: 'run_command', input: { command: 'npm run build' }, at } },
      { type: 'ToolCallFinished', data: { streamId: 's1', toolCallId: 'b1', tool: 'run_command', result: build, duplicate: false, at } },
      { type: 'ToolCallStarted', data: { streamId: 's1', toolCallId: 'b2', tool: 'run_command', input: { command: 'npm run validate' }, at } },
      { type: 'ToolCallFinished', data: { streamId: 's1', toolCallId: 'b2', tool: 'run_command', result: result({ operation_type: 'run_command', command: 'npm run validate' }), duplicate: false, at } },
    ];
    const [turn] = transcriptOf(events);
    expect(turn.events.map((e) => e.type)).toEqual(['stream_init', 'tool_start', 'tool_end', 'playtest_result', 'tool_start', 'tool_end']);
    expect(turn.events[3].data).toEqual(playtest);
  });
});
