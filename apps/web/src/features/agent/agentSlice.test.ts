import { describe, expect, it } from '@jest/globals';
import { agentActions as a, agentSlice, type AgentState } from './agentSlice';
import { initialAgentState, lastTurn } from './agentState';
import type { AgentStreamEvent, ListenedEventName } from './agentTypes';

const AT = '2026-11-23T09:00:00.000Z';
type Action = Parameters<typeof agentSlice.reducer>[1];
const reduce = (state: AgentState, ...actions: Action[]) => actions.reduce(agentSlice.reducer, state);
const ev = (type: ListenedEventName, data: Record<string, unknown> = {}) => a.streamEvent({ event: { type, data } as AgentStreamEvent, at: AT });
const result = (tool: string, fields: Record<string, unknown> = {}) => ({
  success: true, message: 'ok', operation_type: tool, error: null, asset_type: 'entity', asset_name: 'Ship', asset_id: 'a1', timestamp: AT, ...fields,
});

/** A game whose user message is streaming. */
const streaming = () => reduce(initialAgentState, a.gameOpened('g1'), a.sessionStarted({ sessionId: 's1' }),
  a.messageSent({ id: 'u1', content: 'a space dodge game', contextItems: [{ id: 'c1', name: 'ship.png', type: 'file_upload' }], at: AT }),
  a.streamStarted(), ev('stream_init', { stream_id: 'st1', model: 'tempest-offline' }));

const statuses = (state: AgentState) => state.messages.filter((m) => m.role === 'status').map((m) => m.content);

describe('agent chat: messages and streaming', () => {
  it('shows the user message with its attachments and starts streaming, interruptible and connected', () => {
    const state = streaming();
    expect(state.messages[0]).toMatchObject({ role: 'user', content: 'a space dodge game', contextItems: [{ name: 'ship.png' }] });
    expect(state).toMatchObject({ streaming: true, interruptible: true, connected: true, inFlight: true, model: 'tempest-offline' });
  });

  it("takes the dashboard's first prompt back when the server refuses it as sent already: nothing in flight, the chat as before", () => {
    const sent = reduce(initialAgentState, a.gameOpened('g1'), a.messageSent({ id: 'u1', content: 'a space dodge game', contextItems: [], at: AT }));
    const state = reduce(sent, a.messageTakenBack({ id: 'u1' }));
    expect(state.messages).toEqual([]);
    expect(state).toMatchObject({ inFlight: false, streaming: false, lastError: null });
    // A stream that already opened is not taken back.
    expect(reduce(streaming(), a.messageTakenBack({ id: 'u1' })).messages[0]).toMatchObject({ id: 'u1', role: 'user' });
  });

  it('ignores a new message while one is in flight', () => {
    const state = reduce(streaming(), a.messageSent({ id: 'u2', content: 'again', contextItems: [], at: AT }));
    expect(state.messages.filter((m) => m.role === 'user')).toHaveLength(1);
  });

  it('builds the assistant message from start, chunks and end; an empty text before a tool call leaves nothing', () => {
    let state = reduce(streaming(), ev('message_start', { message_id: 'm1' }), ev('message_chunk', { message_id: 'm1', content: 'Building ' }), ev('message_chunk', { message_id: 'm1', content: '"Star' }));
    expect(state.messages[1]).toMatchObject({ role: 'assistant', content: 'Building "Star', isComplete: false });
    state = reduce(state, ev('message_end', { message_id: 'm1', content: 'Building "Star Hopper".' }));
    expect(state.messages[1]).toMatchObject({ content: 'Building "Star Hopper".', isComplete: true });
    state = reduce(state, ev('message_start', { message_id: 'm2' }), ev('message_end', { message_id: 'm2', content: '' }));
    expect(state.messages.map((m) => m.id)).toEqual(['u1', 'm1']);
  });

  it('shows a running tool card on tool_start and fills it on tool_end', () => {
    let state = reduce(streaming(), ev('tool_start', { tool_call_id: 't1', tool: 'create_asset', input: { name: 'Ship' } }));
    expect(state.messages[1]).toMatchObject({ role: 'tool_result', isComplete: false, metadata: { toolCall: { tool: 'create_asset', input: { name: 'Ship' } } } });
    state = reduce(state, ev('tool_end', { tool_call_id: 't1', tool: 'create_asset', result: result('create_asset') }));
    expect(state.messages[1].isComplete).toBe(true);
    expect(state.messages[1].metadata.toolCall?.result?.asset_name).toBe('Ship');
  });

  it("names the tool by the spec's tool_name (a stream without the older `tool` field)", () => {
    const state = reduce(streaming(), ev('tool_start', { tool_call_id: 't1', tool_name: 'edit_asset', input: {} }),
      ev('tool_end', { tool_call_id: 't1', tool_name: 'edit_asset', result: result('edit_asset', { success: false, error: 'No asset' }) }));
    expect(state.messages[1].metadata.toolCall?.tool).toBe('edit_asset');
    expect(state.messages.at(-1)?.content).toBe('Tool executed: edit_asset - Failed');
  });

  it('drops a tool_end whose result equals one of the last 20, key order aside', () => {
    const same = { tool_call_id: 't1', tool: 'read_asset', result: result('read_asset', { raw_content: 'x' }) };
    const reordered = { tool_call_id: 't2', tool: 'read_asset', result: { raw_content: 'x', ...result('read_asset') } };
    const state = reduce(streaming(), ev('tool_end', same), ev('tool_end', reordered));
    expect(state.messages.filter((m) => m.role === 'tool_result')).toHaveLength(1);
  });

  it('keeps only 20 results in the window: an old one comes back', () => {
    const ends = Array.from({ length: 21 }, (_, i) => ev('tool_end', { tool_call_id: `t${i}`, tool: 'read_asset', result: result('read_asset', { raw_content: String(i) }) }));
    const state = reduce(streaming(), ...ends, ev('tool_end', { tool_call_id: 'again', tool: 'read_asset', result: result('read_asset', { raw_content: '0' }) }));
    expect(state.recentToolResults).toHaveLength(20);
    expect(state.messages.some((m) => m.id === 'again')).toBe(true);
  });

  it("records a failing tool as 'Tool executed: {tool} - Failed' and a non-object result as a failure", () => {
    const state = reduce(streaming(), ev('tool_end', { tool_call_id: 't1', tool: 'edit_asset', result: result('edit_asset', { success: false, error: 'No asset' }) }),
      ev('tool_end', { tool_call_id: 't2', tool: 'run_command', result: 'boom' }));
    expect(state.messages.filter((m) => m.role === 'system').map((m) => m.content)).toEqual(['Tool executed: edit_asset - Failed', 'Tool executed: run_command - Failed']);
    expect(state.messages.find((m) => m.id === 't2')?.metadata.toolCall?.result).toMatchObject({ success: false, error: 'Unknown error' });
    expect(state.reload.requiresForceRestart).toBe(false);
  });

  it("shows llm_error and error as 'Error: {message}' with the toast, once per stream even when stream_end repeats it", () => {
    const state = reduce(streaming(), ev('message_start', { message_id: 'm1' }), ev('message_chunk', { message_id: 'm1', content: 'Work' }),
      ev('llm_error', { code: 'model.provider_error', message: 'The provider is down' }),
      ev('stream_end', { reason: 'error', error: { code: 'model.provider_error', message: 'The provider is down' } }));
    expect(statuses(state)).toEqual(['Error: The provider is down']);
    expect(state.lastError).toMatchObject({ message: 'The provider is down', code: 'model.provider_error' });
    expect(state.messages.find((m) => m.id === 'm1')).toMatchObject({ isComplete: true, metadata: { error: true } });
    expect(state).toMatchObject({ streaming: false, interruptible: false, connected: false, inFlight: false });
  });

  it('uses the default message for an error without one', () => {
    const state = reduce(streaming(), ev('stream_end', { reason: 'error' }));
    expect(statuses(state)).toEqual(['Error: An error occurred while generating a response.']);
  });

  it('adds a checkpoint message for checkpoint_created', () => {
    const state = reduce(streaming(), ev('checkpoint_created', { checkpoint_id: 'c1', title: 'Agent Failure: down', reason: 'agent_failure' }));
    expect(state.messages.at(-1)).toMatchObject({ role: 'checkpoint', content: 'Agent Failure: down', metadata: { checkpointId: 'c1' } });
  });

  it('shows a search_query as a status line', () => {
    expect(statuses(reduce(streaming(), ev('search_query', { query: 'speed', match_count: 3, command: 'grep -r speed', truncated: false }))))
      .toEqual(['Searched the game for "speed" (3 matches)']);
    expect(statuses(reduce(streaming(), ev('search_query', { query: 'x', match_count: 1, truncated: true })))).toEqual(['Searched the game for "x" (1 match, truncated)']);
  });
});

describe('agent chat: interrupt', () => {
  it("marks the stream interrupted ('Stream interrupted by user') and skips later events until it ends", () => {
    let state = reduce(streaming(), a.interruptRequested({ at: AT }), ev('message_start', { message_id: 'm9' }), ev('tool_start', { tool_call_id: 't9', tool: 'create_asset' }));
    expect(statuses(state)).toEqual(['Stream interrupted by user']);
    expect(state.messages.some((m) => m.id === 'm9' || m.id === 't9')).toBe(false);
    expect(state.interruptible).toBe(false);
    state = reduce(state, ev('stream_end', { reason: 'interrupted' }));
    expect(statuses(state)).toEqual(['Stream interrupted by user']);
    expect(state.streaming).toBe(false);
  });

  it('ends the stream itself when the server never confirms', () => {
    const state = reduce(streaming(), a.interruptRequested({ at: AT }), a.interruptTimedOut({ at: AT }));
    expect(state.streaming).toBe(false);
    expect(reduce(streaming(), a.interruptTimedOut({ at: AT })).streaming).toBe(true);
  });
});

describe('agent chat: reload rules', () => {
  const created = ev('tool_end', { tool_call_id: 't1', tool: 'create_asset', result: result('create_asset') });
  const change = ev('asset_change', { operation: 'create', asset_id: 'a1', asset_type: 'entity' });

  it('queues a pending build while streaming; the end of the stream turns it into a live reload request', () => {
    let state = reduce(streaming(), created, change);
    expect(state.pendingBuild).toBe(true);
    expect(state.reload).toMatchObject({ requested: false, hint: 'asset_created', requiresForceRestart: true, needsAssetRefresh: true });
    state = reduce(state, ev('stream_end', { reason: 'complete' }));
    expect(state.pendingBuild).toBe(false);
    expect(state.reload).toMatchObject({ id: 1, requested: true, needsLiveReload: true, requiresForceRestart: true, hint: 'asset_created' });
  });

  it('sets the hint of each write tool', () => {
    const hint = (tool: string) => reduce(streaming(), ev('tool_end', { tool_call_id: tool, tool, result: result(tool) })).reload.hint;
    expect([hint('create_asset'), hint('edit_asset'), hint('delete_asset'), hint('read_asset')]).toEqual(['asset_created', 'asset_edited', 'asset_deleted', null]);
  });

  it('a stream without changes asks for no reload; a change outside a stream reloads at once', () => {
    expect(reduce(streaming(), ev('stream_end', { reason: 'complete' })).reload.requested).toBe(false);
    const idle = reduce(streaming(), ev('stream_end', { reason: 'complete' }), ev('asset_change', { operation: 'delete', asset_id: 'a1' }));
    expect(idle.reload).toMatchObject({ requested: true, needsLiveReload: false, hint: 'asset_deleted' });
  });

  it('counts the changes it is told of, so a preview can tell whether its session has them all', () => {
    const before = streaming().changeCount;
    const state = reduce(streaming(), created, change);
    expect(state.changeCount).toBeGreaterThan(before);
    const later = reduce(state, ev('asset_change', { operation: 'update', asset_id: 'a1', asset_type: 'entity' }));
    expect(later.changeCount).toBeGreaterThan(state.changeCount);
    expect(reduce(later, ev('stream_end', { reason: 'complete' })).changeCount).toBe(later.changeCount);
  });

  it('counts a change that lands after an interrupt, and reloads when the interrupted stream ends', () => {
    const state = reduce(streaming(), a.interruptRequested({ at: AT }), change, ev('stream_end', { reason: 'interrupted' }));
    expect(state.reload.requested).toBe(true);
  });

  it('an acknowledgement of the current request clears the flags; a stale one does not', () => {
    const state = reduce(streaming(), created, ev('stream_end', { reason: 'complete' }));
    expect(reduce(state, a.reloadAcknowledged(0)).reload.requested).toBe(true);
    expect(reduce(state, a.reloadAcknowledged(1)).reload).toEqual({ id: 1, requested: false, hint: null, requiresForceRestart: false, needsLiveReload: false, needsAssetRefresh: false });
  });
});

describe('agent chat: failures to start, games and the panel', () => {
  it('a stream that cannot start ends in error with its message', () => {
    const state = reduce(initialAgentState, a.messageSent({ id: 'u1', content: 'hi', contextItems: [], at: AT }), a.streamFailed({ message: 'Stream initialization failed: 500', at: AT }));
    expect(statuses(state)).toEqual(['Error: Stream initialization failed: 500']);
    expect(state.inFlight).toBe(false);
    expect(reduce(state, a.messageSent({ id: 'u2', content: 'again', contextItems: [], at: AT })).inFlight).toBe(true);
  });

  it("opening another game forgets the chat but keeps the panel's visibility", () => {
    const state = reduce(streaming(), a.panelToggled(), a.gameOpened('g2'));
    expect(state).toMatchObject({ gameId: 'g2', messages: [], panelOpen: false, inFlight: false });
    expect(reduce(state, a.panelOpened()).panelOpen).toBe(true);
  });
});

describe('agent chat: the turn the debug snapshot records', () => {
  it('numbers the turn, counts the messages it added, and says whether it failed', () => {
    const first = reduce(streaming(), ev('message_start', { message_id: 'm1' }), ev('message_end', { message_id: 'm1', content: 'Done.' }),
      ev('stream_end', { reason: 'complete' }));
    expect(lastTurn(first)).toEqual({ turnNumber: 1, messages: 2, failed: false });
    const second = reduce(first, a.messageSent({ id: 'u2', content: 'faster', contextItems: [], at: AT }), a.streamStarted(),
      ev('stream_end', { reason: 'error', error: { message: 'The model is unavailable' } }));
    expect(lastTurn(second)).toMatchObject({ turnNumber: 2, failed: true });
    expect(lastTurn(second).messages).toBeGreaterThanOrEqual(2);
  });
});
