import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { profileUserIdPipe } from '../user-id.pipe.js';
import { GetUserGamesQuery, type UserGames } from './get-user-games.query.js';

@ApiTags('profiles')
@Controller('get-user-games')
export class GetUserGamesController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':userId')
  @ApiOkResponse({ description: '{ games: GameCard[] }: the games this user created; drafts only to the user and staff' })
  @ApiNotFoundResponse({ description: 'No such user' })
  list(@Param('userId', profileUserIdPipe) userId: string, @CurrentUser() user: ActiveUser | null): Promise<UserGames> {
    const viewer = { userId: user?.userId ?? null, isStaff: user?.isStaff ?? false };
    return this.queries.execute(new GetUserGamesQuery(userId, viewer));
  }
}
