import type { AgentStreamError, AgentToolResult, AgentUsage, StreamEndReason } from '@tempest/contracts';
/** An attachment (context item) as an agent message carries it (the data stays out of the event; docs/api-agent.md, Attachments). */
export type AgentContextItemRef = { id: string; type: string; name: string };

// The wire shapes the events carry are the shared contract's (libs/contracts): the web reads them too.
export type { AgentStreamError, AgentToolResult, AgentUsage, StreamEndReason } from '@tempest/contracts';

export type AgentSessionStarted = {
  type: 'AgentSessionStarted';
  /** programmatic: started by the product (e.g. auto_start_agent), not typed by the creator; it times out. */
  data: {
    sessionId: string;
    gameId: string;
    userId: string;
    modelId: string;
    programmatic: boolean;
    metadata: Record<string, unknown>;
    at: string;
  };
};

/** A creator's message; it opens the stream `streamId` that answers it. */
export type UserMessageReceived = {
  type: 'UserMessageReceived';
  data: {
    sessionId: string;
    messageId: string;
    streamId: string;
    content: string;
    contextItems: AgentContextItemRef[];
    hiddenInstructions: string;
    at: string;
  };
};

export type AssistantMessageStarted = {
  type: 'AssistantMessageStarted';
  data: { messageId: string; streamId: string; at: string };
};

/** The message's final text (the chunks between start and end are transport, not events). */
export type AssistantMessageCompleted = {
  type: 'AssistantMessageCompleted';
  data: { messageId: string; streamId: string; content: string; at: string };
};

export type ToolCallStarted = {
  type: 'ToolCallStarted';
  data: { streamId: string; toolCallId: string; tool: string; input: unknown; at: string };
};

/** duplicate: the same tool gave the same result among the session's last 20 results; not shown again. */
export type ToolCallFinished = {
  type: 'ToolCallFinished';
  data: { streamId: string; toolCallId: string; tool: string; result: AgentToolResult; duplicate: boolean; at: string };
};

/** by: the id of who interrupted (the creator's user id, or 'system'). */
export type StreamInterrupted = {
  type: 'StreamInterrupted';
  data: { streamId: string; at: string; by: string };
};

/** tokens: what the ledger took for the stream (0 for a free model's turn); streams ended before that was recorded: `tokensForUsage`, at least 1. */
export type StreamEnded = {
  type: 'StreamEnded';
  data: {
    streamId: string;
    reason: StreamEndReason;
    error?: AgentStreamError;
    usage: AgentUsage;
    tokens: number;
    at: string;
  };
};

/** The automatic checkpoint of an agent failure (docs/api-agent.md, `checkpoint_created`), at most one per stream. */
export type FailureCheckpointRecorded = {
  type: 'FailureCheckpointRecorded';
  data: { streamId: string; title: string; at: string };
};

/** A programmatic session reached its time-out (300000 ms after it started). */
export type SessionTimedOut = { type: 'SessionTimedOut'; data: { at: string } };

export type AgentSessionEvent =
  | AgentSessionStarted
  | UserMessageReceived
  | AssistantMessageStarted
  | AssistantMessageCompleted
  | ToolCallStarted
  | ToolCallFinished
  | StreamInterrupted
  | StreamEnded
  | FailureCheckpointRecorded
  | SessionTimedOut;

export const AGENT_SESSION_STREAM_PREFIX = 'agent-session-';

export const agentSessionStreamId = (sessionId: string): string => `${AGENT_SESSION_STREAM_PREFIX}${sessionId}`;
