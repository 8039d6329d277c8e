import type { PlaytestReport } from '@tempest/contracts';

/** entity id → its components' values: the start state the studio's preview sends in ECS_INIT. */
export type PlaytestState = Record<string, Record<string, unknown>>;

/** What the engine (libs/playtest) plays: the game compiled, its start state, its actions and its world's words. */
export type PlaytestGame = {
  title: string;
  compiledCode: string;
  entities: PlaytestState;
  runAction: (action: string, args: Record<string, unknown>, state: PlaytestState) => Promise<{ state?: PlaytestState; error?: string }>;
  worldWords: string[];
};

/** The engine as the API uses it: one per process, closed when the module is destroyed. */
export type PlaytestEngine = {
  play(game: PlaytestGame, signal?: AbortSignal): Promise<PlaytestReport>;
  close(): Promise<void>;
};

export const PLAYTEST_ENGINE = Symbol('PLAYTEST_ENGINE');
