// Playing a game (/play/…, docs/api-frontends.md "Play session" and the player page).

import type { GameCreator, GameLineage } from './games.js';

/** A play session's game state: entity id → component name → its fields (libs/domain play events). */
export type EntityState = Record<string, Record<string, Record<string, unknown>>>;

/**
 * The version a session plays: the working tree (the creator, in the studio), the published checkpoint, a
 * checkpoint travelled to, or the game as it was at a moment (time travel by global position, docs/api-replay.md).
 */
export type PlaySource = 'working' | 'published' | 'checkpoint' | 'moment';

/** POST /play/start-game/{gameId}/ (headers X-Creation-Canvas, X-Force-Clear). Unknown fields are refused. */
export type StartGameBody = {
  /** Always false from the studio; accepted and ignored. */
  isTrail?: boolean;
  /** True on the creation path; accepted and ignored. */
  enableDebug?: boolean;
  /** True: start a new session (as X-Force-Clear: true). */
  forceNew?: boolean;
  /** Time travel: play this checkpoint of the game as it was (creator and staff only). */
  checkpointId?: string;
  /** Play a save state (a session-timeline checkpoint) on the version of the game it was made on; needs `sessionId`. */
  saveId?: string;
  /** The session whose timeline holds `saveId`. */
  sessionId?: string;
  /** Time travel: play the game as it was right after this global position, digits from 1 (staff, analysts and the creator only). */
  momentPosition?: string;
};

export type StartGameAnswer = {
  status: 'success';
  session_id: string;
  entity_state: EntityState;
  initialization_error: null;
  error: null;
  source: PlaySource;
  frontend_id: string | null;
};

/** POST /play/game-action/{sessionId}/: `action` is `function` or `script_name.function`, `args` its keyword arguments. */
/** `actionId`: the player's own id of this action (a UUID); a retry sends it again and is recorded once. */
export type GameActionBody = { action: string; args?: Record<string, unknown>; actionId?: string };

/** HTTP 200 also when the Python function failed (`success: false`, `error`). */
export type GameActionAnswer = {
  success: boolean;
  /** The session's whole entity state after the action. */
  entity_state: EntityState;
  /** The ids of the entities the action changed. */
  changed: string[];
  /** Python's print output, one string. */
  logs: string;
  error: string | null;
};

/**
 * A game action over the tab's socket (docs/api-frontends.md §5, "Game actions over the socket"): the same
 * action as the POST, without HTTP's per-request cost. The client emits GAME_ACTION with a GameActionMessage
 * and an ack; the ack is the answer the POST would have given — its HTTP status, its body (a GameActionAnswer,
 * or the API's `{ error, code, details }`), and Retry-After in seconds where the POST sends that header.
 */
export const GAME_ACTION = 'play.game-action';
export type GameActionMessage = GameActionBody & { sessionId: string };
export type GameActionReply = { status: number; body: unknown; retryAfter?: number };

/** The game on the player page. */
export type PlayGame = {
  id: string;
  name: string;
  description: string;
  titleCard: string | null;
  published: boolean;
  creator: GameCreator | null;
  /** Whether other users may clone (remix) it (docs/api-clone.md). */
  isCloneable: boolean;
  /** The game this one is a remix of, or null. */
  remixed_from: GameLineage | null;
  /** How many remixes of it were completed. */
  remix_count: number;
};

/** GET /play/game/{gameId}/: the game, the frontend to play, and whether the caller may edit it. */
export type PlayGameAnswer = { game: PlayGame; frontend_id: string | null; can_edit: boolean };
