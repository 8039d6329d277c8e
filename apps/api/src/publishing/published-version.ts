import { Inject, Injectable } from '@nestjs/common';
import { gameDecider, gameStreamId, versioningStreamId, type AssetType, type GameState } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { AssetReader } from '../assets/asset-reader.js';
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
    const rows = await this.reader.query<{ asset_id: string; asset_type: AssetType; revision: number; data: Record<string, unknown> | null; exists: boolean }>(
      `SELECT r.asset_id, r.asset_type, r.revision, r.data, r.exists
         FROM ${this.reader.table('asset_revisions')} r
         JOIN jsonb_to_recordset($2::jsonb) AS c("assetId" uuid, revision integer) ON c."assetId" = r.asset_id AND c.revision = r.revision
        WHERE r.game_id = $1 AND r.asset_type = ANY($3::text[])
        ORDER BY r.asset_id`,
      [gameId, JSON.stringify(checkpoint.assets), types],
    );
    return rows
      .filter((r) => r.exists && r.data !== null)
      .map((r) => ({ id: r.asset_id, type: r.asset_type, data: r.data ?? {}, revision: Number(r.revision) }));
  }
}
