import { Inject, Injectable } from '@nestjs/common';
import type { MomentAssetAnswer, MomentTreeAnswer } from '@tempest/contracts';
import { DomainError, assetStreamId, type AssetType, type GameAccess } from '@tempest/domain';
import { DecisionRunner, type EventStore } from '@tempest/event-store';
import { gameAssetsAtRevisions, gameAssetsNow, VERSIONING, type AssetVersionRow } from '@tempest/projections';
import { canReadChangeLog } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { readGameAccess } from '../assets/game-access.js';
import { ReadModels } from '../infrastructure/read-db.module.js';
import { EVENT_STORE } from '../infrastructure/tokens.js';
import { hiddenRecord, PRIVATE } from '../privacy/event-view.js';
import { EventViews, type Viewer } from '../privacy/event-view.service.js';
import { diffContent } from '../versioning/asset-diff.js';
import { countsOf, revisionsAt, treeAgainstNow, type Moment } from './game-moment.js';

/** A game's assets then (at the moment) and now, as rows of the versioning read model. */
export type GameMoment = { position: bigint | null; then: AssetVersionRow[]; now: AssetVersionRow[] };
/** Which of the game's assets to fold: these ids, these types (default: all). */
export type MomentAssets = { ids?: string[]; types?: AssetType[] };

/** Who may travel in a game's history (docs/api-replay.md): staff, analysts and the game's creator. */
export const mayTravel = (game: GameAccess, user: ActiveUser | null): boolean => game.exists && user !== null && (canReadChangeLog(user) || game.creatorId === user.userId);

/**
 * Who may play a game as it was (the frame's `source=moment`, start-game's `momentPosition`): running it shows
 * its code and state, the game's private content, so analysts only of a published game (docs/personal-data.md).
 */
export const mayPlayMoment = (game: GameAccess, user: ActiveUser | null, published: boolean): boolean =>
  game.exists && user !== null && (user.isStaff || game.creatorId === user.userId || (user.isAnalyst && published));

/**
 * Time travel (docs/api-replay.md): the game's working tree at a moment, folded from its assets' streams (read
 * in one round trip) up to that moment, each revision's content from the revisions read model.
 */
@Injectable()
export class Moments {
  constructor(
    private readonly reads: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: DecisionRunner,
    private readonly views: EventViews,
  ) {}

  /** Staff, analysts and the game's creator; anyone else learns nothing (404, as for a game that does not exist). Answers the game. */
  async assertCanTravel(gameId: string, user: ActiveUser): Promise<GameAccess> {
    const game = await readGameAccess(this.runner, gameId);
    if (!mayTravel(game, user)) throw new DomainError('game.not_found', { gameId });
    return game;
  }

  /** The game's assets at the moment (`then`, those that existed; deleted ones with `exists` false) and now; the time-travel frame and play sessions read them so. */
  async at(gameId: string, moment: Moment, only: MomentAssets = {}): Promise<GameMoment> {
    const { db } = await this.reads.at(VERSIONING, 'committed');
    const all = await gameAssetsNow(db, gameId);
    const now = all.filter((a) => (!only.ids || only.ids.includes(a.id)) && (!only.types || only.types.includes(a.type)));
    const streams = await this.store.readStreams(now.map((a) => ({ streamId: assetStreamId(a.id) })));
    const { refs, position } = revisionsAt(streams, moment);
    return { position, then: await gameAssetsAtRevisions(db, gameId, refs), now };
  }

  /** Asset names are the game's private content: an analyst sees them only of a published game (docs/personal-data.md). */
  async tree(gameId: string, moment: Moment, viewer: Viewer): Promise<MomentTreeAnswer> {
    const { position, then, now } = await this.at(gameId, moment);
    const view = this.views.open(viewer);
    const shown = await view.gameShown(gameId);
    const assets = treeAgainstNow(then, now).map((a) => (shown ? a : { ...a, name: PRIVATE }));
    if (assets.length > 0) view.noteRead(...assets.map((a) => assetStreamId(a.id)));
    await view.finish();
    const given = 'position' in moment ? moment.position : position;
    const frontendIds = [...new Set(then.filter((a) => a.exists && a.type === 'frontend_file').map((a) => a.data?.frontend_id).filter((id): id is string => typeof id === 'string'))];
    return { game_id: gameId, position: given === null ? null : given.toString(), at: 'at' in moment ? moment.at : null, assets, frontend_ids: frontendIds, counts: countsOf(assets) };
  }

  /** An asset's content then and now; an analyst sees the keys of a hidden game's content, its values "[private]". */
  async asset(gameId: string, assetId: string, moment: Moment, viewer: Viewer): Promise<MomentAssetAnswer> {
    const { then, now } = await this.at(gameId, moment, { ids: [assetId] });
    if (now.length === 0) throw new DomainError('asset.not_found', { assetId });
    const [entry] = treeAgainstNow(then, now);
    const view = this.views.open(viewer);
    const shown = await view.gameShown(gameId);
    const side = (row: AssetVersionRow | undefined) => {
      if (!row?.exists) return null;
      const data = row.data ?? {};
      return shown ? { revision: row.revision, name: row.name, data } : { revision: row.revision, name: PRIVATE, data: hiddenRecord(data) ?? {} };
    };
    const changes = diffContent(then[0]?.exists ? (then[0].data ?? {}) : null, now[0]?.exists ? (now[0].data ?? {}) : null);
    view.noteRead(assetStreamId(assetId));
    await view.finish();
    return {
      asset_id: assetId,
      type: now[0].type,
      status: entry?.status ?? 'same',
      then: side(then[0]),
      now: side(now[0]),
      changes: shown ? changes : changes.map((c) => ({ key: c.key, before: PRIVATE, after: PRIVATE })),
    };
  }
}
