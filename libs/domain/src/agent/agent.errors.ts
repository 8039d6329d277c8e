import { DomainError } from '../shared/domain-error.js';

/** The 409 of a message sent while a turn runs (docs/api-agent.md, the stream route). */
export const STREAMING_IN_PROGRESS_MESSAGE = 'Streaming in progress - cannot start a new session yet';

/** No such session, or not the caller's (the same answer, so ids of others' sessions reveal nothing). */
export class AgentSessionNotFoundError extends DomainError {
  readonly code = 'agent.session_not_found';
  readonly category = 'not_found';
  constructor(sessionId: string | null) {
    super('Session not found', { sessionId });
  }
}

export class AgentSessionExistsError extends DomainError {
  readonly code = 'agent.session_exists';
  readonly category = 'conflict';
  constructor(sessionId: string) {
    super('This agent session has already started', { sessionId });
  }
}

/** One message in flight: a new one waits until the current stream has ended. */
export class StreamingInProgressError extends DomainError {
  readonly code = 'agent.streaming_in_progress';
  readonly category = 'conflict';
  constructor(streamId: string) {
    super(STREAMING_IN_PROGRESS_MESSAGE, { streamId });
  }
}

/** A programmatic session ends 300000 ms after it started. */
export class AgentSessionTimedOutError extends DomainError {
  readonly code = 'agent.session_timed_out';
  readonly category = 'conflict';
  constructor(sessionId: string) {
    super('This agent session has timed out', { sessionId });
  }
}

export class AgentStreamNotFoundError extends DomainError {
  readonly code = 'agent.stream_not_found';
  readonly category = 'not_found';
  constructor(streamId: string) {
    super('Stream not found', { streamId });
  }
}

export class AgentStreamExistsError extends DomainError {
  readonly code = 'agent.stream_exists';
  readonly category = 'conflict';
  constructor(streamId: string) {
    super('This stream has already started', { streamId });
  }
}

export class AssistantMessageExistsError extends DomainError {
  readonly code = 'agent.message_exists';
  readonly category = 'conflict';
  constructor(messageId: string) {
    super('This message has already started', { messageId });
  }
}

/** No assistant message of that id is open in that stream. */
export class AssistantMessageNotFoundError extends DomainError {
  readonly code = 'agent.message_not_found';
  readonly category = 'not_found';
  constructor(messageId: string, streamId: string) {
    super('Message not found', { messageId, streamId });
  }
}
