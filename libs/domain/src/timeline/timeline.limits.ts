import { PLAY_STATE_MAX_CHARS } from '../play/play.limits.js';

/** A checkpoint's ecs_state is bounded as a play session's is, so every save can be restored into a session. */
export const TIMELINE_STATE_MAX_CHARS = PLAY_STATE_MAX_CHARS;

/**
 * Saves one timeline (a lineage: one player's run of one game across restarts) holds, deleted ones included
 * (their events stay): every create answer carries the whole timeline, and a visitor's saves are free to make.
 */
export const TIMELINE_MAX_SAVES = 500;
