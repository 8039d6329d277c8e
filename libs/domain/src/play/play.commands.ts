import type { PlaySource } from './play.events.js';

/** `entityState` is what the game's entities hold; the decider keeps only its UUID keys and object components. */
export type StartPlaySession = {
  type: 'StartPlaySession';
  data: {
    sessionId: string;
    gameId: string;
    playerKey: string;
    userId: string | null;
    source: PlaySource;
    checkpointId: string | null;
    /** Source 'moment': the global position played. */
    position?: string;
    entityState: unknown;
    /** Where the (cleaned) entityState is stored: the event names it instead of holding it. */
    stateHash?: string;
    /** A reload: the session this one replaces, whose lineage (timeline) it carries on. */
    replaces?: { sessionId: string; lineageId: string } | null;
    now: string;
  };
};

/** What running the action's function gave: the new state (unchecked), or the error it raised. */
export type ActionOutcome = { ok: true; state: unknown; logs: string } | { ok: false; error: string; logs: string };

/** The function already ran (in Python); this records its outcome against the session. */
export type RecordGameAction = {
  type: 'RecordGameAction';
  /** `actionId`: the player's own id of this action (a retry sends it again): an action already recorded is not recorded twice. */
  data: { sessionId: string; playerKey: string; action: string; args: Record<string, unknown>; outcome: ActionOutcome; now: string; actionId?: string };
};

/**
 * A timeline checkpoint was restored: the session's entities become the checkpoint's state, in the
 * save-state store already (cleaned as a session's: docs/api-timeline.md, Save states); `stateSize` is its
 * length as JSON.
 */
export type RestorePlaySession = {
  type: 'RestorePlaySession';
  data: { sessionId: string; checkpointId: string; stateHash: string; stateSize: number; now: string };
};

export type PlaySessionCommand = StartPlaySession | RecordGameAction | RestorePlaySession;

export type OpenPlaySession = { type: 'OpenPlaySession'; data: { sessionId: string; now: string } };
