import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  assetDecider,
  assetStreamId,
  currentCheckpoint,
  gameDecider,
  gameStreamId,
  remapClonedContent,
  versionAsOf,
  type AssetActor,
  type CheckpointAsset,
  type CheckpointFrontend,
  type AssetCommand,
  type AssetType,
  type FrontendFileContent,
  type GameClonedFrom,
  type GameCommand,
  type GameCreated,
} from '@tempest/domain';
import { DecisionRunner, type EventStore } from '@tempest/event-store';
import { componentsInScope, GAME_LIST, type ProjectionEngine, type ReadDb } from '@tempest/projections';
import { CLONE_DONE_MESSAGE, CLONE_START, type ComponentView } from '@tempest/contracts';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { metadataFor, userActor } from '../../assets/asset-actor.js';
import { ExecuteAssetCommands, type AssetCommandFields } from '../../assets/execute-asset-command.js';
import { readGameAccess } from '../../assets/game-access.js';
import { checkpointsOf } from '../../checkpoints/checkpoint-state.js';
import { Checkpoints, type GameSnapshot } from '../../checkpoints/checkpoints.service.js';
import type { CommandContext } from '../../common/actor.js';
import { inBatches } from '../../common/in-batches.js';
import { frontendValuesAt } from '../../frontends/projects/frontend-values-at.js';
import { ComponentCommandRunner } from '../../components/component-command-runner.js';
import { componentAt } from '../../components/component-streams.js';
import { FrontendWorkspace } from '../../frontends/projects/frontend-workspace.js';
import { READ_DB } from '../../infrastructure/read-db.module.js';
import { EVENT_STORE, PROJECTION_ENGINE } from '../../infrastructure/tokens.js';
import { CloneTasks } from './clone-tasks.js';
import { withoutRequestBudget } from '../../common/request-budget.js';

/** How many components and frontend projects a clone writes at once (each is its own stream). */
const PARALLEL = 8;
/**
 * How many assets one append creates. On embedded PGlite, which runs one query at a time, an append per
 * asset (each waking every projection) made a 500-asset clone 2.5 s at p50 (docs/api-clone.md, Measured).
 */
const PER_APPEND = 50;

/**
 * Test seam: a clone fails when it starts copying item number `afterItems + 1`. Only a test in the same process can set it
 * (nothing in the app does, and no request or setting reaches it).
 */
export const cloneFailureForTests: { afterItems: number | null } = { afterItems: null };

type Job = { taskId: string; gameId: string; clonedFrom: GameClonedFrom; actor: AssetActor; context: CommandContext };
/** What a copy of a component takes over from its source. */
type ComponentFields = Pick<ComponentView, 'slug' | 'name' | 'aliases' | 'category' | 'fieldSchema'>;
type Item =
  | { kind: 'component'; sourceId: string; component: ComponentFields }
  | { kind: 'frontend'; sourceId: string; revision: number | null }
  | { kind: 'asset'; sourceId: string; type: AssetType; data: Record<string, unknown> };

/**
 * Clone and remix (docs/api-clone.md): a new game owned by the caller, made of the source's assets at the
 * checkpoint the decider chose, written with the commands every client sends. The copy runs in this
 * process after the request has answered, so closing the browser does not stop it.
 */
@Injectable()
export class GameCloner {
  private readonly logger = new Logger(GameCloner.name);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
    private readonly checkpoints: Checkpoints,
    private readonly runner: DecisionRunner,
    private readonly frontends: FrontendWorkspace,
    private readonly components: ComponentCommandRunner,
    private readonly tasks: CloneTasks,
    private readonly bus: CommandBus,
  ) {}

  /** Checks and records the new game (hidden until complete), starts the copy and answers its task id. */
  async start(sourceGameId: string, user: ActiveUser, context: CommandContext): Promise<string> {
    const taskId = this.tasks.open(user.userId);
    try {
      const gameId = randomUUID();
      const source = await this.runner.read(gameDecider, gameStreamId(sourceGameId));
      const current = currentCheckpoint(await checkpointsOf(this.runner, sourceGameId))?.checkpointId ?? null;
      const actor = userActor(user);
      const command: GameCommand = {
        type: 'CloneGame',
        data: { gameId, creatorName: user.username, sourceGameId, source: source.state, currentCheckpointId: current, now: context.now, actorId: actor.actorId, isStaff: actor.isStaff },
      };
      const created = await this.runner.run({ decider: gameDecider, streamId: gameStreamId(gameId), command }, { metadata: metadataFor(actor, context) });
      const { clonedFrom } = (created.events[0] as GameCreated).data;
      const job = { taskId, gameId, clonedFrom: clonedFrom!, actor, context: { metadata: context.metadata, now: context.now, sessionId: null } };
      // The copy is bounded by the source game (every write of which had its own budget), not by this request.
      void withoutRequestBudget(() => this.run(job));
      return taskId;
    } catch (error) {
      this.tasks.discard(taskId);
      throw error;
    }
  }

  private async run(job: Job): Promise<void> {
    try {
      const snapshot = await this.sourceSnapshot(job.clonedFrom);
      const items = await this.itemsOf(job.clonedFrom.gameId, snapshot);
      const copied = await this.copy(job, items);
      const { checkpointId } = await this.checkpoints.create(job.gameId, job.actor, this.now(job), {
        trigger: 'clone',
        title: `Cloned from "${job.clonedFrom.title}"`,
        message: `Clone of ${job.clonedFrom.title}`,
        snapshot: copied,
      });
      const completed = await this.decide(job, { type: 'CompleteClone', data: { gameId: job.gameId, checkpointId, assetCount: copied.assets.length, now: this.now(job).now } });
      // 100 % means the remix is in the user's games: wait (up to 5 s) until the games read model shows it.
      await this.engine.readFrom(GAME_LIST, completed.position);
      this.tasks.finish(job.taskId, { percentDone: 100, message: CLONE_DONE_MESSAGE, gameId: job.gameId });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Clone of ${job.clonedFrom.gameId} into ${job.gameId} failed: ${reason}`);
      await this.decide(job, { type: 'FailClone', data: { gameId: job.gameId, reason, now: this.now(job).now } }).catch(() => undefined);
      this.tasks.finish(job.taskId, { percentDone: 0, message: `Clone failed: ${reason}`, error: reason });
    }
  }

  private now(job: Job): CommandContext {
    const now = new Date().toISOString();
    return { ...job.context, now, metadata: { ...job.context.metadata, timestamp: now } };
  }

  private decide(job: Job, command: GameCommand) {
    return this.runner.run({ decider: gameDecider, streamId: gameStreamId(job.gameId), command }, { metadata: metadataFor(job.actor, this.now(job)) });
  }

  /** The checkpoint's revisions, or the working tree when the source has no checkpoint. */
  private async sourceSnapshot({ gameId, checkpointId }: GameClonedFrom): Promise<GameSnapshot> {
    if (checkpointId === null) return this.checkpoints.snapshot(gameId);
    const found = (await checkpointsOf(this.runner, gameId)).checkpoints.get(checkpointId);
    if (!found) throw new Error('The checkpoint to clone was not found');
    return { assets: [...found.assets], frontends: [...found.frontends], ...(found.components ? { components: [...found.components] } : {}) };
  }

  /**
   * The game's own components at the revisions the snapshot records (a checkpoint made before components
   * were recorded: as they are now), frontend projects, then every asset with its content at the recorded
   * revision. Entities name components by slug, so they come first.
   */
  private async itemsOf(gameId: string, snapshot: GameSnapshot): Promise<Item[]> {
    const own = await this.componentsOf(gameId, snapshot);
    const assets = await this.assetsAt(gameId, snapshot.assets);
    const frontends = new Map<string, number | null>(snapshot.frontends.map((f) => [f.frontendId, f.revision]));
    for (const a of assets) {
      const named = a.type === 'frontend_file' ? (a.data as FrontendFileContent).frontend_id : null;
      if (typeof named === 'string' && !frontends.has(named)) frontends.set(named, null);
    }
    return [
      ...own.map(({ sourceId, component }): Item => ({ kind: 'component', sourceId, component })),
      ...[...frontends].map(([sourceId, revision]): Item => ({ kind: 'frontend', sourceId, revision })),
      ...assets.map((a): Item => ({ kind: 'asset', sourceId: a.id, type: a.type, data: a.data })),
    ];
  }

  /**
   * The recorded assets with their content at the recorded revisions, from their own streams (never waiting
   * for a read model), in id order; one no longer of this game, or absent there, is left out.
   */
  private async assetsAt(gameId: string, recorded: readonly CheckpointAsset[]): Promise<{ id: string; type: AssetType; data: Record<string, unknown> }[]> {
    const states = await this.runner.readMany(assetDecider, recorded.map((a) => assetStreamId(a.assetId)));
    const assets = recorded.flatMap(({ assetId, revision }) => {
      const { state } = states.get(assetStreamId(assetId))!;
      if (state.status === 'absent' || state.gameId !== gameId) return [];
      const then = versionAsOf(state, revision);
      return then.exists && then.data ? [{ id: assetId, type: state.assetType, data: then.data }] : [];
    });
    return assets.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  private async componentsOf(gameId: string, snapshot: GameSnapshot): Promise<{ sourceId: string; component: ComponentFields }[]> {
    if (!snapshot.components) {
      return (await componentsInScope(this.db, gameId)).filter((c) => c.gameId === gameId).map((component) => ({ sourceId: component.id, component }));
    }
    const states = await Promise.all(snapshot.components.map(async (c) => ({ sourceId: c.componentId, state: await componentAt(this.store, c.componentId, c.revision) })));
    return states.flatMap(({ sourceId, state }) => (state.status === 'active' && state.gameId === gameId ? [{ sourceId, component: state }] : []));
  }

  /** The copies' ids: a new one each; a frontend file's derived from its new project and name, as for any new file. */
  private idsOf(job: Job, items: Item[]): Map<string, string> {
    const sourceId = job.clonedFrom.gameId;
    const ids = new Map<string, string>();
    for (const item of items) {
      if (item.kind === 'asset') continue;
      const firstProject = item.sourceId === this.frontends.firstProjectId(sourceId);
      ids.set(item.sourceId, firstProject ? this.frontends.firstProjectId(job.gameId) : randomUUID());
    }
    for (const item of items) {
      if (item.kind !== 'asset') continue;
      const file = item.type === 'frontend_file' ? (item.data as FrontendFileContent) : null;
      ids.set(item.sourceId, file ? this.frontends.newFileId(ids.get(file.frontend_id) ?? file.frontend_id, file.filename) : randomUUID());
    }
    return ids;
  }

  private async copy(job: Job, items: Item[]): Promise<GameSnapshot> {
    const ids = this.idsOf(job, items);
    const game = await readGameAccess(this.runner, job.gameId);
    const assets: CheckpointAsset[] = [];
    const frontends: CheckpointFrontend[] = [];
    let done = 0;
    const starting = (count: number) => {
      if (cloneFailureForTests.afterItems !== null && done + count > cloneFailureForTests.afterItems) throw new Error('Injected clone failure');
    };
    const report = (copied: number) => {
      done = copied;
      const percentDone = CLONE_START.percentDone + Math.floor((90 * copied) / Math.max(items.length, 1));
      this.tasks.report(job.taskId, { percentDone, message: `Copying assets (${copied} of ${items.length})...` });
    };
    // Components and frontend projects first (entities and files name them), a few at a time.
    const owners = items.filter((i) => i.kind !== 'asset');
    await inBatches(owners, PARALLEL, async (item) => {
      starting(1);
      const context = this.now(job);
      const id = ids.get(item.sourceId)!;
      if (item.kind === 'component') return this.copyComponent(job, id, item.component, context);
      if (item.kind !== 'frontend') return;
      const values = await frontendValuesAt(this.store, item.sourceId, item.revision);
      if (!values) throw new Error('A frontend project of the game was not found');
      const written = await this.frontends.saveProject(job.gameId, id, false, values, job.actor, context);
      frontends.push({ frontendId: id, revision: written.revision });
    }, report);
    // Then every asset with the asset decider's CreateAsset, as every client's, PER_APPEND to an append.
    const copies = items.filter((i): i is Extract<Item, { kind: 'asset' }> => i.kind === 'asset');
    for (let i = 0; i < copies.length; i += PER_APPEND) {
      const part = copies.slice(i, i + PER_APPEND);
      starting(part.length);
      const changes = part.map((item) => {
        const content = remapClonedContent(item.type, item.data, ids);
        return { target: { assetId: ids.get(item.sourceId)!, gameId: job.gameId }, build: (c: AssetCommandFields): AssetCommand => ({ type: 'CreateAsset', data: { ...c, assetType: item.type, content, fromClone: true } }) };
      });
      const outcomes = await this.bus.execute(new ExecuteAssetCommands(changes, job.actor, this.now(job), { creates: true, game }));
      for (const [k, outcome] of outcomes.entries()) {
        if (outcome.status === 'rejected') throw outcome.reason;
        assets.push({ assetId: changes[k].target.assetId, revision: outcome.value.revision });
      }
      report(owners.length + i + part.length);
    }
    return { assets, frontends };
  }

  private async copyComponent(job: Job, componentId: string, c: ComponentFields, context: CommandContext): Promise<void> {
    const { slug, name, aliases, category, fieldSchema } = c;
    const { actorId, isStaff } = job.actor;
    const data = { componentId, gameId: job.gameId, slug, name, aliases, category, fieldSchema, actorId, isStaff, now: context.now };
    await this.components.run(componentId, (facts) => ({ type: 'RegisterComponent', data: { ...data, ...facts } }), { ...context, metadata: metadataFor(job.actor, context) }, { gameId: job.gameId });
  }

}
