import { Controller, Get, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { parsePosition } from '@tempest/event-store';
import { ApiError } from '../../common/api-error.js';
import { GetGamesQuery, type GameListResult } from './get-games.query.js';

@ApiTags('games')
@Controller('api/games')
export class GetGamesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiQuery({
    name: 'minPosition',
    required: false,
    description: 'A position from a command response: answer once the list includes that write (waits up to 5 s)',
  })
  @ApiOkResponse({ description: '{ games: GameListItem[], position, caughtUp }, newest change first' })
  list(@QueryParam('minPosition') minPosition?: unknown): Promise<GameListResult> {
    if (minPosition !== undefined && typeof minPosition !== 'string') {
      throw new ApiError(400, 'query.invalid_position', 'minPosition must be a position like "812.5043"');
    }
    const position = minPosition ? parsePosition(minPosition) : null;
    if (minPosition && !position) {
      throw new ApiError(400, 'query.invalid_position', 'minPosition must be a position like "812.5043"');
    }
    return this.queries.execute(new GetGamesQuery(position));
  }
}
