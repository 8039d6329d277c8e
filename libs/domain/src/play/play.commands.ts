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
    entityState: unknown;
    now: string;
  };
};

/** What running the action's function gave: the new state (unchecked), or the error it raised. */
export type ActionOutcome = { ok: true; state: unknown; logs: string } | { ok: false; error: string; logs: string };

/** The function already ran (in Python); this records its outcome against the session. */
export type RecordGameAction = {
  type: 'RecordGameAction';
  data: { sessionId: string; playerKey: string; action: string; args: Record<string, unknown>; outcome: ActionOutcome; now: string };
};

export type PlaySessionCommand = StartPlaySession | RecordGameAction;

export type OpenPlaySession = { type: 'OpenPlaySession'; data: { sessionId: string; now: string } };
