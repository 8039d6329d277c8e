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
import { deciderSpecification } from '../shared/decider.spec-support.js';

const T0 = '2026-11-23T09:00:00.000Z';
const at = (ms: number): string => new Date(Date.parse(T0) + ms).toISOString();
const SESSION = 's1';
const USER = 'u1';

const given = (...events: AgentSessionEvent[]): AgentSessionState => events.reduce(evolveAgentSession, initialAgentSessionState());
const spec = deciderSpecification(agentSessionDecider);

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
const finished = (toolCallId: string, r: AgentToolResult = result(), tool = 'create_asset', duplicate = false): AgentSessionEvent => ({
  type: 'ToolCallFinished',
  data: { streamId: 'st1', toolCallId, tool, result: r, duplicate, at: at(1500) },
});
const interrupted = (streamId = 'st1', by = USER): AgentSessionEvent => ({ type: 'StreamInterrupted', data: { streamId, at: at(1600), by } });
const endStream = (reason: 'complete' | 'error' | 'interrupted', error?: { code: string; message: string }, streamId = 'st1'): AgentSessionCommand => ({
  type: 'EndStream',
  data: { streamId, reason, ...(error ? { error } : {}), usage: { inputTokens: 120, outputTokens: 30 }, now: at(2000) },
});
/** What send() decides. */
const sent = (streamId = 'st2', ms = 3000): AgentSessionEvent => ({
  type: 'UserMessageReceived',
  data: { sessionId: SESSION, messageId: `m-${streamId}`, streamId, content: 'Make it faster', contextItems: [{ id: 'c1', type: 'file_upload', name: 'a.png' }], hiddenInstructions: 'be brief', at: at(ms) },
});
/** What endStream() decides for an open stream (the usage it reports costs 150 tokens). */
const streamEnded = (reason: 'complete' | 'error' | 'interrupted', error?: { code: string; message: string }, streamId = 'st1'): AgentSessionEvent => ({
  type: 'StreamEnded',
  data: { streamId, reason, ...(error ? { error } : {}), usage: { inputTokens: 120, outputTokens: 30, totalTokens: 150 }, tokens: 150, at: at(2000) },
});
const checkpoint = (title: string, streamId = 'st1', ms = 2000): AgentSessionEvent => ({ type: 'FailureCheckpointRecorded', data: { streamId, title, at: at(ms) } });

describe('agent session: start and messages', () => {
  it('lives on stream agent-session-<id>', () => {
    expect(agentSessionStreamId('abc')).toBe('agent-session-abc');
  });

  it('starts a session once', () => {
    const start: AgentSessionCommand = {
      type: 'StartAgentSession',
      data: { sessionId: SESSION, gameId: 'g1', userId: USER, modelId: 'offline', programmatic: false, metadata: { source: 'dashboard' }, now: T0 },
    };
    spec.given().when(start).then([started()]);
    spec.given(started()).when(start).thenThrows({ code: 'agent.session_exists' });
  });

  it('receives a user message, which opens its stream', () => {
    spec
      .given(started(), received(), ended())
      .when(send())
      .then([
        {
          type: 'UserMessageReceived',
          data: { sessionId: SESSION, messageId: 'm-st2', streamId: 'st2', content: 'Make it faster', contextItems: [{ id: 'c1', type: 'file_upload', name: 'a.png' }], hiddenInstructions: 'be brief', at: at(3000) },
        },
      ]);
  });

  it('refuses a new message while a stream is in flight, with the documented message, as a conflict', () => {
    spec.given(started(), received()).when(send()).thenThrows({ code: 'agent.streaming_in_progress', category: 'conflict', message: STREAMING_IN_PROGRESS_MESSAGE });
    expect(STREAMING_IN_PROGRESS_MESSAGE).toBe('Streaming in progress - cannot start a new session yet');
    spec.given(started(), received(), interrupted()).when(send()).thenThrows({ code: 'agent.streaming_in_progress' });
  });

  it("refuses messages on a session that has not started or is someone else's, as not found; and a stream id used before", () => {
    spec.given().when(send()).thenThrows({ code: 'agent.session_not_found', category: 'not_found' });
    spec.given(started()).when(send('st2', 3000, 'u2')).thenThrows({ code: 'agent.session_not_found' });
    spec.given(started(), received(), ended()).when(send('st1')).thenThrows({ code: 'agent.stream_exists' });
  });
});

describe('agent session: programmatic time-out (300000 ms)', () => {
  const timeOut = (ms: number): AgentSessionCommand => ({ type: 'TimeOutSession', data: { now: at(ms) } });
  const timedOut: AgentSessionEvent = { type: 'SessionTimedOut', data: { at: at(300_000) } };

  it('times out a programmatic session at 300000 ms after its start, once', () => {
    spec.given(started(true)).when(timeOut(299_999)).thenNothing();
    spec.given(started(true)).when(timeOut(300_000)).then([{ type: 'SessionTimedOut', data: { at: at(300_000) } }]);
    spec.given(started(true), timedOut).when(timeOut(400_000)).thenNothing();
  });

  it('never times out a session the creator started', () => {
    spec.given(started(false)).when(timeOut(10_000_000)).thenNothing();
    spec.given(started(false)).when(send('st1', 10_000_000)).then([sent('st1', 10_000_000)]);
  });

  it('interrupts the stream in flight at the time-out, as the system', () => {
    spec
      .given(started(true), received())
      .when(timeOut(300_000))
      .then([
        { type: 'SessionTimedOut', data: { at: at(300_000) } },
        { type: 'StreamInterrupted', data: { streamId: 'st1', at: at(300_000), by: 'system' } },
      ]);
  });

  it('records SessionTimedOut first; then a message is refused', () => {
    spec.given(started(true)).when(timeOut(300_000)).then([timedOut]);
    spec.given(started(true), timedOut).when(send('st1', 300_001)).thenThrows({ code: 'agent.session_timed_out', category: 'conflict' });
  });

  it('refuses a late message even when the timer has not recorded the time-out yet', () => {
    spec.given(started(true)).when(send('st1', 299_999)).then([sent('st1', 299_999)]);
    spec.given(started(true)).when(send('st1', 300_000)).thenThrows({ code: 'agent.session_timed_out' });
  });
});

describe('agent session: interrupt', () => {
  const interrupt = (by = USER): AgentSessionCommand => ({ type: 'InterruptStream', data: { by, now: at(1600) } });

  it('marks the stream in flight interrupted, by whoever asked', () => {
    spec.given(started(), received()).when(interrupt()).then([interrupted()]);
    spec.given(started(), received()).when(interrupt('system')).then([interrupted('st1', 'system')]);
  });

  it('does nothing when no stream is in flight or it is already interrupted', () => {
    spec.given(started()).when(interrupt()).thenNothing();
    spec.given(started(), received(), ended()).when(interrupt()).thenNothing();
    spec.given(started(), received(), interrupted()).when(interrupt()).thenNothing();
  });

  it("refuses someone else's interrupt as not found", () => {
    spec.given(started(), received()).when(interrupt('u2')).thenThrows({ code: 'agent.session_not_found' });
  });

  it("ignores the interrupted stream's later events, with no events", () => {
    const history = [started(), received(), interrupted()];
    spec.given(...history).when(toolResult('t1')).thenNothing();
    spec.given(...history).when({ type: 'StartToolCall', data: { streamId: 'st1', toolCallId: 't2', tool: 'read_asset', input: {}, now: at(1700) } }).thenNothing();
    spec.given(...history).when({ type: 'StartAssistantMessage', data: { streamId: 'st1', messageId: 'a1', now: at(1700) } }).thenNothing();
    spec.given(...history).when({ type: 'RecordAgentFailure', data: { streamId: 'st1', message: 'boom', now: at(1700) } }).thenNothing();
  });

  it("ends an interrupted stream as 'interrupted', whatever the runtime saw, with no failure checkpoint", () => {
    spec
      .given(started(), received(), interrupted())
      .when(endStream('error', { code: 'aborted', message: 'This operation was aborted' }))
      .then([
        { type: 'StreamEnded', data: { streamId: 'st1', reason: 'interrupted', usage: { inputTokens: 120, outputTokens: 30, totalTokens: 150 }, tokens: 150, at: at(2000) } },
      ]);
  });
});

describe('agent session: assistant messages and tool calls', () => {
  it('starts and completes an assistant message with its final text', () => {
    const startMessage: AgentSessionCommand = { type: 'StartAssistantMessage', data: { streamId: 'st1', messageId: 'a1', now: at(1100) } };
    const messageStarted: AgentSessionEvent = { type: 'AssistantMessageStarted', data: { messageId: 'a1', streamId: 'st1', at: at(1100) } };
    spec.given(started(), received()).when(startMessage).then([messageStarted]);
    spec.given(started(), received(), messageStarted).when(startMessage).thenThrows({ code: 'agent.message_exists' });
    const complete: AgentSessionCommand = { type: 'CompleteAssistantMessage', data: { streamId: 'st1', messageId: 'a1', content: 'Done!', now: at(1200) } };
    spec
      .given(started(), received(), messageStarted)
      .when(complete)
      .then([{ type: 'AssistantMessageCompleted', data: { messageId: 'a1', streamId: 'st1', content: 'Done!', at: at(1200) } }]);
    spec.given(started(), received()).when(complete).thenThrows({ code: 'agent.message_not_found', category: 'not_found' });
  });

  it('records a tool call start', () => {
    spec
      .given(started(), received())
      .when({ type: 'StartToolCall', data: { streamId: 'st1', toolCallId: 't1', tool: 'create_asset', input: { name: 'Hero' }, now: at(1400) } })
      .then([{ type: 'ToolCallStarted', data: { streamId: 'st1', toolCallId: 't1', tool: 'create_asset', input: { name: 'Hero' }, at: at(1400) } }]);
  });

  it('refuses events of a stream that never started', () => {
    spec.given(started()).when(toolResult('t1')).thenThrows({ code: 'agent.stream_not_found', category: 'not_found' });
    spec.given(started()).when(endStream('complete')).thenThrows({ code: 'agent.stream_not_found' });
  });

  it("ignores an ended stream's late events", () => {
    spec.given(started(), received(), ended()).when(toolResult('t1')).thenNothing();
    spec.given(started(), received(), ended()).when(endStream('error', { code: 'x', message: 'late' })).thenNothing();
  });
});

describe('agent session: tool results deduplicated against the last 20', () => {
  it('records a new result as not a duplicate', () => {
    spec.given(started(), received()).when(toolResult('t1')).then([finished('t1')]);
  });

  it('marks the same tool with the same result JSON (key order aside) a duplicate', () => {
    const { timestamp, ...rest } = result();
    const reordered: AgentToolResult = { timestamp, ...rest };
    expect(Object.keys(reordered)[0]).toBe('timestamp');
    spec
      .given(started(), received(), finished('t1'))
      .when(toolResult('t2', reordered))
      .then([finished('t2', reordered, 'create_asset', true)]);
  });

  it('does not mark a different tool or a different result a duplicate', () => {
    spec.given(started(), received(), finished('t1')).when(toolResult('t2', result(), 'edit_asset')).then([finished('t2', result(), 'edit_asset', false)]);
    spec.given(started(), received(), finished('t1')).when(toolResult('t2', result({ timestamp: at(5) }))).then([finished('t2', result({ timestamp: at(5) }), 'create_asset', false)]);
  });

  it('forgets a result once 20 newer ones have been recorded', () => {
    const others = Array.from({ length: 20 }, (_, i) => finished(`o${i}`, result({ asset_id: `other-${i}` })));
    spec.given(started(), received(), finished('t1'), ...others.slice(1)).when(toolResult('t2')).then([finished('t2', result(), 'create_asset', true)]);
    spec.given(started(), received(), finished('t1'), ...others).when(toolResult('t2')).then([finished('t2', result(), 'create_asset', false)]);
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
    spec
      .given(started(), received())
      .when(endStream('complete'))
      .then([
        { type: 'StreamEnded', data: { streamId: 'st1', reason: 'complete', usage: { inputTokens: 120, outputTokens: 30, totalTokens: 150 }, tokens: 150, at: at(2000) } },
      ]);
  });

  it('charges at least 1 token, even with no usage reported', () => {
    const command: AgentSessionCommand = { type: 'EndStream', data: { streamId: 'st1', reason: 'complete', usage: undefined, now: at(2000) } };
    spec
      .given(started(), received())
      .when(command)
      .then([{ type: 'StreamEnded', data: { streamId: 'st1', reason: 'complete', usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 }, tokens: 1, at: at(2000) } }]);
  });

  it('records what the ledger took when the runtime says so: a free turn keeps its usage and costs 0', () => {
    const usage = { inputTokens: 40, outputTokens: 300, totalTokens: 340 };
    const command: AgentSessionCommand = { type: 'EndStream', data: { streamId: 'st1', reason: 'complete', usage, tokens: 0, now: at(2000) } };
    spec
      .given(started(), received())
      .when(command)
      .then([{ type: 'StreamEnded', data: { streamId: 'st1', reason: 'complete', usage, tokens: 0, at: at(2000) } }]);
  });

  it("records an 'error' end with its error, then one failure checkpoint 'Agent Failure: <up to 120 characters>'", () => {
    const message = `Provider said: ${'x'.repeat(200)}`;
    spec
      .given(started(), received())
      .when(endStream('error', { code: 'model.provider_error', message }))
      .then([streamEnded('error', { code: 'model.provider_error', message }), checkpoint(`Agent Failure: ${message.slice(0, 120)}`)]);
  });

  it('titles the checkpoint of an error end without an error by the default stream error', () => {
    spec
      .given(started(), received())
      .when(endStream('error'))
      .thenMatches([
        { type: 'StreamEnded', data: expect.not.objectContaining({ error: expect.anything() }) },
        { type: 'FailureCheckpointRecorded', data: { title: 'Agent Failure: An error occurred while generating a response.' } },
      ]);
  });

  it('records at most one failure checkpoint per stream', () => {
    const failure: AgentSessionCommand = { type: 'RecordAgentFailure', data: { streamId: 'st1', message: 'rate limited', now: at(1900) } };
    const first = checkpoint('Agent Failure: rate limited', 'st1', 1900);
    spec.given(started(), received()).when(failure).then([first]);
    spec.given(started(), received(), first).when(failure).thenNothing();
    spec
      .given(started(), received(), first)
      .when(endStream('error', { code: 'x', message: 'rate limited' }))
      .then([streamEnded('error', { code: 'x', message: 'rate limited' })]);
  });

  it('records no checkpoint for a complete end, and a checkpoint again for a later stream that fails', () => {
    spec.given(started(), received()).when(endStream('complete')).then([streamEnded('complete')]);
    const checkpointed = checkpoint('Agent Failure: a');
    spec
      .given(started(), received(), ended('st1', 'error'), checkpointed, received('st2', 3000))
      .when(endStream('error', { code: 'x', message: 'b' }, 'st2'))
      .then([streamEnded('error', { code: 'x', message: 'b' }, 'st2'), checkpoint('Agent Failure: b', 'st2')]);
  });

  it('is a decider of its initial state, evolve and decide', () => {
    expect(agentSessionDecider.initialState()).toEqual({ status: 'none' });
    expect(agentSessionDecider.evolve).toBe(evolveAgentSession);
    expect(agentSessionDecider.decide).toBe(decideAgentSession);
  });
});
