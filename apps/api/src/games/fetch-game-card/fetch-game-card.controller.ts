import { Controller, Get, Param, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { minPositionParam } from '../../common/read-position.js';
import { gameIdPipe } from '../rename-game/rename-game.controller.js';
import { FetchGameCardQuery, type GameCardDetails } from './fetch-game-card.query.js';

@ApiTags('games')
@Controller('create')
export class FetchGameCardController {
  constructor(private readonly queries: QueryBus) {}

  /** Anyone with the id may read a card (publishing, and who may see drafts, come with checkpoints). */
  @Get('fetch-game-card/:id')
  @ApiQuery({
    name: 'minPosition',
    required: false,
    description: 'A position from a command response: answer once the card includes that write (waits up to 5 s)',
  })
  @ApiOkResponse({
    description:
      '{ id, title, description, image, published, nsfw, category_tags, isCloneable, creator, game: { id, name, description, ' +
      'titleCard, published, isCloneable, nsfw, categoryTags, customDashboards, defaultDashboards, currentPlayState } } (docs/api-games.md)',
  })
  @ApiBadRequestResponse({ description: 'The id is not a UUID, or minPosition is not a position' })
  @ApiNotFoundResponse({ description: 'Game not found (unknown or deleted)' })
  fetch(@Param('id', gameIdPipe) id: string, @QueryParam('minPosition') minPosition?: unknown): Promise<GameCardDetails> {
    return this.queries.execute(new FetchGameCardQuery(id, minPositionParam(minPosition)));
  }
}
