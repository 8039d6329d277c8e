import { Injectable } from '@nestjs/common';
import type { GameActionAnswer } from '@tempest/contracts';
import { DomainError, type ActionOutcome, type PlaySessionEvent } from '@tempest/domain';
import type { CommandContext } from '../common/actor.js';
import { PythonPool, runFunction, type RunFunctionOutcome } from '@tempest/python-runtime';
import { PlaySessions, type StartedSession } from './play-sessions.js';
import { PlaySources, type PlayedAsset } from './play-sources.js';
import { isPlayerOf, type Player } from './player.js';

/** The shared contract's answer, checked here. */
export type { GameActionAnswer } from '@tempest/contracts';

export type GameActionRequest = {
  sessionId: string;
  player: Player | null;
  action: string;
  args: Record<string, unknown>;
  context: CommandContext;
};

const ACTION = /^(?:(.+)\.)?([A-Za-z_][A-Za-z0-9_]*)$/;

const unknownAction = (action: string) => new DomainError('play.unknown_action', { action });

/** `function` → every script; `script.function` → the scripts named `script` or `script.py`. */
export const parseAction = (action: string, scripts: PlayedAsset[]): { fn: string; candidates: PlayedAsset[] } => {
  const match = ACTION.exec(action.trim());
  if (!match) throw new DomainError('play.invalid_action', { action });
  const [, scriptName, fn] = match;
  if (scriptName === undefined) return { fn, candidates: scripts };
  return { fn, candidates: scripts.filter((s) => s.name === scriptName || s.name === `${scriptName}.py`) };
};

const outcomeOf = (result: RunFunctionOutcome, action: string): ActionOutcome => {
  if (result.status === 'not_found') throw unknownAction(action);
  if (result.status === 'ambiguous') {
    throw new DomainError('play.ambiguous_action', {
      action,
      scripts: result.scripts,
    });
  }
  return result.status === 'ok' ? { ok: true, state: result.state, logs: result.logs } : { ok: false, error: result.error, logs: result.logs };
};

/** An action of a play session: the game's Python function run on the session's entities, and its outcome recorded. */
@Injectable()
export class GameAction {
  constructor(
    private readonly sessions: PlaySessions,
    private readonly sources: PlaySources,
    private readonly pool: PythonPool,
  ) {}

  run(command: GameActionRequest): Promise<GameActionAnswer> {
    return this.sessions.serialized(command.sessionId, () => this.act(command));
  }

  private async act(command: GameActionRequest): Promise<GameActionAnswer> {
    const { sessionId, player, action, args, context } = command;
    const { state, revision } = await this.sessions.read(sessionId);
    if (state.status !== 'started' || !isPlayerOf(player, state.playerKey)) throw new DomainError('play.session_not_found', { sessionId });
    await this.sources.assertGame(state.gameId);
    const scripts = await this.sources.assets(state.gameId, state, 'script');
    const { fn, candidates } = parseAction(action, scripts);
    if (candidates.length === 0) throw unknownAction(action);
    const ran = await runFunction(this.pool, {
      scripts: candidates.map((s) => ({ name: s.name, content: typeof s.data.content === 'string' ? s.data.content : '' })),
      function: fn,
      state: state.entityState,
      args,
    });
    const outcome = outcomeOf(ran, action);
    const data = { sessionId, playerKey: state.playerKey, action, args, outcome, now: context.now };
    // Pinned to the revision the function ran on: a concurrent action elsewhere makes this one a 409, never a lost update.
    const result = await this.sessions.execute(sessionId, { type: 'RecordGameAction', data }, context.metadata, revision);
    return answerOf(result.events, result.state as StartedSession);
  }
}

const answerOf = (events: PlaySessionEvent[], after: StartedSession): GameActionAnswer => {
  const [event] = events;
  if (event?.type === 'GameActionApplied') {
    return { success: true, entity_state: after.entityState, changed: Object.keys(event.data.changes), logs: event.data.logs, error: null };
  }
  const failed = event?.type === 'GameActionFailed' ? event.data : { error: 'The action was not recorded', logs: '' };
  return { success: false, entity_state: after.entityState, changed: [], logs: failed.logs, error: failed.error };
};
