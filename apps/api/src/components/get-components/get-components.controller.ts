import { Controller, Get, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { gameIdParam, minPositionParam } from '../component-params.js';
import { GetComponentsQuery, type ComponentListResult } from './get-components.query.js';

@ApiTags('components')
@Controller('create/components')
export class GetComponentsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiQuery({ name: 'game_id', required: false, description: "Also this game's components" })
  @ApiQuery({ name: 'minPosition', required: false, description: 'A position from a command response: answer once the registry includes that write (waits up to 5 s)' })
  @ApiOkResponse({ description: '{ components: Component[], position, caughtUp }' })
  list(@QueryParam('game_id') gameId?: unknown, @QueryParam('minPosition') minPosition?: unknown): Promise<ComponentListResult> {
    return this.queries.execute(new GetComponentsQuery(gameIdParam(gameId), minPositionParam(minPosition)));
  }
}
