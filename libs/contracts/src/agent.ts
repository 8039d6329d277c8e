// The agent (docs/api-agent.md): prompt-to-game, its attachments, and the out-of-tokens refusal.
import type { AssetTypeName } from './assets.js';
import type { PlaytestReport, PlaytestResultEventData } from './playtest.js';

/**
 * An attachment (a context item, docs/api-agent.md "Attachments"): its content travels as a data URL.
 * The API reads the items defensively (apps/api agent/runtime/context-items.ts) and refuses anything else.
 */
export type ContextItem = {
  id: string;
  name: string;
  type: 'file_upload';
  data: { filename: string; mimeType: string; size: number; content: string };
};

/**
 * One of the game's assets attached to a follow-up message (docs/api-agent.md, Context items): named by id and
 * type; the server reads it from the game (it must be this game's) and gives it to the agent with the message.
 */
export type AssetContextItem = { id: string; name: string; type: AssetTypeName };

/** What a chat message may carry: attachments, and the game's assets. */
export type AgentContextItem = ContextItem | AssetContextItem;

/** POST /create/api/creation/generate-game-from-prompt/. */
export type GenerateGameBody = {
  prompt: string;
  /** Omitted when there are no attachments. */
  context_items?: ContextItem[];
};
export type GenerateGameAnswer = { gameId: string };

/** The body of a 429 when the user has no tokens left (the agent's stream sends its own `error` event). */
export type OutOfTokensAnswer = {
  error: string;
  code: 'out_of_tokens';
  error_code: 'out_of_tokens';
  /** Days until the weekly allowance refills the balance. */
  next_allocation_days: number;
};

// ---- The agent's chat: init, interrupt and the stream (/create/agentic/stream/v2/…) ----

/** POST …/init/: opens (or resumes) the caller's session on the game; a message starts a turn at once. */
export type InitAgentStreamBody = {
  game_id: string;
  metadata?: Record<string, unknown>;
  message?: string;
  hidden_instructions?: string;
  /** Whole here; a stream request names them by `{ id, type }` only. */
  context_items?: AgentContextItem[];
};
export type InitAgentStreamAnswer = { success: true; data: { session_id: string } };
/**
 * `metadata.source` of the dashboard's first prompt after prompt-to-game (the URL's auto start): init refuses it
 * with 409 `agent.first_prompt_sent` once an agent turn has started on the game (docs/api-agent.md, init).
 */
export const AUTO_START_SOURCE = 'auto_start';
/** POST …/{sessionId}/interrupt/. */
export type InterruptAgentStreamAnswer = { success: true };

/** A tool's result: these fields from every tool, plus the tool's own (docs/api-agent.md, Stream events). */
export type AgentToolResult = {
  success: boolean;
  message: string;
  operation_type: string;
  error: string | null;
  asset_type: string | null;
  asset_name: string | null;
  asset_id: string | null;
  timestamp: string;
};

// Each tool's own fields beside the common ones (docs/api-agent.md, The tools).
export type TextDiff = { additions: number; deletions: number; unified: string };
export type CreateAssetToolFields = { asset: Record<string, unknown>; validation_errors: { line: number; message: string }[] };
export type ReadAssetToolFields = { raw_content: string; path: string; asset: Record<string, unknown> };
export type EditAssetToolFields = { diff: TextDiff; reload: { success: boolean; errors: string[] }; asset: Record<string, unknown> };
export type DeleteAssetToolFields = { deleted_asset: { id: string; name: string }; operation: 'soft_deleted' | 'permanent' };
export type RunCommandToolFields = {
  command: string;
  label: string;
  cwd: string;
  exit_code: number;
  status: 'success' | 'error' | 'running' | 'queued';
  output: string;
  errors: string[];
  match_count: number | null;
  truncated: boolean;
  /** Seconds. */
  duration: number;
  /** `npm run build` by the agent: what playing the built game showed (absent when the build failed). */
  playtest?: PlaytestReport & { playtest_id: string; round: number; max_rounds: number };
};
export type GenerateImageToolFields = { prompt: string; media: { url: string; tags: string[] }; assigned_to_entity: string | null };
export type StopConversationToolFields = { summary: string };

/** `tool_end`'s result: the common fields, and the tool's own (each may be missing: a failed call has few). */
export type ToolEndResult = AgentToolResult &
  Partial<CreateAssetToolFields & ReadAssetToolFields & EditAssetToolFields & DeleteAssetToolFields & RunCommandToolFields & GenerateImageToolFields & StopConversationToolFields>;

/** Token counts of one stream, as the provider reported them (normalised). */
export type AgentUsage = { inputTokens: number; outputTokens: number; totalTokens: number };
export type StreamEndReason = 'complete' | 'error' | 'interrupted';
export type AgentStreamError = { code: string; message: string };
export type AssetChangeOperation = 'create' | 'update' | 'delete';

/** GET …/{sessionId}/ is a text/event-stream: each event's name and its JSON data (docs/api-agent.md, Stream events). */
export type AgentStreamEventData = {
  stream_init: { session_id: string; stream_id: string; request_id: string; model: string; game_id: string };
  message_start: { message_id: string; role: 'assistant' };
  /** A piece of the text. */
  message_chunk: { message_id: string; content: string };
  /** The whole message; also before each tool call. */
  message_end: { message_id: string; content: string };
  /** `tool` is `tool_name` again, for clients of earlier releases (the web app reads `tool_name`). */
  tool_start: { tool_call_id: string; tool_name: string; tool: string; input: unknown };
  /** The tool's own result, or the recorded failure when it threw; `tool_name` as spec 1 §3 names it, `tool` the same. */
  tool_end: { tool_call_id: string; tool_name: string; tool: string; result: ToolEndResult };
  /** After each successful write; `invalidate_tags` name the caches to refetch. */
  asset_change: { operation: AssetChangeOperation; asset_id: string; asset_type: string; asset_name: string | null; invalidate_tags: string[] };
  /** After the asset_change of a write to an entity; pending until the creator accepts or rejects it. */
  entity_change: { operation: AssetChangeOperation; entity_id: string; name: string | null; entity_type: string | null; asset_id: string; status: 'pending' };
  /** After a run_command that searched the game's assets. */
  search_query: { query: string; match_count: number; command: string; truncated: boolean };
  /** The model failed. */
  llm_error: AgentStreamError;
  /** The working tree's checkpoint made after an agent failure. */
  checkpoint_created: { checkpoint_id: string; title: string; reason: 'agent_failure' };
  /** `out_of_tokens` (with next_allocation_days) before the turn; `agent.runtime_error` for an unexpected failure. */
  error: AgentStreamError & { next_allocation_days?: number };
  /** After each build the agent made in the turn: what playing it showed (libs/contracts playtest.ts). */
  playtest_result: PlaytestResultEventData;
  /** Always last. */
  stream_end: { reason: StreamEndReason; usage: AgentUsage; tokens: number; error?: AgentStreamError };
};

export type AgentStreamEventName = keyof AgentStreamEventData;

/** Every event name the stream sends. */
export const AGENT_STREAM_EVENTS: readonly AgentStreamEventName[] = [
  'stream_init', 'message_start', 'message_chunk', 'message_end', 'tool_start', 'tool_end', 'stream_end', 'llm_error',
  'search_query', 'error', 'checkpoint_created', 'entity_change', 'asset_change', 'playtest_result',
];

// ---- Past conversations (/create/agentic/sessions/…; docs/api-agent.md, Past conversations) ----

/** One agent conversation of a game, as the chat's "Conversations" list shows it. */
export type AgentSessionSummary = {
  session_id: string;
  game_id: string;
  /** Who talked to the agent (the creator, or staff on the creator's game). */
  user_id: string;
  model: string;
  /** Started by the product (auto start), not typed by the creator. */
  programmatic: boolean;
  started_at: string;
  /** The newest event of the session. */
  updated_at: string;
  /** The first message, on one line, at most 200 characters. */
  first_prompt: string;
  /** User messages sent in it. */
  turn_count: number;
};

/** GET /create/agentic/sessions/?game_id=&limit=&offset=: newest first. */
export type AgentSessionsAnswer = { sessions: AgentSessionSummary[]; has_more: boolean; limit: number; offset: number };

/**
 * The stream's event data as a transcript replays it: the same shapes the live stream sent, but a failure
 * checkpoint's id is not recorded on the session (null), and an image in a tool result is a link to
 * GET …/sessions/{sessionId}/?media={toolCallId} instead of its data URL.
 */
export type AgentTranscriptEventData = Omit<AgentStreamEventData, 'checkpoint_created' | 'message_chunk' | 'stream_init'> & {
  checkpoint_created: Omit<AgentStreamEventData['checkpoint_created'], 'checkpoint_id'> & { checkpoint_id: string | null };
  stream_init: AgentStreamEventData['stream_init'];
};

export type AgentTranscriptEventName = keyof AgentTranscriptEventData;

/** One replayed event, with when it was recorded. */
export type AgentTranscriptEvent = { [Name in AgentTranscriptEventName]: { type: Name; data: AgentTranscriptEventData[Name]; at: string } }[AgentTranscriptEventName];

/** One turn: the user's message and the events of the stream that answered it, in the order they were sent. */
export type AgentTranscriptTurn = {
  /** 0 for the session's first message. */
  index: number;
  stream_id: string;
  user_message: { message_id: string; content: string; context_items: { id: string; type: string; name: string }[]; at: string };
  events: AgentTranscriptEvent[];
};

/** GET /create/agentic/sessions/{sessionId}/?before=&turns=: the newest `turns` turns before `before`, oldest first. */
export type AgentTranscriptAnswer = { session: AgentSessionSummary; turns: AgentTranscriptTurn[]; total_turns: number; has_earlier: boolean };

// ---- The code assistant (POST /create/mechanic/send-message-code-assistant/; docs/api-agent.md) ----

/** The question, the game, and the code open in the editor (may be empty). */
export type CodeAssistantBody = { message: string; game_id: string; current_code: string };
/** The answer: text with fenced code blocks (```tsx … ```). */
export type CodeAssistantAnswer = { response: string };
