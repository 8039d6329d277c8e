import { Inject, Injectable } from '@nestjs/common';
import type { GameActionAnswer, GameActionBody } from '@tempest/contracts';
import { DomainError, type ActionOutcome, type GameAccess, type PlaySessionCommand, type PlaySessionEvent, type PlaySessionState } from '@tempest/domain';
import { PythonPool, runFunction, type RunFunctionOutcome } from '@tempest/python-runtime';
import { LRUCache } from 'lru-cache';
import type { CommandContext } from '../common/actor.js';
import { requestBytesWritten } from '../common/request-budget.js';
import type { AppConfig } from '../config.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';
import { Admission } from './admission.js';
import { PlayLimits } from './play-limits.js';
import { PlaySessions, type StartedSession } from './play-sessions.js';
import { PlaySources, type PlayedAsset } from './play-sources.js';
import { isPlayerOf, type Player, type PlayOrigin } from './player.js';

/** The shared contract's answer, checked here. */
export type { GameActionAnswer } from '@tempest/contracts';

/** A game action as it arrives, over HTTP or the socket: the body checked already (GameActionDto), in the caller's event-byte budget. */
export type GameActionCall = { sessionId: string; origin: PlayOrigin; body: GameActionBody; context: CommandContext };

type GameActionRequest = {
  sessionId: string;
  player: Player | null;
  action: string;
  args: Record<string, unknown>;
  /** The player's id of this action: a retry with the same id is answered the first outcome, recorded once. */
  actionId?: string;
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

/** A checkpoint's or a moment's scripts never change (a working tree's do: it is read each time). */
const SCRIPTS_KEPT = { max: 256, ttl: 60_000 };
/** A deleted game stops taking actions within a second. */
const GAME_CHECKED_FOR_MS = 1000;

/**
 * An action of a play session: the game's Python function run on the session's entities, and its outcome
 * recorded. Its path reads no read model and nothing that did not change (issue 32): the session's state is the
 * one this process folded (the store is read only when another replica wrote: DecisionRunner `cachedFirst`), a
 * published version's scripts are kept per process, the game's existence for a second.
 */
@Injectable()
export class GameAction {
  private readonly admission: Admission;
  private readonly scripts = new LRUCache<string, PlayedAsset[]>(SCRIPTS_KEPT);
  private readonly games = new LRUCache<string, GameAccess>({ max: 4096, ttl: GAME_CHECKED_FOR_MS });

  constructor(
    private readonly sessions: PlaySessions,
    private readonly sources: PlaySources,
    private readonly pool: PythonPool,
    private readonly limits: PlayLimits,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.admission = new Admission(config.playActions, () => new DomainError('play.busy'));
  }

  /** Actions refused as busy since the process started. */
  get shed(): number {
    return this.admission.shed;
  }

  /**
   * Only the session's player (the same user, or the same `tempest_player` visitor) may act in it. Counted by
   * the play limits first; the event's size, known once it is written (its arguments and the entities the action
   * changed), counted against the player's stored bytes of the day.
   */
  async run({ sessionId, origin, body, context }: GameActionCall): Promise<GameActionAnswer> {
    await Promise.all([this.limits.take('actions', origin), this.limits.roomToStore(origin)]);
    const command = { sessionId, player: origin.player, action: body.action, args: body.args ?? {}, actionId: body.actionId?.toLowerCase(), context };
    const answer = await this.admission.run(() => this.sessions.serialized(sessionId, () => this.act(command)));
    this.limits.stored(requestBytesWritten(), origin);
    return answer;
  }

  private async act(command: GameActionRequest): Promise<GameActionAnswer> {
    const { sessionId, player, action, args, actionId, context } = command;
    const decided = async (state: PlaySessionState): Promise<PlaySessionCommand> => {
      if (state.status !== 'started' || !isPlayerOf(player, state.playerKey)) throw new DomainError('play.session_not_found', { sessionId });
      const data = { sessionId, playerKey: state.playerKey, action, args, now: context.now, ...(actionId === undefined ? {} : { actionId }) };
      // A retry of an action already recorded: the decider records nothing, and nothing is run again.
      if (actionId !== undefined && state.recent.some((r) => r.actionId === actionId)) return { type: 'RecordGameAction', data: { ...data, outcome: { ok: false, error: '', logs: '' } } };
      await this.assertGame(state.gameId);
      const { fn, candidates } = parseAction(action, await this.scriptsOf(state));
      if (candidates.length === 0) throw unknownAction(action);
      const ran = await runFunction(this.pool, {
        scripts: candidates.map(scriptOf),
        function: fn,
        state: state.entityState,
        args,
      });
      return { type: 'RecordGameAction', data: { ...data, outcome: outcomeOf(ran, action) } };
    };
    const result = await this.sessions.record(sessionId, decided, context.metadata);
    return answerOf(result.events, result.state as StartedSession, actionId);
  }

  private async assertGame(gameId: string): Promise<void> {
    if (this.games.get(gameId)?.exists) return;
    this.games.set(gameId, await this.sources.assertGame(gameId));
  }

  private async scriptsOf(session: StartedSession): Promise<PlayedAsset[]> {
    if (session.source === 'working') return this.sources.assets(session.gameId, session, 'script');
    const key = `${session.gameId}:${session.source}:${session.checkpointId ?? ''}:${session.position ?? ''}`;
    const kept = this.scripts.get(key);
    if (kept) return kept;
    const scripts = await this.sources.assets(session.gameId, session, 'script');
    this.scripts.set(key, scripts);
    return scripts;
  }
}

/** A script as Python runs it, one object per kept asset: runFunction serializes each object once. */
const scripts = new WeakMap<PlayedAsset, { name: string; content: string }>();
const scriptOf = (asset: PlayedAsset): { name: string; content: string } => {
  let script = scripts.get(asset);
  if (!script) scripts.set(asset, (script = { name: asset.name, content: typeof asset.data.content === 'string' ? asset.data.content : '' }));
  return script;
};

const answerOf = (events: PlaySessionEvent[], after: StartedSession, actionId: string | undefined): GameActionAnswer => {
  const [event] = events;
  if (event?.type === 'GameActionApplied') {
    return { success: true, entity_state: after.entityState, changed: Object.keys(event.data.changes), logs: event.data.logs, error: null };
  }
  if (event?.type === 'GameActionFailed') return { success: false, entity_state: after.entityState, changed: [], logs: event.data.logs, error: event.data.error };
  // Recorded before: the first outcome (its logs were answered then).
  const first = after.recent.find((r) => r.actionId === actionId);
  if (first) return { success: first.success, entity_state: after.entityState, changed: first.changed, logs: '', error: first.error };
  return { success: false, entity_state: after.entityState, changed: [], logs: '', error: 'The action was not recorded' };
};
