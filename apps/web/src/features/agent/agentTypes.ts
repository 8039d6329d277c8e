// The chat's own types; what the API sends (the stream's events and their data, tool results, the init
// and interrupt answers, attachments) comes from @tempest/contracts.
import { AGENT_STREAM_EVENTS, type AgentStreamEventName, type AgentToolResult } from '@tempest/contracts';

/** Who speaks in the chat. */
export type AgentRole = 'user' | 'assistant' | 'tool_result' | 'system' | 'status' | 'checkpoint';

/** What a chat message keeps of its attachments (the data stays out of the store). */
export type ContextItemRef = { id: string; name: string; type: string };

/**
 * A tool result (the contract's, as `tool_end` carries it) plus each tool's own fields as the cards read them
 * (every one optional: a model may answer anything, and the tools' shapes are not yet in the contract).
 */
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

/**
 * The events the chat listens for: every one the stream sends, and two it does not send today but the chat
 * would show (docs/api-agent.md, Stream events: "Not emitted").
 */
export type ListenedEventName = AgentStreamEventName | 'checkpoint_rollback' | 'checkpoint_preview';

export const LISTENED_EVENTS: readonly ListenedEventName[] = [...AGENT_STREAM_EVENTS, 'checkpoint_rollback', 'checkpoint_preview'];

/** One event as received: its data is JSON from the network, read field by field with care. */
export type AgentStreamEvent = { type: ListenedEventName; data: Record<string, unknown> };
