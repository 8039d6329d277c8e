import { Inject, Injectable } from '@nestjs/common';
import { currentCheckpoint, gameDecider, gameStreamId, type AssetType, type FrontendSettings, type GameState } from '@tempest/domain';
import { DecisionRunner, type EventStore } from '@tempest/event-store';
import { assetsAtRevisions, VERSIONING } from '@tempest/projections';
import { frontendValuesAt } from '../frontends/projects/frontend-values-at.js';
import { ReadModels } from '../infrastructure/read-db.module.js';
import { EVENT_STORE } from '../infrastructure/tokens.js';
import { checkpointsOf } from './checkpoint-state.js';

export type PublishedAsset = { id: string; type: AssetType; data: Record<string, unknown>; revision: number };

type CheckpointData = { commitId: string; kind: 'checkpoint'; assets: { assetId: string; revision: number }[]; deleted: boolean };

/** What players play: a game's assets at the revisions its published checkpoint recorded. */
@Injectable()
export class PublishedVersion {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly reads: ReadModels,
    private readonly runner: DecisionRunner,
  ) {}

  /** The game as its own stream says (never stale). */
  async game(gameId: string): Promise<GameState> {
    return (await this.runner.read(gameDecider, gameStreamId(gameId))).state;
  }

  /** The published checkpoint's id, or null while the game is a draft (or gone). */
  async checkpointOf(gameId: string): Promise<string | null> {
    const state = await this.game(gameId);
    return state.status === 'active' ? (state.published?.checkpointId ?? null) : null;
  }

  /**
   * A checkpoint of the game (a creator checkpoint, or a named commit of kind checkpoint; commits of chosen
   * assets cannot be published), deleted ones included: a published checkpoint stays playable. Null if none.
   */
  async checkpoint(gameId: string, checkpointId: string): Promise<CheckpointData | null> {
    const found = (await checkpointsOf(this.runner, gameId)).checkpoints.get(checkpointId);
    return found ? { commitId: found.checkpointId, kind: 'checkpoint', assets: [...found.assets], deleted: found.deleted } : null;
  }

  /** The game has this checkpoint, not deleted (what the timeline shows, and what time travel may play). */
  async hasCheckpoint(gameId: string, checkpointId: string): Promise<boolean> {
    const found = (await checkpointsOf(this.runner, gameId)).checkpoints.get(checkpointId);
    return found !== undefined && !found.deleted;
  }

  /**
   * A frontend project's settings as the checkpoint recorded them (the event at the recorded revision of the
   * project's stream), or null when the checkpoint recorded none for it (named checkpoints made before).
   */
  async frontendSettingsAt(gameId: string, checkpointId: string, frontendId: string): Promise<FrontendSettings | null> {
    const found = (await checkpointsOf(this.runner, gameId)).checkpoints.get(checkpointId);
    const recorded = found?.frontends.find((f) => f.frontendId === frontendId);
    if (!recorded) return null;
    return (await frontendValuesAt(this.store, frontendId, recorded.revision))?.settings ?? null;
  }

  /** The game's current checkpoint id (the newest not deleted), or null. */
  async latestCheckpoint(gameId: string): Promise<string | null> {
    return currentCheckpoint(await checkpointsOf(this.runner, gameId))?.checkpointId ?? null;
  }

  /** The checkpoint's assets of these types, each with the content of the revision it recorded. */
  async assetsAt(gameId: string, checkpointId: string, types: AssetType[]): Promise<PublishedAsset[]> {
    const checkpoint = await this.checkpoint(gameId, checkpointId);
    if (!checkpoint || checkpoint.assets.length === 0) return [];
    const { db } = await this.reads.at(VERSIONING, 'committed');
    return assetsAtRevisions(db, gameId, checkpoint.assets, types);
  }
}
