/** The newest turns a game's debug snapshot keeps (the spec sets no limit; the panel shows these). */
export const MAX_TURN_SNAPSHOTS = 50;
/** The most player actions one turn remembers (the newest). */
export const MAX_TURN_ACTIONS = 100;

/** One agent turn as the debug panel shows it (spec 3, Debug): its number, the chat messages it made, what the player did in the preview before it ended. */
export type TurnSnapshot = {
  turnNumber: number;
  /** How many chat messages the turn added (the user's, the agent's, tool cards, status lines). */
  messages: number;
  /** The game actions the player ran in the preview since the previous turn ended, oldest first. */
  playerActions: string[];
  /** Milliseconds since the epoch: when the turn ended. */
  timestamp: number;
};

/** A game's debug snapshot (spec 3, Debug): its turns, plus currentTurnNumber, debugEnabled, capturedAt; and the stream's counts. */
export type GameDebugSnapshot = {
  turns: TurnSnapshot[];
  currentTurnNumber: number;
  /** The game's preview runs with debugging on (the creation canvas starts sessions with enableDebug). */
  debugEnabled: boolean;
  /** When the newest turn was captured; null before the first. */
  capturedAt: number | null;
  /** Player actions since the last captured turn. */
  playerActions: string[];
  /** Messages sent to the agent (one stream each) and the streams that ended in error. */
  stream: { messages: number; errors: number };
};

export const EMPTY_SNAPSHOT: GameDebugSnapshot = {
  turns: [],
  currentTurnNumber: 0,
  debugEnabled: false,
  capturedAt: null,
  playerActions: [],
  stream: { messages: 0, errors: 0 },
};

/** A turn ended (its stream completed or failed): it is captured with the player's actions since the previous one, and counted. */
export function captureTurn(
  snapshot: GameDebugSnapshot,
  turn: { turnNumber: number; messages: number; failed: boolean; timestamp: number },
): GameDebugSnapshot {
  const captured: TurnSnapshot = { turnNumber: turn.turnNumber, messages: turn.messages, playerActions: snapshot.playerActions, timestamp: turn.timestamp };
  return {
    ...snapshot,
    turns: [...snapshot.turns, captured].slice(-MAX_TURN_SNAPSHOTS),
    currentTurnNumber: turn.turnNumber,
    capturedAt: turn.timestamp,
    playerActions: [],
    stream: { messages: snapshot.stream.messages + 1, errors: snapshot.stream.errors + (turn.failed ? 1 : 0) },
  };
}

/** The player ran a game action in the preview. */
export const recordPlayerAction = (snapshot: GameDebugSnapshot, action: string): GameDebugSnapshot => ({
  ...snapshot,
  playerActions: [...snapshot.playerActions, action].slice(-MAX_TURN_ACTIONS),
});

/** The stream success rate in percent (spec 3 §9): (messages − errors) / messages, 100 before any message. */
export function successRate({ messages, errors }: GameDebugSnapshot['stream']): number {
  if (messages <= 0) return 100;
  return (Math.max(0, messages - errors) / messages) * 100;
}

/** '100 %', '66.7 %': at most one decimal. */
export const formatRate = (rate: number): string => `${Number.isInteger(rate) ? rate : rate.toFixed(1)} %`;
