import type { PlaytestReport } from '@tempest/contracts';
import type { PlaytestGame } from '@tempest/playtest';

export type { PlaytestGame, PlaytestState } from '@tempest/playtest';

/** The engine as the API uses it (libs/playtest's Playtester): one per process, closed when the module is destroyed. */
export type PlaytestEngine = {
  play(game: PlaytestGame, signal?: AbortSignal): Promise<PlaytestReport>;
  /** Starts the runner ahead of the first play (its child process or browser), so that play does not pay for it. */
  warm(): Promise<void>;
  close(): Promise<void>;
};

export const PLAYTEST_ENGINE = Symbol('PLAYTEST_ENGINE');
