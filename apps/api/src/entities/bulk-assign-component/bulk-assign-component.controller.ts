import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { BulkAssignComponentCommand } from './bulk-assign-component.command.js';
import { BulkAssignComponentDto } from './bulk-assign-component.dto.js';

@ApiTags('entities')
@Controller('create/entities')
export class BulkAssignComponentController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':gameId/component/bulk-assign')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ entities, position }' })
  @ApiNotFoundResponse({ description: 'No such game, an id that is not an entity of it, an unknown component or script (nothing is written)' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  assign(@Param('gameId', gameIdPipe) gameId: string, @Body() body: BulkAssignComponentDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    const assignment = {
      componentName: body.component_name,
      scriptId: body.script_id?.toLowerCase() ?? null,
      componentData: body.component_data ?? {},
    };
    return this.commands.execute(new BulkAssignComponentCommand(gameId, body.entity_ids, assignment, user, commandContext(request)));
  }
}
