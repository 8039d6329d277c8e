import { Controller, Get, Param, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { gameIdParam, minPositionParam } from '../component-params.js';
import { GetComponentQuery, type ComponentResult } from './get-component.query.js';

@ApiTags('components')
@Controller('create/components')
export class GetComponentController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':identifier')
  @ApiQuery({ name: 'game_id', required: false, description: "A game's component wins over a global one of the same slug" })
  @ApiQuery({ name: 'minPosition', required: false, description: 'A position from a command response (waits up to 5 s)' })
  @ApiOkResponse({ description: '{ component, position, caughtUp }; identifier = id, slug or alias, any case' })
  @ApiNotFoundResponse({ description: 'No component has this id, slug or alias' })
  get(
    @Param('identifier') identifier: string,
    @QueryParam('game_id') gameId?: unknown,
    @QueryParam('minPosition') minPosition?: unknown,
  ): Promise<ComponentResult> {
    return this.queries.execute(new GetComponentQuery(identifier, gameIdParam(gameId), minPositionParam(minPosition)));
  }
}
