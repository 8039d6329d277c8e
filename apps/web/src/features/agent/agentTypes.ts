import type { AgentToolResult } from '@tempest/domain-types/agent/agent.events';

/** Who speaks in the chat. */
export type AgentRole = 'user' | 'assistant' | 'tool_result' | 'system' | 'status' | 'checkpoint';

/** An attachment (context item; docs/api-agent.md, Attachments). In the init POST it goes whole; in the stream URL only id and type. */
export type AgentContextItem = {
  id: string;
  name: string;
  type: 'file_upload';
  data: { filename: string; mimeType: string; size: number; content: string };
};

/** What a chat message keeps of its attachments (the data stays out of the store). */
export type ContextItemRef = { id: string; name: string; type: string };

/** A tool result (docs/api-agent.md, Stream events, `tool_end`) plus each tool's shape (every field optional: a model may answer anything). */
export type ToolResult = AgentToolResult & {
  asset?: Record<string, unknown>;
  validation_errors?: { line: number; message: string }[];
  raw_content?: string;
  diff?: { additions: number; deletions: number; unified: string };
  reload?: { success: boolean; errors: string[] };
  deleted_asset?: { id?: string; name?: string };
  operation?: 'soft_deleted' | 'permanent' | string;
  command?: string;
  label?: string;
  cwd?: string;
  exit_code?: number | null;
  status?: 'success' | 'error' | 'running' | 'queued';
  output?: string;
  errors?: string[];
  match_count?: number | null;
  truncated?: boolean;
  duration?: number;
  prompt?: string;
  media?: { url?: string; tags?: string[] };
  assigned_to_entity?: string | null;
  summary?: string;
};

/** A tool card's own fields (the message's metadata when role is tool_result). */
export type ToolCallMeta = {
  toolCallId: string;
  tool: string;
  input: unknown;
  /** Absent while the tool runs. */
  result?: ToolResult;
};

export type MessageMeta = {
  /** tool_result messages. */
  toolCall?: ToolCallMeta;
  /** An assistant message left open by a stream that ended in error. */
  error?: boolean;
  /** checkpoint messages. */
  checkpointId?: string;
  reason?: string;
};

/** A message of the chat. */
export type AgentMessage = {
  id: string;
  role: AgentRole;
  content: string;
  timestamp: string;
  isComplete: boolean;
  contextItems: ContextItemRef[];
  metadata: MessageMeta;
};

/** What the preview should do after the agent's changes (docs/api-agent.md, The chat in the studio: Reload rules). */
export type ReloadHint = 'asset_created' | 'asset_edited' | 'asset_deleted';

export type RunnerReload = {
  /** Moves with every request, so the preview can tell a new one from one it handled. */
  id: number;
  requested: boolean;
  hint: ReloadHint | null;
  requiresForceRestart: boolean;
  needsLiveReload: boolean;
  needsAssetRefresh: boolean;
};

/** An error the chat shows as a toast (one at a time; a newer one replaces it). */
export type AgentError = { id: number; message: string; code: string | null };

/** The name and the JSON data of one SSE event (docs/api-agent.md, Stream events). */
export type AgentStreamEventName =
  | 'stream_init'
  | 'message_start'
  | 'message_chunk'
  | 'message_end'
  | 'tool_start'
  | 'tool_end'
  | 'stream_end'
  | 'llm_error'
  | 'search_query'
  | 'error'
  | 'checkpoint_created'
  | 'checkpoint_rollback'
  | 'checkpoint_preview'
  | 'entity_change'
  | 'asset_change';

export const AGENT_STREAM_EVENTS: readonly AgentStreamEventName[] = [
  'stream_init', 'message_start', 'message_chunk', 'message_end', 'tool_start', 'tool_end', 'stream_end', 'llm_error',
  'search_query', 'error', 'checkpoint_created', 'checkpoint_rollback', 'checkpoint_preview', 'entity_change', 'asset_change',
];

export type AgentStreamEvent = { type: AgentStreamEventName; data: Record<string, unknown> };
