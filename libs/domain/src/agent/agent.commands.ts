import type { AgentContextItemRef, AgentToolResult, AgentStreamError, StreamEndReason } from './agent.events.js';

/** A provider's usage as reported; any figure may be missing (normalised by `normaliseUsage`). */
export type ReportedUsage = { inputTokens?: number | undefined; outputTokens?: number | undefined; totalTokens?: number | undefined };

export type StartAgentSession = {
  type: 'StartAgentSession';
  data: {
    sessionId: string;
    gameId: string;
    userId: string;
    modelId: string;
    programmatic: boolean;
    metadata: Record<string, unknown>;
    now: string;
  };
};

/** userId: who sends it (must own the session); streamId: the id the runtime gives the answering stream. */
export type ReceiveUserMessage = {
  type: 'ReceiveUserMessage';
  data: {
    userId: string;
    messageId: string;
    streamId: string;
    content: string;
    contextItems: AgentContextItemRef[];
    hiddenInstructions: string;
    now: string;
  };
};

export type StartAssistantMessage = { type: 'StartAssistantMessage'; data: { streamId: string; messageId: string; now: string } };

export type CompleteAssistantMessage = {
  type: 'CompleteAssistantMessage';
  data: { streamId: string; messageId: string; content: string; now: string };
};

export type StartToolCall = {
  type: 'StartToolCall';
  data: { streamId: string; toolCallId: string; tool: string; input: unknown; now: string };
};

export type RecordToolResult = {
  type: 'RecordToolResult';
  data: { streamId: string; toolCallId: string; tool: string; result: AgentToolResult; now: string };
};

/** Interrupts the stream in flight, if any. by: the session's user id, or 'system'. */
export type InterruptStream = { type: 'InterruptStream'; data: { by: string; now: string } };

/** An agent failure seen before the stream ends (an llm_error event: docs/api-agent.md, Stream events): its checkpoint, once per stream. */
export type RecordAgentFailure = { type: 'RecordAgentFailure'; data: { streamId: string; message: string; now: string } };

export type EndStream = {
  type: 'EndStream';
  /** tokens: what the ledger took for the stream (a free model's turn: 0); absent: `tokensForUsage(usage)`. */
  data: { streamId: string; reason: StreamEndReason; error?: AgentStreamError; usage: ReportedUsage | undefined; tokens?: number; now: string };
};

/** The runtime's timer (or any request) asks whether a programmatic session has run out of time. */
export type TimeOutSession = { type: 'TimeOutSession'; data: { now: string } };

export type AgentSessionCommand =
  | StartAgentSession
  | ReceiveUserMessage
  | StartAssistantMessage
  | CompleteAssistantMessage
  | StartToolCall
  | RecordToolResult
  | InterruptStream
  | RecordAgentFailure
  | EndStream
  | TimeOutSession;
