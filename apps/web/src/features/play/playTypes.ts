// The play feature's own types; the server's answers (start-game, game-action, the player page's game)
// come from @tempest/contracts.
import type { EntityState } from '@tempest/game-sdk/protocol';
import type { PlaySource } from '@tempest/contracts';
import type { PlayVersionChoice } from '../timeline/components/GameTimeline';

/** What a successful start leaves the view with; `source` is the version the server chose. */
export type StartedSession = { sessionId: string | null; entities: EntityState; source: PlaySource | null };

/** A game action's outcome, whatever the HTTP status was. */
export type GameActionOutcome = {
  success: boolean;
  /** Present on success: the session's whole new entity state. */
  entities?: EntityState;
  logs: string[];
  error: string | null;
  /** The server was too busy to run it (503 play.busy): try the same action again after this long. */
  retryAfterMs?: number;
};

/** GET /create/vibecode/api/config/ (its API, in apps/api/src/frontends, joins the contract when that work settles). */
export type FrontendConfig = { gameOrigin: string };

/**
 * A save state played on the version of the game it was made on (docs/api-timeline.md, Game version): the
 * save, the creator checkpoint of that version, and the session whose timeline holds the save.
 */
export type SaveOnItsVersion = PlayVersionChoice & { sessionId: string };

/** A moment of the game's history to play (docs/api-replay.md): a global position, and how the notice names it ("27/11/2026, 10:00"). */
export type PlayedMoment = { position: string; label: string };
