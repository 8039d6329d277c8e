import { describe, expect, it } from '@jest/globals';
import type { AgentTranscriptEvent, AgentTranscriptTurn } from '@tempest/contracts';
import { agentActions as a, agentSlice, type AgentState } from './agentSlice';
import { initialAgentState } from './agentState';
import type { AgentStreamEvent } from './agentTypes';
import { endedTurn, replayTurns } from './transcriptReplay';

const AT = '2026-11-26T10:00:00.000Z';
type Action = Parameters<typeof agentSlice.reducer>[1];
const reduce = (state: AgentState, ...actions: Action[]) => actions.reduce(agentSlice.reducer, state);
const result = (tool: string, fields: Record<string, unknown> = {}) => ({
  success: true, message: 'ok', operation_type: tool, error: null, asset_type: 'frontend_file', asset_name: 'index.tsx', asset_id: 'f1', timestamp: AT, ...fields,
});
const event = (type: AgentTranscriptEvent['type'], data: Record<string, unknown>): AgentTranscriptEvent => ({ type, data, at: AT }) as AgentTranscriptEvent;

const turn = (index: number, content: string, events: AgentTranscriptEvent[]): AgentTranscriptTurn => ({
  index, stream_id: `st${index}`, user_message: { message_id: `u${index}`, content, context_items: [], at: AT }, events,
});

const first = turn(0, 'make it faster', [
  event('stream_init', { session_id: 's1', stream_id: 'st0', request_id: 'u0', model: 'tempest-offline', game_id: 'g1' }),
  event('tool_start', { tool_call_id: 'c1', tool: 'edit_asset', input: { asset_id: 'f1' } }),
  event('tool_end', { tool_call_id: 'c1', tool: 'edit_asset', result: result('edit_asset') }),
  event('asset_change', { operation: 'update', asset_id: 'f1', asset_type: 'frontend_file', asset_name: 'index.tsx', invalidate_tags: [] }),
  event('tool_start', { tool_call_id: 'c2', tool: 'run_command', input: { command: 'npm run build' } }),
  event('tool_end', { tool_call_id: 'c2', tool: 'run_command', result: result('run_command', { success: false, message: 'failed', error: 'failed' }) }),
  event('message_start', { message_id: 'a1', role: 'assistant' }),
  event('message_end', { message_id: 'a1', content: 'Made it faster: I updated index.tsx.' }),
  event('stream_end', { reason: 'complete', usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 }, tokens: 1 }),
]);
const second = turn(1, 'add multiplayer', [
  event('stream_init', { session_id: 's1', stream_id: 'st1', request_id: 'u1', model: 'tempest-offline', game_id: 'g1' }),
  event('error', { code: 'agent.runtime_error', message: 'boom' }),
  event('checkpoint_created', { checkpoint_id: null, title: 'Agent Failure: boom', reason: 'agent_failure' }),
  event('stream_end', { reason: 'error', usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 }, tokens: 1, error: { code: 'agent.runtime_error', message: 'boom' } }),
]);

/** The same turns as the live chat saw them: the message sent, the stream opened, each event dispatched. */
const live = (turns: AgentTranscriptTurn[]) => turns.reduce((state, t) => reduce(state,
  a.messageSent({ id: t.user_message.message_id, content: t.user_message.content, contextItems: [], at: AT }),
  a.streamStarted(),
  ...t.events.map((e) => a.streamEvent({ event: { type: e.type, data: e.data } as AgentStreamEvent, at: e.at }))), reduce(initialAgentState, a.gameOpened('g1')));

const shown = (messages: AgentState['messages']) => messages.map(({ role, content, isComplete, metadata }) => ({ role, content, isComplete, metadata }));

const playtest = (round: number, passed: boolean) => ({
  passed, playtest_id: `p${round}`, round, max_rounds: 3, failures: passed ? [] : ['The score never moved.'], frames: ['Score: 0'], duration_ms: 300, runner: 'dom',
  checks: [
    { id: 'loads', label: 'It loads and shows something', passed: true, applies: true, detail: null },
    { id: 'progress', label: 'The score can move', passed, applies: true, detail: passed ? null : 'The score never moved.' },
  ],
});
const played = turn(2, 'make it a dragon game', [
  event('stream_init', { session_id: 's1', stream_id: 'st2', request_id: 'u2', model: 'tempest-offline', game_id: 'g1' }),
  event('tool_start', { tool_call_id: 'c3', tool: 'run_command', input: { command: 'npm run build' } }),
  event('tool_end', { tool_call_id: 'c3', tool: 'run_command', result: result('run_command') }),
  event('playtest_result', playtest(1, false)),
  event('playtest_result', playtest(2, true)),
  // The same playtest twice (a resent event) is one card.
  event('playtest_result', playtest(2, true)),
  event('stream_end', { reason: 'complete', usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 }, tokens: 0 }),
]);

describe('a past conversation replayed into the chat', () => {
  it('shows a playtest card where each playtest happened, as the live chat did, once per playtest', () => {
    const replayed = replayTurns([played], 't2-');
    expect(shown(replayed.messages)).toEqual(shown(live([played]).messages));
    expect(replayed.messages.map((m) => m.role)).toEqual(['user', 'tool_result', 'playtest', 'playtest']);
    const [first, second] = replayed.messages.filter((m) => m.role === 'playtest');
    expect(first.content).toBe('Played it: 1 of 2 checks');
    expect(first.metadata.playtest).toMatchObject({ round: 1, passed: false, failures: ['The score never moved.'] });
    expect(second.content).toBe('Played it: 2 of 2 checks');
    expect(second.metadata.playtest?.round).toBe(2);
  });

  it('shows exactly what the live chat showed: messages, tool cards with results, failures and checkpoint lines', () => {
    const replayed = replayTurns([first, second], 't0-');
    expect(shown(replayed.messages)).toEqual(shown(live([first, second]).messages));
    expect(replayed.messages.map((m) => m.role)).toEqual(['user', 'tool_result', 'tool_result', 'system', 'assistant', 'user', 'status', 'checkpoint']);
    expect(replayed.model).toBe('tempest-offline');
  });

  it('loading it neither reloads the preview nor raises the error toast, and sets the paging', () => {
    const state = reduce(initialAgentState, a.gameOpened('g1'), a.transcriptLoaded({ sessionId: 's1', turns: [second], hasEarlier: true }));
    expect(state).toMatchObject({ viewedSessionId: 's1', history: { firstTurn: 1, hasEarlier: true }, lastError: null, inFlight: false, streaming: false, changeCount: 0 });
    expect(state.reload.requested).toBe(false);
    const earlier = reduce(state, a.earlierTurnsLoaded({ sessionId: 's1', turns: [first], hasEarlier: false }));
    expect(earlier.messages.map((m) => m.content).slice(0, 1)).toEqual(['make it faster']);
    expect(earlier.history).toEqual({ firstTurn: 0, hasEarlier: false });
    expect(new Set(earlier.messages.map((m) => m.id)).size).toBe(earlier.messages.length);
  });

  it('a message sent from it continues there when the runtime reuses the session, else starts the new conversation', () => {
    const loaded = reduce(initialAgentState, a.gameOpened('g1'), a.transcriptLoaded({ sessionId: 's1', turns: [first], hasEarlier: false }));
    const same = reduce(loaded, a.messageSent({ id: 'u9', content: 'and red', contextItems: [], at: AT }), a.sessionStarted({ sessionId: 's1' }));
    expect(same.messages.map((m) => m.content)).toContain('make it faster');
    const other = reduce(loaded, a.messageSent({ id: 'u9', content: 'and red', contextItems: [], at: AT }), a.sessionStarted({ sessionId: 's2' }));
    expect(other.messages.map((m) => m.content)).toEqual(['and red']);
    expect(other).toMatchObject({ viewedSessionId: 's2', history: null });
  });

  it('a turn still running when the chat opens: the turns before it replayed, then it followed live from its start, its user message once', () => {
    const running = turn(1, 'and add a boss', [event('stream_init', { session_id: 's1' }), event('message_start', { message_id: 'm7', role: 'assistant' })]);
    expect(endedTurn(first)).toBe(true);
    expect(endedTurn(running)).toBe(false);
    const followed = reduce(
      initialAgentState,
      a.gameOpened('g1'),
      a.transcriptLoaded({ sessionId: 's1', turns: [first], hasEarlier: false }),
      a.messageSent({ id: 'u1', content: 'and add a boss', contextItems: [], at: AT }),
      a.sessionStarted({ sessionId: 's1' }),
      a.streamStarted(),
      a.streamEvent({ event: { type: 'message_start', data: { message_id: 'm7', role: 'assistant' } }, at: AT }),
      a.streamEvent({ event: { type: 'message_end', data: { message_id: 'm7', content: 'Added a boss.' } }, at: AT }),
      a.streamEvent({ event: { type: 'stream_end', data: { reason: 'complete' } }, at: AT }),
    );
    expect(followed.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['make it faster', 'and add a boss']);
    expect(followed.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'Added a boss.' });
    expect(followed).toMatchObject({ inFlight: false, viewedSessionId: 's1' });
    // No turn ran there any more: the message goes, and the conversation can be loaded as it stands.
    const missed = reduce(initialAgentState, a.gameOpened('g1'), a.transcriptLoaded({ sessionId: 's1', turns: [first], hasEarlier: false }),
      a.messageSent({ id: 'u1', content: 'and add a boss', contextItems: [], at: AT }), a.sessionStarted({ sessionId: 's1' }), a.messageTakenBack({ id: 'u1' }));
    expect(missed.inFlight).toBe(false);
    const reloaded = reduce(missed, a.transcriptLoaded({ sessionId: 's1', turns: [first, running], hasEarlier: false }));
    expect(reloaded.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['make it faster', 'and add a boss']);
  });

  it('is not loaded over a message on its way', () => {
    const sending = reduce(initialAgentState, a.gameOpened('g1'), a.messageSent({ id: 'u1', content: 'hello', contextItems: [], at: AT }));
    expect(reduce(sending, a.transcriptLoaded({ sessionId: 's1', turns: [first], hasEarlier: false })).messages.map((m) => m.content)).toEqual(['hello']);
  });
});
