import { Injectable } from '@nestjs/common';
import { DomainError, playableComponents, playVersionFor, type AssetType, type GameAccess, type PlayVersion } from '@tempest/domain';
import { DecisionRunner } from '@tempest/event-store';
import type { ActiveUser } from '../accounts/user-directory.js';
import { readGameAccess } from '../assets/game-access.js';
import { PublishedVersion } from '../checkpoints/published-version.js';
import { ReadModels } from '../infrastructure/read-db.module.js';
import { frontendProjectsOf, FRONTEND_READ_MODELS, presentAssets, VERSIONING } from '@tempest/projections';
import { mayPlayMoment, Moments } from '../time-travel/moments.service.js';

export type { PlayVersion } from '@tempest/domain';
export type PlayedAsset = { id: string; name: string; data: Record<string, unknown> };
/** Time travel: a checkpoint of the game, or a moment of its history (a global position). */
export type TravelTarget = { checkpointId: string } | { position: string };

export const gameNotFound = (gameId: string) => new DomainError('game.not_found', { gameId });

const canEdit = (game: GameAccess, user: ActiveUser | null): boolean => user !== null && (user.isStaff || user.userId === game.creatorId);

/** The game's assets as a play session sees them (working tree or published), and its frontend. */
@Injectable()
export class PlaySources {
  constructor(
    private readonly runner: DecisionRunner,
    private readonly published: PublishedVersion,
    private readonly reads: ReadModels,
    private readonly moments: Moments,
  ) {}

  /**
   * The creator or staff on the creation canvas play the working tree, and so does the creator of a
   * game not published yet; everyone else plays the published checkpoint (404 while there is none).
   * `travelTo`: an editor plays that checkpoint of the game as it was, or a traveller (an editor or an
   * analyst) the game as it was at that moment (time travel).
   */
  async versionFor(gameId: string, user: ActiveUser | null, onCanvas: boolean, travelTo: TravelTarget | null = null): Promise<PlayVersion> {
    const game = await this.assertGame(gameId);
    const editor = canEdit(game, user);
    const checkpointId = travelTo && 'checkpointId' in travelTo ? travelTo.checkpointId : null;
    const travel = checkpointId === null ? null : { checkpointId, found: editor && (await this.published.hasCheckpoint(gameId, checkpointId)) };
    const position = travelTo && 'position' in travelTo ? travelTo.position : null;
    const publishedCheckpoint = await this.published.checkpointOf(gameId);
    // Analysts play a moment only of a published game: playing shows its code and state (docs/personal-data.md).
    const traveller = position !== null && mayPlayMoment(game, user, publishedCheckpoint !== null);
    // The newest position is read only for those who may travel: anyone else learns nothing of the store.
    const moment = position === null ? null : { position, traveller, latest: traveller ? (await this.runner.store.lastCommittedPosition()).position : 0n };
    const version = playVersionFor({ editor, onCanvas, published: publishedCheckpoint, travel, moment });
    if (!version) throw gameNotFound(gameId);
    return version;
  }

  async assertGame(gameId: string): Promise<GameAccess> {
    const game = await readGameAccess(this.runner, gameId);
    if (!game.exists) throw gameNotFound(gameId);
    return game;
  }

  /** The game has this creator checkpoint (deleted ones too: a save made on it stays playable). */
  async hasCheckpoint(gameId: string, checkpointId: string): Promise<boolean> {
    return (await this.published.checkpoint(gameId, checkpointId)) !== null;
  }

  /** The published checkpoint now (null for a draft). */
  currentCheckpoint(gameId: string): Promise<string | null> {
    return this.published.checkpointOf(gameId);
  }

  async assets(gameId: string, version: PlayVersion, type: AssetType): Promise<PlayedAsset[]> {
    if (version.source === 'working') {
      return (await presentAssets((await this.reads.at(VERSIONING, 'committed')).db, gameId, [type])).map((a) => ({ id: a.id, name: a.name, data: a.data ?? {} }));
    }
    if (version.source === 'moment') {
      if (version.position === undefined) throw new Error(`A 'moment' play version of game ${gameId} without its position`);
      const { then } = await this.moments.at(gameId, { position: BigInt(version.position) }, { types: [type] });
      return then.filter((a) => a.exists).map((a) => ({ id: a.id, name: a.name, data: a.data ?? {} }));
    }
    const assets = await this.published.assetsAt(gameId, version.checkpointId ?? '', [type]);
    return assets.map((a) => ({ id: a.id, name: typeof a.data.name === 'string' ? a.data.name : '', data: a.data }));
  }

  /** entity id → its components' field values: the state a new session starts from. */
  async entityState(gameId: string, version: PlayVersion): Promise<Record<string, unknown>> {
    const entities = await this.assets(gameId, version, 'entity');
    return Object.fromEntries(entities.map((e) => [e.id, playableComponents(e.data.component_state)]));
  }

  /** The game's frontend project: the first one (with files in the version played, unless it is the working tree), or null. */
  async frontendId(gameId: string, version: PlayVersion): Promise<string | null> {
    const projects = await frontendProjectsOf((await this.reads.at(FRONTEND_READ_MODELS, 'committed')).db, gameId);
    if (version.source === 'working') return projects[0]?.id ?? null;
    const files = await this.assets(gameId, version, 'frontend_file');
    const withFiles = new Set(files.map((f) => f.data.frontend_id));
    return projects.find((p) => withFiles.has(p.id))?.id ?? null;
  }
}
