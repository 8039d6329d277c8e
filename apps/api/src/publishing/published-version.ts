import { Inject, Injectable } from '@nestjs/common';
import { gameDecider, gameStreamId, versioningStreamId, type AssetType, type GameState } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { assetsAtRevisions, type ReadDb } from '@tempest/projections';
import { AssetReader } from '../assets/asset-reader.js';
import { READ_DB } from '../infrastructure/read-db.module.js';
import { EVENT_STORE } from '../infrastructure/tokens.js';
import { aggregateStream } from '../infrastructure/kernel.js';

export type PublishedAsset = { id: string; type: AssetType; data: Record<string, unknown>; revision: number };

type CommitData = { commitId: string; kind: 'commit' | 'checkpoint'; assets: { assetId: string; revision: number }[] };

/** What players play: a game's assets at the revisions its published checkpoint recorded. */
@Injectable()
export class PublishedVersion {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly reader: AssetReader,
    @Inject(READ_DB) private readonly db: ReadDb,
  ) {}

  /** The game as its own stream says (never stale). */
  async game(gameId: string): Promise<GameState> {
    return (await aggregateStream(this.store, gameDecider, gameStreamId(gameId))).state;
  }

  /** The published checkpoint's id, or null while the game is a draft (or gone). */
  async checkpointOf(gameId: string): Promise<string | null> {
    const state = await this.game(gameId);
    return state.status === 'active' ? (state.published?.checkpointId ?? null) : null;
  }

  /** A whole-tree checkpoint of the game (commits of chosen assets cannot be published), or null. */
  async checkpoint(gameId: string, checkpointId: string): Promise<CommitData | null> {
    const events = await this.store.readStream(versioningStreamId(gameId));
    const found = events.find((e) => e.type === 'RevisionCommitted' && (e.data as CommitData).commitId === checkpointId);
    const data = found?.data as CommitData | undefined;
    return data && data.kind === 'checkpoint' ? data : null;
  }

  /** The game's newest checkpoint id, or null. */
  async latestCheckpoint(gameId: string): Promise<string | null> {
    const events = await this.store.readStream(versioningStreamId(gameId), { direction: 'backwards' });
    const found = events.find((e) => e.type === 'RevisionCommitted' && (e.data as CommitData).kind === 'checkpoint');
    return found ? (found.data as CommitData).commitId : null;
  }

  /** The checkpoint's assets of these types, each with the content of the revision it recorded. */
  async assetsAt(gameId: string, checkpointId: string, types: AssetType[]): Promise<PublishedAsset[]> {
    const checkpoint = await this.checkpoint(gameId, checkpointId);
    if (!checkpoint || checkpoint.assets.length === 0) return [];
    await this.reader.fresh();
    return assetsAtRevisions(this.db, gameId, checkpoint.assets, types);
  }
}
