import { describe, expect, it } from '@jest/globals';
import {
  agentSessionDecider,
  agentSessionStreamId,
  decideAgentSession,
  evolveAgentSession,
  initialAgentSessionState,
  STREAMING_IN_PROGRESS_MESSAGE,
  toolResultFingerprint,
  type AgentSessionCommand,
  type AgentSessionEvent,
  type AgentSessionState,
  type AgentToolResult,
} from '../index.js';

const T0 = '2026-11-23T09:00:00.000Z';
const at = (ms: number): string => new Date(Date.parse(T0) + ms).toISOString();
const SESSION = 's1';
const USER = 'u1';

const given = (...events: AgentSessionEvent[]): AgentSessionState => events.reduce(evolveAgentSession, initialAgentSessionState());
const when = (state: AgentSessionState, command: AgentSessionCommand): AgentSessionEvent[] => decideAgentSession(command, state);

const started = (programmatic = false): AgentSessionEvent => ({
  type: 'AgentSessionStarted',
  data: { sessionId: SESSION, gameId: 'g1', userId: USER, modelId: 'offline', programmatic, metadata: { source: 'dashboard' }, at: T0 },
});
const received = (streamId = 'st1', ms = 1000): AgentSessionEvent => ({
  type: 'UserMessageReceived',
  data: { sessionId: SESSION, messageId: `m-${streamId}`, streamId, content: 'Make a snake game', contextItems: [], hiddenInstructions: '', at: at(ms) },
});
const ended = (streamId = 'st1', reason: 'complete' | 'error' = 'complete'): AgentSessionEvent => ({
  type: 'StreamEnded',
  data: { streamId, reason, usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 }, tokens: 2, at: at(2000) },
});
const send = (streamId = 'st2', ms = 3000, userId = USER): AgentSessionCommand => ({
  type: 'ReceiveUserMessage',
  data: { userId, messageId: `m-${streamId}`, streamId, content: 'Make it faster', contextItems: [{ id: 'c1', type: 'file_upload', name: 'a.png' }], hiddenInstructions: 'be brief', now: at(ms) },
});
const result = (overrides: Partial<AgentToolResult> = {}): AgentToolResult => ({
  success: true,
  message: 'Created entity Hero',
  operation_type: 'create',
  error: null,
  asset_type: 'entity',
  asset_name: 'Hero',
  asset_id: 'e1',
  timestamp: T0,
  ...overrides,
});
const toolResult = (toolCallId: string, r: AgentToolResult = result(), tool = 'create_asset', streamId = 'st1'): AgentSessionCommand => ({
  type: 'RecordToolResult',
  data: { streamId, toolCallId, tool, result: r, now: at(1500) },
});
const finished = (toolCallId: string, r: AgentToolResult = result(), tool = 'create_asset'): AgentSessionEvent => ({
  type: 'ToolCallFinished',
  data: { streamId: 'st1', toolCallId, tool, result: r, duplicate: false, at: at(1500) },
});
const interrupted = (streamId = 'st1', by = USER): AgentSessionEvent => ({ type: 'StreamInterrupted', data: { streamId, at: at(1600), by } });
const endStream = (reason: 'complete' | 'error' | 'interrupted', error?: { code: string; message: string }, streamId = 'st1'): AgentSessionCommand => ({
  type: 'EndStream',
  data: { streamId, reason, ...(error ? { error } : {}), usage: { inputTokens: 120, outputTokens: 30 }, now: at(2000) },
});
const code = (c: string) => expect.objectContaining({ code: c });

describe('agent session: start and messages', () => {
  it('lives on stream agent-session-<id>', () => {
    expect(agentSessionStreamId('abc')).toBe('agent-session-abc');
  });

  it('starts a session once', () => {
    const start: AgentSessionCommand = {
      type: 'StartAgentSession',
      data: { sessionId: SESSION, gameId: 'g1', userId: USER, modelId: 'offline', programmatic: false, metadata: { source: 'dashboard' }, now: T0 },
    };
    expect(when(given(), start)).toEqual([started()]);
    expect(() => when(given(started()), start)).toThrow(code('agent.session_exists'));
  });

  it('receives a user message, which opens its stream', () => {
    expect(when(given(started(), received(), ended()), send())).toEqual([
      {
        type: 'UserMessageReceived',
        data: { sessionId: SESSION, messageId: 'm-st2', streamId: 'st2', content: 'Make it faster', contextItems: [{ id: 'c1', type: 'file_upload', name: 'a.png' }], hiddenInstructions: 'be brief', at: at(3000) },
      },
    ]);
  });

  it('refuses a new message while a stream is in flight, with the documented message, as a conflict', () => {
    expect(() => when(given(started(), received()), send())).toThrow(
      expect.objectContaining({ code: 'agent.streaming_in_progress', category: 'conflict', message: STREAMING_IN_PROGRESS_MESSAGE }),
    );
    expect(STREAMING_IN_PROGRESS_MESSAGE).toBe('Streaming in progress - cannot start a new session yet');
    expect(() => when(given(started(), received(), interrupted()), send())).toThrow(code('agent.streaming_in_progress'));
  });

  it("refuses messages on a session that has not started or is someone else's, as not found; and a stream id used before", () => {
    expect(() => when(given(), send())).toThrow(expect.objectContaining({ code: 'agent.session_not_found', category: 'not_found' }));
    expect(() => when(given(started()), send('st2', 3000, 'u2'))).toThrow(code('agent.session_not_found'));
    expect(() => when(given(started(), received(), ended()), send('st1'))).toThrow(code('agent.stream_exists'));
  });
});

describe('agent session: programmatic time-out (300000 ms)', () => {
  const timeOut = (ms: number): AgentSessionCommand => ({ type: 'TimeOutSession', data: { now: at(ms) } });

  it('times out a programmatic session at 300000 ms after its start, once', () => {
    expect(when(given(started(true)), timeOut(299_999))).toEqual([]);
    expect(when(given(started(true)), timeOut(300_000))).toEqual([{ type: 'SessionTimedOut', data: { at: at(300_000) } }]);
    expect(when(given(started(true), { type: 'SessionTimedOut', data: { at: at(300_000) } }), timeOut(400_000))).toEqual([]);
  });

  it('never times out a session the creator started', () => {
    expect(when(given(started(false)), timeOut(10_000_000))).toEqual([]);
    expect(when(given(started(false)), send('st1', 10_000_000))).toHaveLength(1);
  });

  it('interrupts the stream in flight at the time-out, as the system', () => {
    expect(when(given(started(true), received()), timeOut(300_000))).toEqual([
      { type: 'SessionTimedOut', data: { at: at(300_000) } },
      { type: 'StreamInterrupted', data: { streamId: 'st1', at: at(300_000), by: 'system' } },
    ]);
  });

  it('records SessionTimedOut first; then a message is refused', () => {
    const state = given(started(true));
    const events = when(state, timeOut(300_000));
    const after = events.reduce(evolveAgentSession, state);
    expect(() => when(after, send('st1', 300_001))).toThrow(expect.objectContaining({ code: 'agent.session_timed_out', category: 'conflict' }));
  });

  it('refuses a late message even when the timer has not recorded the time-out yet', () => {
    expect(when(given(started(true)), send('st1', 299_999))).toHaveLength(1);
    expect(() => when(given(started(true)), send('st1', 300_000))).toThrow(code('agent.session_timed_out'));
  });
});

describe('agent session: interrupt', () => {
  const interrupt = (by = USER): AgentSessionCommand => ({ type: 'InterruptStream', data: { by, now: at(1600) } });

  it('marks the stream in flight interrupted, by whoever asked', () => {
    expect(when(given(started(), received()), interrupt())).toEqual([interrupted()]);
    expect(when(given(started(), received()), interrupt('system'))).toEqual([interrupted('st1', 'system')]);
  });

  it('does nothing when no stream is in flight or it is already interrupted', () => {
    expect(when(given(started()), interrupt())).toEqual([]);
    expect(when(given(started(), received(), ended()), interrupt())).toEqual([]);
    expect(when(given(started(), received(), interrupted()), interrupt())).toEqual([]);
  });

  it("refuses someone else's interrupt as not found", () => {
    expect(() => when(given(started(), received()), interrupt('u2'))).toThrow(code('agent.session_not_found'));
  });

  it("ignores the interrupted stream's later events, with no events", () => {
    const state = given(started(), received(), interrupted());
    expect(when(state, toolResult('t1'))).toEqual([]);
    expect(when(state, { type: 'StartToolCall', data: { streamId: 'st1', toolCallId: 't2', tool: 'read_asset', input: {}, now: at(1700) } })).toEqual([]);
    expect(when(state, { type: 'StartAssistantMessage', data: { streamId: 'st1', messageId: 'a1', now: at(1700) } })).toEqual([]);
    expect(when(state, { type: 'RecordAgentFailure', data: { streamId: 'st1', message: 'boom', now: at(1700) } })).toEqual([]);
  });

  it("ends an interrupted stream as 'interrupted', whatever the runtime saw, with no failure checkpoint", () => {
    const events = when(given(started(), received(), interrupted()), endStream('error', { code: 'aborted', message: 'This operation was aborted' }));
    expect(events).toEqual([
      { type: 'StreamEnded', data: { streamId: 'st1', reason: 'interrupted', usage: { inputTokens: 120, outputTokens: 30, totalTokens: 150 }, tokens: 150, at: at(2000) } },
    ]);
  });
});

describe('agent session: assistant messages and tool calls', () => {
  it('starts and completes an assistant message with its final text', () => {
    const state = given(started(), received());
    const start = when(state, { type: 'StartAssistantMessage', data: { streamId: 'st1', messageId: 'a1', now: at(1100) } });
    expect(start).toEqual([{ type: 'AssistantMessageStarted', data: { messageId: 'a1', streamId: 'st1', at: at(1100) } }]);
    const after = start.reduce(evolveAgentSession, state);
    expect(() => when(after, { type: 'StartAssistantMessage', data: { streamId: 'st1', messageId: 'a1', now: at(1100) } })).toThrow(code('agent.message_exists'));
    const complete: AgentSessionCommand = { type: 'CompleteAssistantMessage', data: { streamId: 'st1', messageId: 'a1', content: 'Done!', now: at(1200) } };
    expect(when(after, complete)).toEqual([{ type: 'AssistantMessageCompleted', data: { messageId: 'a1', streamId: 'st1', content: 'Done!', at: at(1200) } }]);
    expect(() => when(state, complete)).toThrow(expect.objectContaining({ code: 'agent.message_not_found', category: 'not_found' }));
  });

  it('records a tool call start', () => {
    expect(when(given(started(), received()), { type: 'StartToolCall', data: { streamId: 'st1', toolCallId: 't1', tool: 'create_asset', input: { name: 'Hero' }, now: at(1400) } })).toEqual([
      { type: 'ToolCallStarted', data: { streamId: 'st1', toolCallId: 't1', tool: 'create_asset', input: { name: 'Hero' }, at: at(1400) } },
    ]);
  });

  it('refuses events of a stream that never started', () => {
    expect(() => when(given(started()), toolResult('t1'))).toThrow(expect.objectContaining({ code: 'agent.stream_not_found', category: 'not_found' }));
    expect(() => when(given(started()), endStream('complete'))).toThrow(code('agent.stream_not_found'));
  });

  it("ignores an ended stream's late events", () => {
    const state = given(started(), received(), ended());
    expect(when(state, toolResult('t1'))).toEqual([]);
    expect(when(state, endStream('error', { code: 'x', message: 'late' }))).toEqual([]);
  });
});

describe('agent session: tool results deduplicated against the last 20', () => {
  it('records a new result as not a duplicate', () => {
    expect(when(given(started(), received()), toolResult('t1'))).toEqual([finished('t1')]);
  });

  it('marks the same tool with the same result JSON (key order aside) a duplicate', () => {
    const state = given(started(), received(), finished('t1'));
    const { timestamp, ...rest } = result();
    const reordered: AgentToolResult = { timestamp, ...rest };
    expect(Object.keys(reordered)[0]).toBe('timestamp');
    expect(when(state, toolResult('t2', reordered))).toEqual([{ ...finished('t2'), data: { ...finished('t2').data, duplicate: true } }]);
  });

  it('does not mark a different tool or a different result a duplicate', () => {
    const state = given(started(), received(), finished('t1'));
    expect(when(state, toolResult('t2', result(), 'edit_asset'))[0]).toMatchObject({ data: { duplicate: false } });
    expect(when(state, toolResult('t2', result({ timestamp: at(5) })))[0]).toMatchObject({ data: { duplicate: false } });
  });

  it('forgets a result once 20 newer ones have been recorded', () => {
    const others = Array.from({ length: 20 }, (_, i) => finished(`o${i}`, result({ asset_id: `other-${i}` })));
    expect(when(given(started(), received(), finished('t1'), ...others.slice(1)), toolResult('t2'))[0]).toMatchObject({ data: { duplicate: true } });
    expect(when(given(started(), received(), finished('t1'), ...others), toolResult('t2'))[0]).toMatchObject({ data: { duplicate: false } });
  });

  it('keeps the fingerprints of the last 20 results, oldest first, duplicates included', () => {
    const many = Array.from({ length: 25 }, (_, i) => finished(`o${i}`, result({ asset_id: `a-${i}` })));
    const state = given(started(), received(), ...many);
    const fingerprints = state.status === 'started' ? state.recentToolResults : [];
    expect(fingerprints).toHaveLength(20);
    expect(fingerprints[0]).toBe(toolResultFingerprint('create_asset', result({ asset_id: 'a-5' })));
    expect(fingerprints[19]).toBe(toolResultFingerprint('create_asset', result({ asset_id: 'a-24' })));
  });
});

describe('agent session: end of stream, tokens and the failure checkpoint', () => {
  it('ends a stream with its normalised usage and the tokens it costs', () => {
    expect(when(given(started(), received()), endStream('complete'))).toEqual([
      { type: 'StreamEnded', data: { streamId: 'st1', reason: 'complete', usage: { inputTokens: 120, outputTokens: 30, totalTokens: 150 }, tokens: 150, at: at(2000) } },
    ]);
  });

  it('charges at least 1 token, even with no usage reported', () => {
    const command: AgentSessionCommand = { type: 'EndStream', data: { streamId: 'st1', reason: 'complete', usage: undefined, now: at(2000) } };
    expect(when(given(started(), received()), command)[0]).toMatchObject({ data: { usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 }, tokens: 1 } });
  });

  it("records an 'error' end with its error, then one failure checkpoint 'Agent Failure: <up to 120 characters>'", () => {
    const message = `Provider said: ${'x'.repeat(200)}`;
    const events = when(given(started(), received()), endStream('error', { code: 'model.provider_error', message }));
    expect(events).toEqual([
      expect.objectContaining({ type: 'StreamEnded', data: expect.objectContaining({ reason: 'error', error: { code: 'model.provider_error', message } }) }),
      { type: 'FailureCheckpointRecorded', data: { streamId: 'st1', title: `Agent Failure: ${message.slice(0, 120)}`, at: at(2000) } },
    ]);
  });

  it('titles the checkpoint of an error end without an error by the default stream error', () => {
    const events = when(given(started(), received()), endStream('error'));
    expect(events[0]).toEqual(expect.objectContaining({ data: expect.not.objectContaining({ error: expect.anything() }) }));
    expect(events[1]).toMatchObject({ data: { title: 'Agent Failure: An error occurred while generating a response.' } });
  });

  it('records at most one failure checkpoint per stream', () => {
    const state = given(started(), received());
    const failure: AgentSessionCommand = { type: 'RecordAgentFailure', data: { streamId: 'st1', message: 'rate limited', now: at(1900) } };
    const first = when(state, failure);
    expect(first).toEqual([{ type: 'FailureCheckpointRecorded', data: { streamId: 'st1', title: 'Agent Failure: rate limited', at: at(1900) } }]);
    const after = first.reduce(evolveAgentSession, state);
    expect(when(after, failure)).toEqual([]);
    expect(when(after, endStream('error', { code: 'x', message: 'rate limited' })).map((e) => e.type)).toEqual(['StreamEnded']);
  });

  it('records no checkpoint for a complete end, and a checkpoint again for a later stream that fails', () => {
    expect(when(given(started(), received()), endStream('complete')).map((e) => e.type)).toEqual(['StreamEnded']);
    const checkpointed: AgentSessionEvent = { type: 'FailureCheckpointRecorded', data: { streamId: 'st1', title: 'Agent Failure: a', at: at(2000) } };
    const state = given(started(), received(), ended('st1', 'error'), checkpointed, received('st2', 3000));
    expect(when(state, endStream('error', { code: 'x', message: 'b' }, 'st2')).map((e) => e.type)).toEqual(['StreamEnded', 'FailureCheckpointRecorded']);
  });

  it('is a decider of its initial state, evolve and decide', () => {
    expect(agentSessionDecider.initialState()).toEqual({ status: 'none' });
    expect(agentSessionDecider.evolve).toBe(evolveAgentSession);
    expect(agentSessionDecider.decide).toBe(decideAgentSession);
  });
});
