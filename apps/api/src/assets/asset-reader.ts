import { Injectable } from '@nestjs/common';
import { DomainError, type GameAccess } from '@tempest/domain';
import { DecisionRunner } from '@tempest/event-store';
import type { ActiveUser } from '../accounts/user-directory.js';
import { readGameAccess } from './game-access.js';

/**
 * Who may read a game's assets in the studio, from the game's own stream (never stale). The working tree
 * itself is read on `ReadModels.at(VERSIONING, …)` with the versioning queries.
 */
@Injectable()
export class AssetReader {
  constructor(private readonly runner: DecisionRunner) {}

  /** A game's assets are read in the studio by its creator or staff only (play reads through play). */
  async assertCanRead(gameId: string, user: ActiveUser | null): Promise<GameAccess> {
    if (!user) throw new DomainError('auth.required');
    const game = await readGameAccess(this.runner, gameId);
    if (!game.exists) throw new DomainError('game.not_found', { gameId });
    if (!user.isStaff && game.creatorId !== user.userId) throw new DomainError('game.forbidden', { gameId });
    return game;
  }
}
