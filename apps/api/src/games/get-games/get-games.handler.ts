import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { GAME_LIST, toGameListItem, type ProjectionEngine } from '@tempest/projections';
import type { Repository } from 'typeorm';
import { PROJECTION_ENGINE } from '../../infrastructure/tokens.js';
import { GameListEntity } from './game-list.entity.js';
import { READ_YOUR_WRITE_TIMEOUT_MS } from '../../common/read-position.js';
import { GetGamesQuery, type GameListResult } from './get-games.query.js';

@QueryHandler(GetGamesQuery)
export class GetGamesHandler implements IQueryHandler<GetGamesQuery> {
  constructor(
    @InjectRepository(GameListEntity) private readonly games: Repository<GameListEntity>,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
  ) {}

  async execute({ minPosition }: GetGamesQuery): Promise<GameListResult> {
    const caughtUp = minPosition ? await this.engine.waitFor(GAME_LIST, minPosition, READ_YOUR_WRITE_TIMEOUT_MS) : true;
    const position = await this.engine.checkpointOf(GAME_LIST);
    const rows = await this.games.find({ order: { updatedAt: 'DESC', id: 'ASC' } });
    return {
      games: rows.map((g) =>
        toGameListItem({
          id: g.id,
          name: g.name,
          description: g.description,
          revision: g.revision,
          created_at: g.createdAt.toISOString(),
          updated_at: g.updatedAt.toISOString(),
          creator_id: g.creatorId,
          creator_name: g.creatorName,
        }),
      ),
      position,
      caughtUp,
    };
  }
}
