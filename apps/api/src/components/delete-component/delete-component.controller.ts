import { Controller, Delete, HttpCode, Param, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { ComponentMutationResult } from '../component-mutation.result.js';
import { gameIdParam } from '../component-params.js';
import { DeleteComponentCommand } from './delete-component.command.js';

@ApiTags('components')
@Controller('create/components')
export class DeleteComponentController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':identifier/delete')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiQuery({ name: 'game_id', required: false, description: "Look the identifier up in this game's components first" })
  @ApiOkResponse({ type: ComponentMutationResult, description: 'The component as it was, and the position of its deletion' })
  @ApiNotFoundResponse({ description: 'No component has this id, slug or alias' })
  @ApiForbiddenResponse({ description: 'Global components: staff only; a game’s components: its creator or staff' })
  async delete(
    @Param('identifier') identifier: string,
    @Query('game_id') gameIdQuery: unknown,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ): Promise<ComponentMutationResult> {
    const actor = { actorId: user.userId, isStaff: user.isStaff };
    return this.commands.execute(new DeleteComponentCommand(identifier, gameIdParam(gameIdQuery), actor, commandContext(request)));
  }
}
