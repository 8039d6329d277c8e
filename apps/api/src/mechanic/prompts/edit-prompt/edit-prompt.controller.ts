import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { EditPromptDto } from '../prompts.dto.js';
import { EditPromptCommand } from './edit-prompt.handler.js';

@ApiTags('prompts')
@Controller('create/mechanic')
export class EditPromptController {
  constructor(private readonly commands: CommandBus) {}

  @Post('edit-prompt-library-object/:gameId')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ data: Prompt, position }' })
  @ApiNotFoundResponse({ description: 'No such game, or no such prompt in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  edit(@Param('gameId', gameIdPipe) gameId: string, @Body() body: EditPromptDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    return this.commands.execute(new EditPromptCommand(gameId, body, user, commandContext(request)));
  }
}
