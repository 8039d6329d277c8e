import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { ApiError } from '../../common/api-error.js';
import { GameMutationResult } from '../game-mutation.result.js';
import { RenameGameCommand } from './rename-game.command.js';
import { RenameGameDto } from './rename-game.dto.js';

export const gameIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new ApiError(400, 'game.invalid_id', 'Game id must be a UUID'),
});

@ApiTags('games')
@Controller('api/games')
export class RenameGameController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/rename')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ type: GameMutationResult })
  @ApiNotFoundResponse({ description: 'No such game' })
  @ApiConflictResponse({ description: 'expectedRevision is stale; details.currentRevision tells the current one' })
  async rename(
    @Param('id', gameIdPipe) id: string,
    @Body() body: RenameGameDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ): Promise<GameMutationResult> {
    const actor = { actorId: user.userId, isStaff: user.isStaff };
    const command = new RenameGameCommand(id, body.name, body.expectedRevision, actor, commandContext(request));
    return GameMutationResult.of(id, await this.commands.execute(command));
  }
}
