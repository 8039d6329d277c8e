/** An entity's components in a play session: component name → its fields (an object). */
export type EntityComponents = Record<string, Record<string, unknown>>;
/** A play session's game state: entity id (UUID) → components (docs/api-frontends.md, The frame message protocol). */
export type EntityState = Record<string, EntityComponents>;
/** What an action changed: entity id → its components now, or null when the entity is gone. */
export type EntityChanges = Record<string, EntityComponents | null>;

/**
 * `working`: the creator plays the working tree; `published`: the game's published checkpoint; `checkpoint`:
 * the creator plays any checkpoint of the game as it was (time travel, docs/api-checkpoints.md); `moment`:
 * staff, analysts and the creator play the game as it was at a global position (docs/api-replay.md).
 */
export type PlaySource = 'working' | 'published' | 'checkpoint' | 'moment';

export type PlaySessionStarted = {
  type: 'PlaySessionStarted';
  /** playerKey: `user-<id>` or `visitor-<id>` (a keyed hash of an anonymous player's cookie, never the cookie: apps/api/src/play/player.ts; sessions recorded before hold the cookie); checkpointId: the checkpoint played (published or time travel). */
  data: {
    sessionId: string;
    gameId: string;
    playerKey: string;
    userId: string | null;
    source: PlaySource;
    checkpointId: string | null;
    /** The global position played, for source 'moment' (as a string of digits: a bigint has no JSON). */
    position?: string;
    /**
     * The starting entities. Since issue 28 they are in the save-state store, named by `stateHash` (every
     * session of a version starts from the same state: stored once), and put back before a fold (the
     * app's claim check); older events hold them here.
     */
    entityState?: EntityState;
    stateHash?: string;
    /** A reload: the lineage carried on (absent: the session starts its own, named by its id) and the session replaced. */
    lineageId?: string;
    previousSessionId?: string;
    at: string;
  };
};

export type GameActionApplied = {
  type: 'GameActionApplied';
  data: { sessionId: string; action: string; args: Record<string, unknown>; changes: EntityChanges; logs: string; at: string; actionId?: string };
};

export type GameActionFailed = {
  type: 'GameActionFailed';
  data: { sessionId: string; action: string; args: Record<string, unknown>; error: string; logs: string; at: string; actionId?: string };
};

/**
 * The session's entities were set to a timeline checkpoint's (docs/api-timeline.md, Restore): the save's
 * state, named by its hash in the save-state store (a claim check: the state is not written into the log a
 * second time). The stream is read hydrated (PlaySessions): `entityState` is then the state itself; it is
 * never stored. Restores recorded before the save-state store hold `changes` (the entities that differ).
 */
export type PlaySessionRestored = {
  type: 'PlaySessionRestored';
  data: { sessionId: string; checkpointId: string; stateHash?: string; entityState?: EntityState; changes?: EntityChanges; at: string };
};

export type PlaySessionEvent = PlaySessionStarted | GameActionApplied | GameActionFailed | PlaySessionRestored;

export const playSessionStreamId = (sessionId: string): string => `play-session-${sessionId}`;

/** A player's sessions of one game and source, newest last: how a start without force-clear resumes. */
export type PlaySessionOpened = { type: 'PlaySessionOpened'; data: { sessionId: string; at: string } };

/** A player's key; `visitorId` is the keyed hash of the visitor's cookie the API computes (the domain holds no secret). */
export const playerKeyOf = (player: { userId: string } | { visitorId: string }): string =>
  'userId' in player ? `user-${player.userId}` : `visitor-${player.visitorId}`;

export const playIndexStreamId = (playerKey: string, gameId: string, source: PlaySource): string =>
  `play-index-${gameId}-${source}-${playerKey}`;
