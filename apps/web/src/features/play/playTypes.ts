import type { ConsoleLevel, EntityState } from '@tempest/game-sdk/protocol';
import type { GameCreator } from '@tempest/contracts';

/** POST /play/start-game/{gameId}/ (docs/api-vibecode.md §5). */
export type StartGameResponse = {
  status: string;
  session_id?: string;
  entity_state?: unknown;
  initialization_error?: string | null;
  error?: string | null;
  source?: PlaySource;
  frontend_id?: string | null;
};

/** What a successful start leaves the view with. */
/** What a successful start leaves the view with; `source` is the version the server chose. */
export type StartedSession = { sessionId: string | null; entities: EntityState; source: PlaySource | null };

/** The version a session plays: the working tree or the published checkpoint. */
export type PlaySource = 'working' | 'published';

/** POST /play/game-action/{sessionId}/ → this (HTTP 200 also when the Python function failed). */
export type GameActionResponse = {
  success: boolean;
  entity_state?: unknown;
  changed?: unknown;
  logs?: unknown;
  error?: string | null;
};

/** A game action's outcome, whatever the HTTP status was. */
export type GameActionOutcome = {
  success: boolean;
  /** Present on success: the session's whole new entity state. */
  entities?: EntityState;
  logs: string[];
  error: string | null;
};

/** GET /play/game/{gameId}/ (docs/api-vibecode.md §6). */
export type PlayGame = {
  id: string;
  name: string;
  description: string;
  titleCard?: string | null;
  published: boolean;
  creator: GameCreator | null;
};

export type PlayGameResponse = {
  game: PlayGame;
  frontend_id: string | null;
  can_edit: boolean;
};

/** GET /create/vibecode/api/config/. */
export type VibecodeConfig = { gameOrigin: string };

/** Where a debug console line came from. */
export type ConsoleSource = 'game' | 'python' | 'studio';

/** One line of the debug console. */
export type ConsoleEntry = {
  id: number;
  level: ConsoleLevel;
  text: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  stack?: string;
  source: ConsoleSource;
};

export type NewConsoleEntry = Omit<ConsoleEntry, 'id'>;
