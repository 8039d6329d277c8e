/** The 409 of a message sent while a turn runs (docs/api-agent.md, the stream route). */
export const STREAMING_IN_PROGRESS_MESSAGE = 'Streaming in progress - cannot start a new session yet';
