import { DomainError } from '../shared/domain-error.js';

/** Bound of a session's entity_state, as JSON text. */
export const PLAY_STATE_MAX_CHARS = 1_000_000;

/** No such session, or not the caller's (the same answer, so ids of others' sessions reveal nothing). */
export class PlaySessionNotFoundError extends DomainError {
  readonly code = 'play.session_not_found';
  readonly category = 'not_found';
  constructor(sessionId: string) {
    super('Session not found', { sessionId });
  }
}

export class PlaySessionExistsError extends DomainError {
  readonly code = 'play.session_exists';
  readonly category = 'conflict';
  constructor(sessionId: string) {
    super('This play session has already started', { sessionId });
  }
}

/** The game's entities together are larger than a play session may hold. */
export class PlayStateTooLargeError extends DomainError {
  readonly code = 'play.state_too_large';
  readonly category = 'validation';
  constructor(size: number) {
    super(stateTooLargeMessage(size), { size, limit: PLAY_STATE_MAX_CHARS });
  }
}

/** Time travel to a global position the store has not reached yet: there is no such moment to play. */
export class MomentNotReachedError extends DomainError {
  readonly code = 'play.moment_not_reached';
  readonly category = 'validation';
  constructor(position: string, latest: string) {
    super(`momentPosition ${position} is after the newest event (position ${latest})`, { position, latest });
  }
}

export const stateTooLargeMessage = (size: number): string =>
  `The game state would be ${size.toLocaleString('en-US')} characters of JSON; a play session holds at most ${PLAY_STATE_MAX_CHARS.toLocaleString('en-US')}.`;
