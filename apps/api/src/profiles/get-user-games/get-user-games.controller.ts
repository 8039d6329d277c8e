import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { profileUserIdPipe } from '../user-id.pipe.js';
import { GetUserGamesQuery, type UserGames } from './get-user-games.query.js';

@ApiTags('profiles')
@Controller('get-user-games')
export class GetUserGamesController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':userId')
  @ApiOkResponse({ description: '{ games: GameCard[] }: the games this user created' })
  @ApiNotFoundResponse({ description: 'No such user' })
  list(@Param('userId', profileUserIdPipe) userId: string): Promise<UserGames> {
    return this.queries.execute(new GetUserGamesQuery(userId));
  }
}
