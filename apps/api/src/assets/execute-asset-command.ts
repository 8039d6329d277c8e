import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, assetDecider, assetManifestFacts, combineManifestFacts, assetStreamId, authorizeAsset, type AssetActor, type AssetCommand, type AssetData, type AssetEvent, type AssetState, type AssetType, type GameAccess, type KnownAsset } from '@tempest/domain';
import { DecisionRunner, formatPosition, type PartResult } from '@tempest/event-store';
import type { CommandContext } from '../common/actor.js';
import { metadataFor } from './asset-actor.js';
import { readGameAccess, readSessionGame } from './game-access.js';

/** What an asset command answers: the events, the revision, where to wait, and the asset after it. */
export type AssetWriteResult = {
  assetId: string;
  gameId: string;
  events: AssetEvent[];
  revision: number;
  /** Pass as minPosition to read this write back; null when nothing changed. */
  position: string | null;
  state: AssetState;
};

/**
 * The asset a request names. Everything about it comes from streams (the asset's own for its game, the
 * game's for who may change it), never from a read model.
 */
export type AssetTarget = {
  assetId: string;
  /** The game the route names: checked first (404/403), and an asset of another game is not found. */
  gameId?: string;
  /** The kinds the route serves (a script route never changes a prompt). */
  types?: readonly AssetType[];
  /** The route's own 404 for a missing asset (e.g. 'script.not_found'); deleted assets count as missing. */
  notFound?: (assetId: string) => Error;
  /** With `notFound`: a deleted asset is still found (restore, rollback). */
  includeDeleted?: boolean;
};

/** The fields every domain asset command carries, filled in by the handler. */
export type AssetCommandFields = Extract<AssetCommand, { type: 'EditAsset' }>['data'] extends infer D ? Omit<D & object, 'content' | 'patch' | 'stampRevision'> : never;

type Options = {
  sessionId?: string | null;
  expectedRevision?: number;
  /** A new asset: only its game is checked. */
  creates?: boolean;
  /**
   * The game as the caller read it once for a whole operation that already checked the session (a rollback
   * of hundreds of assets): saves the game's and the session's stream reads per asset.
   */
  game?: GameAccess;
};

/** One Nest command for every asset change, sent by the studio's routes and the agent's tools alike. */
export class ExecuteAssetCommand extends Command<AssetWriteResult> {
  constructor(
    readonly target: AssetTarget,
    readonly actor: AssetActor,
    readonly context: CommandContext,
    /** Builds the domain command from the common fields and the asset's state as its stream has it now. */
    readonly build: (fields: AssetCommandFields, state: AssetState) => AssetCommand,
    readonly options: Options = {},
  ) {
    super();
  }
}

/** One asset's change in an `ExecuteAssetCommands`. */
export type AssetChange = { target: AssetTarget; build: ExecuteAssetCommand['build'] };

/** What each change of an `ExecuteAssetCommands` came to: its write, or why it was refused. */
export type AssetChangeOutcome = PromiseSettledResult<AssetWriteResult>;

/**
 * Many asset changes by one actor in one append (a rollback moving every asset of a game): each decided on
 * its own asset as `ExecuteAssetCommand` would, refusals answered one by one, the rest written together.
 */
export class ExecuteAssetCommands extends Command<AssetChangeOutcome[]> {
  constructor(
    readonly changes: readonly AssetChange[],
    readonly actor: AssetActor,
    readonly context: CommandContext,
    /** `atomic`: one refused change refuses them all and nothing is written (see `DecisionRunner.run`). */
    readonly options: Omit<Options, 'expectedRevision'> & { atomic?: boolean } = {},
  ) {
    super();
  }
}

export const createAsset = (gameId: string, assetType: AssetType, content: AssetData, actor: AssetActor, context: CommandContext, options: Options & { assetId?: string } = {}) =>
  new ExecuteAssetCommand({ assetId: options.assetId ?? randomUUID(), gameId }, actor, context, (c) => ({ type: 'CreateAsset', data: { ...c, assetType, content } }), {
    ...options,
    creates: true,
  });

type Change = ({ content: AssetData } | { patch: AssetData }) & { stampRevision?: string };

/** Replace the content, or patch its top-level keys (a null value removes a key); `change` may read the state. */
export const editAsset = (target: AssetTarget, change: Change | ((state: KnownAsset) => Change), actor: AssetActor, context: CommandContext, options: Options = {}) =>
  new ExecuteAssetCommand(target, actor, context, (c, state) => ({ type: 'EditAsset', data: { ...c, ...(typeof change === 'function' ? change(state as KnownAsset) : change) } }), options);

export const deleteAsset = (target: AssetTarget, actor: AssetActor, context: CommandContext, options: Options & { permanent?: boolean } = {}) =>
  new ExecuteAssetCommand(target, actor, context, (c) => ({ type: 'DeleteAsset', data: { ...c, permanent: options.permanent ?? false } }), options);

const missing = (target: AssetTarget, state: AssetState): boolean =>
  state.status === 'absent' ||
  (target.gameId !== undefined && state.gameId !== target.gameId) ||
  (target.types !== undefined && !target.types.includes(state.assetType)) ||
  (target.notFound !== undefined && state.status !== 'present' && !target.includeDeleted);

/**
 * The game of the asset and who may change it, in the order a client learns things: a route that names
 * the game answers for the game first; one that names only the asset answers for the asset first.
 */
export const resolveTarget = async (
  runner: DecisionRunner,
  target: AssetTarget,
  actor: AssetActor,
  state: AssetState,
  creating = false,
  known?: GameAccess,
): Promise<{ gameId: string; game: GameAccess }> => {
  const notFound = () => target.notFound?.(target.assetId) ?? new DomainError('asset.not_found', { assetId: target.assetId });
  if (target.gameId !== undefined) {
    const game = known ?? (await readGameAccess(runner, target.gameId));
    authorizeAsset(game, target.gameId, actor);
    if (!creating && missing(target, state)) throw notFound();
    return { gameId: target.gameId, game };
  }
  if (missing(target, state) || state.status === 'absent') throw notFound();
  const game = await readGameAccess(runner, state.gameId);
  authorizeAsset(game, state.gameId, actor);
  return { gameId: state.gameId, game };
};

/** The named asset as its stream has it, once the actor may change it (for use cases that work before writing). */
export const locateAsset = async (runner: DecisionRunner, target: AssetTarget, actor: AssetActor): Promise<KnownAsset> => {
  const { state } = await runner.read(assetDecider, assetStreamId(target.assetId));
  await resolveTarget(runner, target, actor, state);
  return state as KnownAsset;
};

/** The domain command for one asset, once its game and who may change it are checked on the state read. */
const decideChange =
  (runner: DecisionRunner, { target, build }: AssetChange, actor: AssetActor, context: CommandContext, options: Options) =>
  async (state: AssetState): Promise<AssetCommand> => {
    const sessionId = options.sessionId ?? context.sessionId ?? null;
    const { gameId, game } = await resolveTarget(runner, target, actor, state, options.creates, options.game);
    if (sessionId !== null && !options.game && (await readSessionGame(runner.store, sessionId)) !== gameId) {
      throw new DomainError('versioning.session_not_found', { sessionId });
    }
    return build({ assetId: target.assetId, gameId, now: context.now, actor, game, sessionId, changeId: randomUUID() }, state);
  };

const writeResult = (target: AssetTarget, result: PartResult<AssetEvent, AssetState>): AssetWriteResult => ({
  assetId: target.assetId,
  gameId: result.state.status === 'absent' ? (target.gameId ?? '') : result.state.gameId,
  events: result.events,
  revision: result.revision,
  position: result.position ? formatPosition(result.position) : null,
  state: result.state,
});

/**
 * One asset's part of a write: its stream, its command, and the fact its game's manifest gets with it (in the
 * same append, on `manifest-<gameId>` with expected `any`: asset writes of one game never conflict there).
 */
const assetPart = (runner: DecisionRunner, change: AssetChange, actor: AssetActor, context: CommandContext, options: Options) => ({
  decider: assetDecider,
  streamId: assetStreamId(change.target.assetId),
  command: decideChange(runner, change, actor, context, options),
  along: assetManifestFacts,
});

@CommandHandler(ExecuteAssetCommand)
export class ExecuteAssetCommandHandler implements ICommandHandler<ExecuteAssetCommand> {
  constructor(
    private readonly runner: DecisionRunner,
  ) {}

  async execute(command: ExecuteAssetCommand): Promise<AssetWriteResult> {
    const { target, actor, context, options } = command;
    const part = { ...assetPart(this.runner, command, actor, context, options), expectedRevision: options.expectedRevision };
    const result = await this.runner.run(part, { metadata: metadataFor(actor, context) });
    return writeResult(target, result);
  }
}

@CommandHandler(ExecuteAssetCommands)
export class ExecuteAssetCommandsHandler implements ICommandHandler<ExecuteAssetCommands> {
  constructor(
    private readonly runner: DecisionRunner,
  ) {}

  async execute({ changes, actor, context, options }: ExecuteAssetCommands): Promise<AssetChangeOutcome[]> {
    const parts = changes.map((change) => assetPart(this.runner, change, actor, context, options));
    // Many assets' manifest facts as one (a rollback's batch of 100 appends one fact, not 100).
    const run = { metadata: metadataFor(actor, context), combineFacts: combineManifestFacts };
    // `atomic`: one refusal refuses them all and nothing is written; else each is refused on its own.
    const outcomes: PromiseSettledResult<PartResult<AssetEvent, AssetState>>[] = options.atomic
      ? (await this.runner.run(parts, run)).map((value) => ({ status: 'fulfilled', value }))
      : await this.runner.runEach(parts, run);
    return outcomes.map((o, i) => (o.status === 'fulfilled' ? { status: 'fulfilled', value: writeResult(changes[i].target, o.value) } : o));
  }
}
