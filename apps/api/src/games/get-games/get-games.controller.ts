import { Controller, Get, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { minPositionParam } from '../../common/read-position.js';
import type { GamesListAnswer } from '@tempest/contracts';
import { GetGamesQuery } from './get-games.query.js';

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
  @ApiOkResponse({ description: '{ games: GameListItem[], position, caughtUp }, newest change first; drafts only to their creator and staff' })
  list(@CurrentUser() user: ActiveUser | null, @QueryParam('minPosition') minPosition?: unknown): Promise<GamesListAnswer> {
    const viewer = { userId: user?.userId ?? null, isStaff: user?.isStaff ?? false };
    return this.queries.execute(new GetGamesQuery(minPositionParam(minPosition), viewer));
  }
}
