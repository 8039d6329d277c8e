import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { PlaytestReport, PlaytestTrigger } from '@tempest/contracts';
import { DomainError, gameDecider, gameStreamId, playtestDecider, playtestStreamId, type PlayVersion } from '@tempest/domain';
import { DecisionRunner, type EventMetadata } from '@tempest/event-store';
import { FrontendCompiler } from '@tempest/frontend-compiler';
import { PythonPool, runFunction } from '@tempest/python-runtime';
import { buildErrorLines, buildWorkingFrontend } from '../frontends/projects/frontend-build.js';
import { FrontendWorkspace } from '../frontends/projects/frontend-workspace.js';
import { ReadModels } from '../infrastructure/read-db.module.js';
import { parseAction } from '../play/game-action.js';
import { gameNotFound, PlaySources, type PlayedAsset } from '../play/play-sources.js';
import { PLAYTEST_ENGINE, type PlaytestEngine, type PlaytestGame, type PlaytestState } from './playtest-engine.js';
import { worldWordsOf } from '@tempest/offline-model';
import { AGENT_SESSIONS, gamePrompt } from '@tempest/projections';

/** What the studio's preview plays: the working tree, pending changes included. */
const WORKING: PlayVersion = { source: 'working', checkpointId: null };

/** The agent turn whose build is played: its session, its number, its model and which playtest of the turn this is. */
export type PlaytestAgentTurn = { sessionId: string; turn: number; model: string; round: number };

export type PlaytestRequest = {
  gameId: string;
  trigger: PlaytestTrigger;
  /** The code of the build just made (the agent's); null: the game's working frontend is compiled here first. */
  compiledCode: string | null;
  agent: PlaytestAgentTurn | null;
  metadata: EventMetadata;
  now: string;
  signal?: AbortSignal;
};

export type RecordedPlaytest = { playtestId: string; report: PlaytestReport; at: string };

/**
 * Plays a game's working version as its preview does (issue 31, docs/api-playtest.md): its frontend compiled,
 * its entities' start state and its scripts as a play session starts them (PlaySources), each action run on the
 * API's Python pool; then records PlaytestRecorded through the decision runner (`playtest-<gameId>`). One engine
 * per process; the bundle runs in the engine's sandbox, never in this process.
 */
@Injectable()
export class PlaytestService implements OnModuleDestroy {
  constructor(
    private readonly runner: DecisionRunner,
    private readonly sources: PlaySources,
    private readonly workspace: FrontendWorkspace,
    private readonly reads: ReadModels,
    private readonly compiler: FrontendCompiler,
    private readonly pool: PythonPool,
    @Inject(PLAYTEST_ENGINE) private readonly engine: PlaytestEngine,
  ) {}

  async onModuleDestroy(): Promise<void> {
    await this.engine.close();
  }

  /**
   * Starts the engine's runner while an agent turn builds (0.4–1.4 s for the first one in a process), so the
   * turn's playtest does not wait for it. Not at start-up: most processes (and every test app) never play.
   */
  warm(): void {
    void this.engine.warm().catch(() => undefined);
  }

  /** Plays the game and records what the playtest saw. 404 for an unknown game, 422 when it has no frontend or its build fails. */
  async run(request: PlaytestRequest): Promise<RecordedPlaytest> {
    const { gameId, agent, now } = request;
    const game = await this.gameOf(gameId, request.compiledCode);
    let report: PlaytestReport;
    try {
      report = await this.engine.play(game, request.signal);
    } catch (error) {
      if (request.signal?.aborted) throw error;
      // The engine's own failure (its runner died, timed out) is no verdict on the game: nothing is recorded.
      throw new DomainError('playtest.unavailable', { reason: error instanceof Error ? error.message : String(error) });
    }
    const playtestId = randomUUID();
    const data = {
      ...{ playtestId, gameId, trigger: request.trigger, agentSessionId: agent?.sessionId ?? null, turn: agent?.turn ?? null, model: agent?.model ?? null, round: agent?.round ?? null },
      ...{ passed: report.passed, checks: report.checks, failures: report.failures, frames: report.frames, durationMs: report.duration_ms, runner: report.runner, now },
    };
    await this.runner.run({ decider: playtestDecider, streamId: playtestStreamId(gameId), command: { type: 'RecordPlaytest', data } }, { metadata: { ...request.metadata, timestamp: now } });
    return { playtestId, report, at: now };
  }

  /** The game as the engine plays it; its title is the game's name. */
  private async gameOf(gameId: string, compiledCode: string | null): Promise<PlaytestGame> {
    const { state } = await this.runner.read(gameDecider, gameStreamId(gameId));
    if (state.status !== 'active') throw gameNotFound(gameId);
    const code = compiledCode ?? (await this.compile(gameId));
    const [entities, scripts, prompt] = await Promise.all([
      this.sources.entityState(gameId, WORKING),
      this.sources.assets(gameId, WORKING, 'script'),
      // The world the playtest looks for is the one the game was made from; a game made by hand names it in its name and description.
      this.reads.at(AGENT_SESSIONS, 'committed').then(({ db }) => gamePrompt(db, gameId)),
    ]);
    return {
      title: state.name,
      compiledCode: code,
      entities: entities as PlaytestState,
      runAction: (action, args, at) => this.act(scripts, action, args, at),
      worldWords: worldWordsOf(prompt ?? `${state.name}. ${state.description}`, state.name),
    };
  }

  private async compile(gameId: string): Promise<string> {
    const build = await buildWorkingFrontend(this.workspace, this.reads, this.compiler, gameId);
    if (!build) throw new DomainError('playtest.no_frontend', { gameId });
    if (!build.result.success || !build.result.compiledCode) throw new DomainError('playtest.build_failed', { error: buildErrorLines(build.result)[0] ?? 'unknown error' });
    return build.result.compiledCode;
  }

  /** A game action as a play session runs it (play/game-action.ts), on the playtest's own state, recording nothing. */
  private async act(scripts: PlayedAsset[], action: string, args: Record<string, unknown>, state: PlaytestState): Promise<{ state?: PlaytestState; error?: string }> {
    try {
      const { fn, candidates } = parseAction(action, scripts);
      if (candidates.length === 0) return { error: new DomainError('play.unknown_action', { action }).message };
      const scriptsRun = candidates.map((s) => ({ name: s.name, content: typeof s.data.content === 'string' ? s.data.content : '' }));
      const ran = await runFunction(this.pool, { scripts: scriptsRun, function: fn, state, args });
      if (ran.status === 'ok') return { state: ran.state as PlaytestState };
      if (ran.status === 'error') return { error: ran.error };
      if (ran.status === 'ambiguous') return { error: new DomainError('play.ambiguous_action', { action, scripts: ran.scripts }).message };
      return { error: new DomainError('play.unknown_action', { action }).message };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }
}
