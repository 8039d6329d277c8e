import type { AgentTranscriptEvent, AgentTranscriptTurn, AgentStreamEventData, ToolEndResult } from '@tempest/contracts';
import type { AgentSessionEvent } from '@tempest/domain';
import { assetChangeOf, entityChangeOf, playtestResultOf, searchQueryOf } from './stream-events.js';

/** A data URL longer than this in a tool result (a drawn image: 1–3 MB) is replaced by a link to the media route. */
export const INLINE_MEDIA_MAX = 16 * 1024;

/** The message the runtime sends when a programmatic session times out mid-turn (agent-runtime.ts). */
const TIMED_OUT = { code: 'agent.session_timed_out', message: 'This agent session has timed out' };

export const mediaPath = (sessionId: string, toolCallId: string, n: number): string =>
  `/create/agentic/sessions/${sessionId}/?media=${encodeURIComponent(toolCallId)}${n === 0 ? '' : `&n=${n}`}`;

const isLargeDataUrl = (value: unknown): value is string => typeof value === 'string' && value.startsWith('data:') && value.length > INLINE_MEDIA_MAX;

/** Pure: the value with every large data URL replaced by `replace(n)` (n counts them in walk order). */
export const replaceLargeDataUrls = (value: unknown, replace: (n: number) => string): unknown => {
  let n = 0;
  const walk = (v: unknown): unknown => {
    if (isLargeDataUrl(v)) return replace(n++);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, walk(inner)]));
    return v;
  };
  return walk(value);
};

/** Pure: the n-th large data URL of a value (the walk order of replaceLargeDataUrls), or null. */
export const largeDataUrlAt = (value: unknown, index: number): string | null => {
  const found: string[] = [];
  const walk = (v: unknown): void => {
    if (isLargeDataUrl(v)) found.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return found[index] ?? null;
};

type Recorded = AgentSessionEvent & { at?: string };

/**
 * Pure: a session's recorded events as turns of the events the live stream sent (docs/api-agent.md, Stream
 * events), so the chat rebuilds a past conversation with the reducer it uses live. What the stream sent
 * but the session does not record is left out (the text's chunks: each message_end carries the whole text;
 * an out-of-tokens error's refill days); the rest is derived the way the runtime derives it (asset_change,
 * entity_change and search_query from the tool result; the error event from the stream's end).
 */
export const transcriptOf = (events: readonly Recorded[]): AgentTranscriptTurn[] => {
  const started = events.find((e) => e.type === 'AgentSessionStarted');
  if (!started || started.type !== 'AgentSessionStarted') return [];
  const { sessionId, gameId, modelId } = started.data;
  const ends = new Map(events.flatMap((e) => (e.type === 'StreamEnded' ? [[e.data.streamId, e.data] as const] : [])));
  const turns: AgentTranscriptTurn[] = [];
  const errorSent = new Set<string>();
  let turn: AgentTranscriptTurn | null = null;
  const push = (event: AgentTranscriptEvent) => turn?.events.push(event);
  /** The failure's error event (llm_error for the model's own failures), once per stream, as the runtime sends it. */
  const failure = (streamId: string, at: string) => {
    const end = ends.get(streamId);
    if (errorSent.has(streamId) || end?.reason !== 'error' || !end.error) return;
    errorSent.add(streamId);
    const { code, message } = end.error;
    push(code.startsWith('model.') ? { type: 'llm_error', data: { code, message }, at } : { type: 'error', data: { code, message }, at });
  };
  for (const event of events) {
    const at = event.type === 'SessionTimedOut' ? event.data.at : 'at' in event.data ? event.data.at : '';
    switch (event.type) {
      case 'UserMessageReceived': {
        const { messageId, streamId, content, contextItems } = event.data;
        turn = { index: turns.length, stream_id: streamId, user_message: { message_id: messageId, content, context_items: contextItems, at }, events: [] };
        turns.push(turn);
        push({ type: 'stream_init', data: { session_id: sessionId, stream_id: streamId, request_id: messageId, model: modelId, game_id: gameId }, at });
        break;
      }
      case 'AssistantMessageStarted':
        push({ type: 'message_start', data: { message_id: event.data.messageId, role: 'assistant' }, at });
        break;
      case 'AssistantMessageCompleted':
        push({ type: 'message_end', data: { message_id: event.data.messageId, content: event.data.content }, at });
        break;
      case 'ToolCallStarted':
        push({ type: 'tool_start', data: { tool_call_id: event.data.toolCallId, tool_name: event.data.tool, tool: event.data.tool, input: event.data.input }, at });
        break;
      case 'ToolCallFinished': {
        const { toolCallId, tool, result } = event.data;
        const bounded = replaceLargeDataUrls(result, (n) => mediaPath(sessionId, toolCallId, n)) as ToolEndResult;
        push({ type: 'tool_end', data: { tool_call_id: toolCallId, tool_name: tool, tool, result: bounded }, at });
        const change = assetChangeOf(gameId, result);
        if (change) push({ type: 'asset_change', data: change, at });
        const entity = entityChangeOf(result);
        if (entity) push({ type: 'entity_change', data: entity, at });
        const search = searchQueryOf(result);
        if (search) push({ type: 'search_query', data: search, at });
        const playtest = playtestResultOf(result);
        if (playtest) push({ type: 'playtest_result', data: playtest, at });
        break;
      }
      case 'FailureCheckpointRecorded': {
        // Running out of tokens is no agent failure: the runtime announces no checkpoint for it.
        if (ends.get(event.data.streamId)?.error?.code === 'out_of_tokens') break;
        failure(event.data.streamId, at);
        push({ type: 'checkpoint_created', data: { checkpoint_id: null, title: event.data.title, reason: 'agent_failure' }, at });
        break;
      }
      case 'SessionTimedOut':
        // Mid-turn (its stream not ended yet) the runtime said so; before a message it refused that message instead.
        if (turn && !turn.events.some((e) => e.type === 'stream_end')) push({ type: 'error', data: TIMED_OUT, at });
        break;
      case 'StreamEnded': {
        const { streamId, reason, usage, tokens, error } = event.data;
        failure(streamId, at);
        const end: AgentStreamEventData['stream_end'] = { reason, usage, tokens, ...(error ? { error } : {}) };
        push({ type: 'stream_end', data: end, at });
        break;
      }
      default:
        break;
    }
  }
  // The runtime announces a failure's checkpoint before stream_end: each turn's end goes last.
  for (const { events: list } of turns) {
    const index = list.findIndex((e) => e.type === 'stream_end');
    if (index >= 0 && index < list.length - 1) list.push(...list.splice(index, 1));
  }
  return turns;
};
