import { hintOfOperation, RELOAD_TOOLS, textOf, TOOL_RESULT_DEDUP_WINDOW, toolFailedText, toolResultFingerprint, toolResultOf } from './agentRules';
import { assetChanged, endStream, pushMessage, pushStatus, reportError, toolChangedAsset, type AgentState } from './agentState';
import type { AgentMessage, AgentStreamEvent } from './agentTypes';
import { playtestHeadline, readPlaytestResult } from '../playtest/playtestFormat';

type Data = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const findMessage = (state: AgentState, id: string | null): AgentMessage | undefined =>
  id === null ? undefined : state.messages.find((m) => m.id === id);

function assistantMessage(state: AgentState, data: Data, at: string): AgentMessage {
  const id = str(data.message_id) ?? `local-${state.nextLocalId++}`;
  return findMessage(state, id) ?? pushMessage(state, { id, role: 'assistant', content: '', at, isComplete: false });
}

function messageEnded(state: AgentState, data: Data, at: string): void {
  const message = assistantMessage(state, data, at);
  const content = str(data.content);
  if (content !== null) message.content = content;
  message.isComplete = true;
  // The server ends the text before each tool call; an empty one says nothing.
  if (message.content.trim() === '') state.messages = state.messages.filter((m) => m !== message);
}

function toolStarted(state: AgentState, data: Data, at: string): void {
  const toolCallId = str(data.tool_call_id) ?? `local-${state.nextLocalId++}`;
  if (findMessage(state, toolCallId)) return;
  const tool = str(data.tool_name) ?? str(data.tool) ?? 'Unknown';
  pushMessage(state, { id: toolCallId, role: 'tool_result', content: tool, at, isComplete: false, metadata: { toolCall: { toolCallId, tool, input: data.input ?? null } } });
}

function toolEnded(state: AgentState, data: Data, at: string): void {
  const tool = str(data.tool_name) ?? str(data.tool) ?? 'Unknown';
  const result = toolResultOf(tool, data.result, at);
  const fingerprint = toolResultFingerprint(tool, result);
  if (state.recentToolResults.includes(fingerprint)) return;
  state.recentToolResults = [...state.recentToolResults, fingerprint].slice(-TOOL_RESULT_DEDUP_WINDOW);
  const toolCallId = str(data.tool_call_id) ?? `local-${state.nextLocalId++}`;
  const card = findMessage(state, toolCallId) ?? pushMessage(state, { id: toolCallId, role: 'tool_result', content: tool, at, metadata: { toolCall: { toolCallId, tool, input: null } } });
  card.isComplete = true;
  card.metadata.toolCall = { ...(card.metadata.toolCall ?? { toolCallId, tool, input: null }), result };
  if (!result.success) pushMessage(state, { role: 'system', content: toolFailedText(tool), at });
  else if (RELOAD_TOOLS[tool]) toolChangedAsset(state, RELOAD_TOOLS[tool]);
}

function checkpointEvent(state: AgentState, event: AgentStreamEvent, at: string): void {
  const { data } = event;
  const title = textOf(data.title) ?? 'Checkpoint';
  const checkpointId = str(data.checkpoint_id) ?? undefined;
  const reason = str(data.reason) ?? undefined;
  const content = event.type === 'checkpoint_created' ? title : event.type === 'checkpoint_rollback' ? `Rolled back to ${title}` : `Previewing ${title}`;
  pushMessage(state, { role: 'checkpoint', content, at, metadata: { checkpointId, reason } });
}

/** A search of the game's assets (after its run_command card): what was looked for and how much was found. */
function searchStatus(state: AgentState, data: Data, at: string): void {
  const query = textOf(data.query) ?? textOf(data.command);
  if (!query) return;
  const count = typeof data.match_count === 'number' ? data.match_count : null;
  const found = count === null ? '' : ` (${count} match${count === 1 ? '' : 'es'}${data.truncated === true ? ', truncated' : ''})`;
  pushStatus(state, `Searched the game for "${query}"${found}`, at);
}

/** What playing a build showed: a card where it happened (once per playtest, should the event come twice). */
function playtestResult(state: AgentState, data: Data, at: string): void {
  const playtest = readPlaytestResult(data);
  if (!playtest) return;
  const id = playtest.playtest_id ? `playtest-${playtest.playtest_id}` : `local-${state.nextLocalId++}`;
  if (findMessage(state, id)) return;
  pushMessage(state, { id, role: 'playtest', content: playtestHeadline(playtest), at, metadata: { playtest } });
}

/** Changes the server made: their bookkeeping counts even after an interrupt (the change happened). */
function applyChange(state: AgentState, event: AgentStreamEvent): boolean {
  const { data } = event;
  if (event.type === 'asset_change') {
    assetChanged(state, hintOfOperation(data.operation));
    return true;
  }
  if (event.type === 'entity_change') {
    // The chat's record of an entity change becomes accepted (the server's pending change is
    // still the creator's to accept or reject in the review drawer).
    const id = str(data.entity_id) ?? str(data.asset_id) ?? str(data.id);
    if (id) state.entityChanges[id] = 'accepted';
    return true;
  }
  return false;
}

/** One event of the stream into the chat (docs/api-agent.md, Stream events and The chat in the studio). */
export function applyStreamEvent(state: AgentState, event: AgentStreamEvent, at: string): void {
  const { data } = event;
  if (event.type === 'stream_end') {
    const reason = data.reason === 'error' || data.reason === 'interrupted' ? data.reason : 'complete';
    const error = typeof data.error === 'object' && data.error !== null ? (data.error as { message?: string; code?: string }) : null;
    return endStream(state, { reason, error, at });
  }
  if (applyChange(state, event) || !state.inFlight || state.interrupted) return;
  switch (event.type) {
    case 'stream_init':
      state.streamId = str(data.stream_id);
      state.model = str(data.model);
      state.connected = true;
      return;
    case 'message_start':
      assistantMessage(state, data, at);
      return;
    case 'message_chunk':
      assistantMessage(state, data, at).content += str(data.content) ?? '';
      return;
    case 'message_end':
      return messageEnded(state, data, at);
    case 'tool_start':
      return toolStarted(state, data, at);
    case 'tool_end':
      return toolEnded(state, data, at);
    case 'llm_error':
    case 'error':
      return reportError(state, str(data.message), str(data.code), at);
    case 'search_query':
      return searchStatus(state, data, at);
    case 'checkpoint_created':
    case 'checkpoint_rollback':
    case 'checkpoint_preview':
      return checkpointEvent(state, event, at);
    case 'playtest_result':
      return playtestResult(state, data, at);
    default:
      return;
  }
}
