import type { PlaytestReport } from '@tempest/contracts';
import { ChromiumRunner } from './chromium-runner.js';
import { DomRunner, PlaytestCrashError, PlaytestTimeoutError } from './dom-runner.js';
import { playtestPage } from './page.js';
import type { PageConfig, PageRunAction } from './page-checks.js';
import { reportOf, stoppedReport } from './report.js';

/** Entity id → components, as ECS_INIT sends them. */
export type PlaytestState = Record<string, Record<string, unknown>>;

export type PlaytestGame = {
  title: string;
  /** FrontendCompiler's compiledCode; the page is FrontendCompiler.renderPage(compiledCode, title). */
  compiledCode: string;
  /** The start state the studio's preview would send in ECS_INIT. */
  entities: PlaytestState;
  /** Runs one game action (the caller's Python pool, e.g. runFunction of @tempest/python-runtime) on a state. */
  runAction: (action: string, args: Record<string, unknown>, state: PlaytestState) => Promise<{ state?: PlaytestState; error?: string }>;
  /** Nouns of the prompt's world beyond the title; the `world` check wants one visible (empty: it does not apply). */
  worldWords: string[];
};

export type PlaytesterOptions = {
  chromiumPath?: string | null;
  timeoutMs?: number;
  /** The DOM runner's plays per child process (default 1: a fresh process for every game; see DomRunner). */
  playsPerChild?: number;
};

/** How long a player is left alone, and plays on, in game time (virtual: it costs milliseconds). */
const IDLE_MS = 3000;
const PLAY_MS = 2000;
/** A player needs a moment after the first tap: a game over within it ended "at once". */
const STARTED_MS = 1000;
const MAX_BUTTONS = 12;
/** A playtest sends 5–40 actions (bench/playtest); a game that sends hundreds floods the Python pool. */
const MAX_ACTIONS = 300;
const DEFAULT_TIMEOUT_MS = 15_000;

const isState = (value: unknown): value is PlaytestState =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));

/**
 * Plays a compiled game headless and checks it as a player would (docs/architecture.md "The playtest"): in
 * happy-dom in a sandboxed child process by default, in Chromium where `chromiumPath` is given. The checks
 * themselves run inside the page (page-checks.ts), the same script in both runners.
 */
export class Playtester {
  private readonly runner: DomRunner | ChromiumRunner;
  private readonly kind: PlaytestReport['runner'];
  private readonly timeoutMs: number;

  constructor(options: PlaytesterOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.kind = options.chromiumPath ? 'chromium' : 'dom';
    this.runner = options.chromiumPath ? new ChromiumRunner(options.chromiumPath) : new DomRunner(options.playsPerChild);
  }

  /** Starts the runner (the child process or the browser) ahead of the first play. */
  warm(): Promise<void> {
    return this.runner.warm();
  }

  async play(game: PlaytestGame, signal?: AbortSignal): Promise<PlaytestReport> {
    const started = performance.now();
    const config: PageConfig = {
      entities: game.entities,
      worldWords: game.worldWords,
      // The page stops trying more controls a little before the runner would be killed, so a slow game still gets a report.
      budgetMs: Math.max(500, this.timeoutMs * 0.6),
      idleMs: IDLE_MS,
      startedMs: STARTED_MS,
      playMs: PLAY_MS,
      maxButtons: MAX_BUTTONS,
    };
    const html = playtestPage(game.compiledCode, game.title, config);
    let actions = 0;
    const runAction: PageRunAction = async (action, args, state) => {
      // The pool is shared with the studio's players: one playtest gets a bounded share of it.
      if ((actions += 1) > MAX_ACTIONS) return { error: `The game sent more than ${MAX_ACTIONS} actions in one playtest.` };
      if (!isState(state)) return { error: 'The game sent a state that is not entities of components.' };
      const outcome = await game.runAction(action, args, state);
      return outcome.error !== undefined ? { error: outcome.error } : { state: outcome.state };
    };
    try {
      const result = await this.runner.play(html, runAction, this.timeoutMs, signal);
      return reportOf(result, this.kind, performance.now() - started);
    } catch (error) {
      if (signal?.aborted) throw error;
      if (error instanceof PlaytestTimeoutError) return stoppedReport(`The game kept the page busy: ${error.message}`, this.kind, performance.now() - started);
      if (error instanceof PlaytestCrashError) return stoppedReport(error.message, this.kind, performance.now() - started);
      throw error;
    }
  }

  close(): Promise<void> {
    return this.runner.close();
  }
}
