import { Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { GameMutationResult } from '../game-mutation.result.js';
import { gameIdPipe } from '../rename-game/rename-game.controller.js';
import { DeleteGameCommand } from './delete-game.command.js';

@ApiTags('games')
@Controller('create')
export class DeleteGameController {
  constructor(private readonly commands: CommandBus) {}

  /** Deletes a game for its creator (or staff): a GameDeleted event; its history stays. */
  @Post('delete-game/:id')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ type: GameMutationResult })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async delete(@Param('id', gameIdPipe) id: string, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    const actor = { actorId: user.userId, isStaff: user.isStaff };
    return GameMutationResult.of(id, await this.commands.execute(new DeleteGameCommand(id, actor, commandContext(request))));
  }
}
