import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { DeletePromptDto } from '../prompts.dto.js';
import { DeletePromptCommand } from './delete-prompt.handler.js';

@ApiTags('prompts')
@Controller('create/mechanic')
export class DeletePromptController {
  constructor(private readonly commands: CommandBus) {}

  @Post('delete-prompt-library-object/:gameId')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: "{ status: 'success', position }" })
  @ApiNotFoundResponse({ description: 'No such game, or no such prompt in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  delete(@Param('gameId', gameIdPipe) gameId: string, @Body() body: DeletePromptDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    return this.commands.execute(new DeletePromptCommand(gameId, body.object_id, user, commandContext(request)));
  }
}
