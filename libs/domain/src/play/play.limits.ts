/** Bound of a session's entity_state, as JSON text. */
export const PLAY_STATE_MAX_CHARS = 1_000_000;

export const stateTooLargeMessage = (size: number): string =>
  `The game state would be ${size.toLocaleString('en-US')} characters of JSON; a play session holds at most ${PLAY_STATE_MAX_CHARS.toLocaleString('en-US')}.`;
