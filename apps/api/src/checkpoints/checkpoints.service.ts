import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  checkpointDecider,
  sameComponents,
  sameRevisions,
  versioningStreamId,
  type AssetActor,
  type CheckpointAgentTurn,
  type CheckpointCommand,
  type CheckpointRollback,
  type CheckpointTrigger,
  type KnownCheckpoint,
} from '@tempest/domain';
import { DecisionRunner, formatPosition } from '@tempest/event-store';
import { metadataFor } from '../assets/asset-actor.js';
import { readGameAccess } from '../assets/game-access.js';
import type { CommandContext } from '../common/actor.js';
import { CHECKPOINT_FOLD } from './checkpoint-state.js';
import { gameRevisions, type GameSnapshot } from '../assets/game-manifest.js';

export type { GameSnapshot };

export type NewCheckpoint = {
  trigger: CheckpointTrigger;
  title: string;
  description?: string;
  message?: string;
  isStarred?: boolean;
  agent?: CheckpointAgentTurn | null;
  sessionId?: string | null;
  rollback?: CheckpointRollback | null;
  /** The snapshot to record (a rollback's own); else the game as it is now. */
  snapshot?: GameSnapshot;
  /** Chosen before (a rollback process's): written again after a crash, it is refused as already there. */
  checkpointId?: string;
};

export type CheckpointWrite = { checkpointId: string; position: string | null };


/** Creator checkpoints on the game's versioning stream, through the decision runner (docs/api-checkpoints.md). */
@Injectable()
export class Checkpoints {
  constructor(
    private readonly runner: DecisionRunner,
  ) {}

  /**
   * The game now, as its manifest says (assets/game-manifest.ts): every asset, frontend project and own component
   * write committed before this call, without waiting for a read model (a write never waits for one).
   */
  snapshot(gameId: string): Promise<Required<GameSnapshot>> {
    return gameRevisions(this.runner, gameId);
  }

  async execute(command: CheckpointCommand, context: CommandContext): Promise<{ position: string | null }> {
    const part = { decider: checkpointDecider, streamId: versioningStreamId(command.data.gameId), command, only: CHECKPOINT_FOLD };
    const result = await this.runner.run(part, { metadata: metadataFor(command.data.actor, context) });
    return { position: result.position ? formatPosition(result.position) : null };
  }

  /**
   * The checkpoint naming the game as it is now: `current` when nothing changed since it (nothing written,
   * position null), else a new one made with `fields`.
   */
  async ofNow(gameId: string, current: KnownCheckpoint | null, actor: AssetActor, context: CommandContext, fields: NewCheckpoint): Promise<CheckpointWrite> {
    const now = fields.snapshot ?? (await this.snapshot(gameId));
    if (current && sameRevisions(current, now) && sameComponents(current.components, now.components)) return { checkpointId: current.checkpointId, position: null };
    return this.create(gameId, actor, context, { ...fields, snapshot: now });
  }

  /** Records a checkpoint of the game (as it is now, unless a snapshot is given); it becomes the current one. */
  async create(gameId: string, actor: AssetActor, context: CommandContext, fields: NewCheckpoint): Promise<CheckpointWrite> {
    const snapshot = fields.snapshot ?? (await this.snapshot(gameId));
    const checkpointId = fields.checkpointId ?? randomUUID();
    const data = {
      gameId,
      now: context.now,
      actor,
      game: await readGameAccess(this.runner, gameId),
      checkpointId,
      trigger: fields.trigger,
      title: fields.title,
      description: fields.description ?? '',
      message: fields.message ?? '',
      isStarred: fields.isStarred ?? false,
      ...snapshot,
      // A snapshot made elsewhere (a rollback's, a clone's copy) records the components as they are now:
      // neither changes them.
      components: snapshot.components ?? (await this.snapshot(gameId)).components,
      agent: fields.agent ?? null,
      sessionId: fields.sessionId ?? null,
      rollback: fields.rollback ?? null,
    };
    const { position } = await this.execute({ type: 'CreateCheckpoint', data }, context);
    return { checkpointId, position };
  }
}
