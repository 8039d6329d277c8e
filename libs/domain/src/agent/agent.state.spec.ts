import { describe, expect, it } from '@jest/globals';
import { evolveAgentSession, initialAgentSessionState, toolResultFingerprint, type AgentSessionEvent, type AgentToolResult } from '../index.js';

const at = (s: number): string => `2026-11-23T09:00:${String(s).padStart(2, '0')}.000Z`;
const usage = { inputTokens: 10, outputTokens: 5, totalTokens: 15 };
const created: AgentToolResult = {
  success: true,
  message: 'Created entity Hero',
  operation_type: 'create',
  error: null,
  asset_type: 'entity',
  asset_name: 'Hero',
  asset_id: 'e1',
  timestamp: at(3),
};
const failed: AgentToolResult = { ...created, success: false, message: 'Edit failed', operation_type: 'update', error: 'old_str not found', timestamp: at(4) };
const items = [{ id: 'c1', type: 'file_upload', name: 'sketch.png' }];

const conversation: AgentSessionEvent[] = [
  { type: 'AgentSessionStarted', data: { sessionId: 's1', gameId: 'g1', userId: 'u1', modelId: 'offline', programmatic: true, metadata: { auto: true }, at: at(0) } },
  { type: 'UserMessageReceived', data: { sessionId: 's1', messageId: 'm1', streamId: 'st1', content: 'Make a snake game', contextItems: items, hiddenInstructions: 'x', at: at(1) } },
  { type: 'AssistantMessageStarted', data: { messageId: 'a1', streamId: 'st1', at: at(2) } },
  { type: 'ToolCallStarted', data: { streamId: 'st1', toolCallId: 't1', tool: 'create_asset', input: { name: 'Hero' }, at: at(3) } },
  { type: 'ToolCallFinished', data: { streamId: 'st1', toolCallId: 't1', tool: 'create_asset', result: created, duplicate: false, at: at(3) } },
  { type: 'ToolCallFinished', data: { streamId: 'st1', toolCallId: 't2', tool: 'edit_asset', result: failed, duplicate: false, at: at(4) } },
  { type: 'ToolCallFinished', data: { streamId: 'st1', toolCallId: 't3', tool: 'create_asset', result: created, duplicate: true, at: at(5) } },
  { type: 'AssistantMessageCompleted', data: { messageId: 'a1', streamId: 'st1', content: 'Your snake game is ready.', at: at(6) } },
  { type: 'StreamEnded', data: { streamId: 'st1', reason: 'complete', usage, tokens: 15, at: at(7) } },
  { type: 'UserMessageReceived', data: { sessionId: 's1', messageId: 'm2', streamId: 'st2', content: 'Make it faster', contextItems: [], hiddenInstructions: '', at: at(8) } },
  { type: 'AssistantMessageStarted', data: { messageId: 'a2', streamId: 'st2', at: at(9) } },
  { type: 'StreamEnded', data: { streamId: 'st2', reason: 'error', error: { code: 'model.provider_error', message: 'Model unavailable' }, usage, tokens: 15, at: at(10) } },
  { type: 'FailureCheckpointRecorded', data: { streamId: 'st2', title: 'Agent Failure: Model unavailable', at: at(10) } },
  { type: 'UserMessageReceived', data: { sessionId: 's1', messageId: 'm3', streamId: 'st3', content: 'Try again', contextItems: [], hiddenInstructions: '', at: at(11) } },
  { type: 'StreamInterrupted', data: { streamId: 'st3', at: at(12), by: 'u1' } },
  { type: 'StreamEnded', data: { streamId: 'st3', reason: 'interrupted', usage, tokens: 15, at: at(13) } },
  { type: 'SessionTimedOut', data: { at: at(14) } },
];

const msg = (id: string, role: string, content: string, s: number, streamId: string, extra: Record<string, unknown> = {}) => ({
  id, role, content, timestamp: at(s), isComplete: true, isError: false, streamId, ...extra,
});

describe('agent session evolve', () => {
  it('folds a whole conversation into its messages, streams and tool-result window', () => {
    const state = conversation.reduce(evolveAgentSession, initialAgentSessionState());
    expect(state).toEqual({
      status: 'started', sessionId: 's1', gameId: 'g1', userId: 'u1', modelId: 'offline', programmatic: true, metadata: { auto: true },
      startedAt: at(0), timedOut: true, currentStreamId: null, activeContextItems: [],
      streams: {
        st1: { status: 'ended', failureCheckpointed: false },
        st2: { status: 'ended', failureCheckpointed: true },
        st3: { status: 'ended', failureCheckpointed: false },
      },
      recentToolResults: [
        toolResultFingerprint('create_asset', created),
        toolResultFingerprint('edit_asset', failed),
        toolResultFingerprint('create_asset', created),
      ],
      messages: [
        msg('m1', 'user', 'Make a snake game', 1, 'st1', { contextItems: items }),
        msg('a1', 'assistant', 'Your snake game is ready.', 2, 'st1'),
        msg('t1', 'tool_result', 'Created entity Hero', 3, 'st1', { tool: { toolCallId: 't1', name: 'create_asset', result: created } }),
        msg('t2', 'tool_result', 'Tool executed: edit_asset - Failed', 4, 'st1', { tool: { toolCallId: 't2', name: 'edit_asset', result: failed } }),
        msg('m2', 'user', 'Make it faster', 8, 'st2', { contextItems: [] }),
        msg('a2', 'assistant', '', 9, 'st2', { isError: true }),
        msg('st2:error', 'status', 'Error: Model unavailable', 10, 'st2'),
        msg('st2:checkpoint', 'checkpoint', 'Agent Failure: Model unavailable', 10, 'st2'),
        msg('m3', 'user', 'Try again', 11, 'st3', { contextItems: [] }),
        msg('st3:interrupted', 'status', 'Stream interrupted by user', 12, 'st3'),
      ],
    });
  });

  it('keeps the stream in flight and an open assistant message until the stream ends', () => {
    const state = conversation.slice(0, 4).reduce(evolveAgentSession, initialAgentSessionState());
    expect(state).toMatchObject({ currentStreamId: 'st1', activeContextItems: items, streams: { st1: { status: 'open' } } });
    expect(state.status === 'started' && state.messages[1]).toMatchObject({ id: 'a1', role: 'assistant', content: '', isComplete: false });
  });

  it('marks a stream interrupted with no status line when the system interrupted it (a time-out)', () => {
    const state = [...conversation.slice(0, 2), { type: 'StreamInterrupted', data: { streamId: 'st1', at: at(3), by: 'system' } } as const].reduce(
      evolveAgentSession,
      initialAgentSessionState(),
    );
    expect(state).toMatchObject({ currentStreamId: 'st1', streams: { st1: { status: 'interrupted' } } });
    expect(state.status === 'started' && state.messages.map((m) => m.role)).toEqual(['user']);
  });

  it('ignores events before the session started', () => {
    expect(evolveAgentSession(initialAgentSessionState(), { type: 'SessionTimedOut', data: { at: at(1) } })).toEqual({ status: 'none' });
  });
});
