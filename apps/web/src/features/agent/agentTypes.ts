// The chat's own types; what the API sends (the stream's events and their data, tool results, the init
// and interrupt answers, attachments) comes from @tempest/contracts.
import { AGENT_STREAM_EVENTS, type AgentStreamEventName, type PlaytestResultEventData, type ToolEndResult } from '@tempest/contracts';

/** Who speaks in the chat. */
export type AgentRole = 'user' | 'assistant' | 'tool_result' | 'system' | 'status' | 'checkpoint' | 'playtest';

/** What a chat message keeps of its attachments (the data stays out of the store). */
export type ContextItemRef = { id: string; name: string; type: string };

/** A tool card's own fields (the message's metadata when role is tool_result). */
export type ToolCallMeta = {
  toolCallId: string;
  tool: string;
  input: unknown;
  /** `tool_end`'s result; absent while the tool runs. */
  result?: ToolEndResult;
};

export type MessageMeta = {
  /** tool_result messages. */
  toolCall?: ToolCallMeta;
  /** An assistant message left open by a stream that ended in error. */
  error?: boolean;
  /** checkpoint messages. */
  checkpointId?: string;
  reason?: string;
  /** playtest messages: what playing the build showed (the stream's playtest_result). */
  playtest?: PlaytestResultEventData;
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
