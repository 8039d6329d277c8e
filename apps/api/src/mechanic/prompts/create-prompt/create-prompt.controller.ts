import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { PromptFieldsDto } from '../prompts.dto.js';
import { CreatePromptCommand } from './create-prompt.handler.js';

@ApiTags('prompts')
@Controller('create/mechanic')
export class CreatePromptController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create-prompt-library-object/:gameId')
  @HttpCode(201)
  @UseGuards(AuthGuard)
  @ApiCreatedResponse({ description: '{ data: Prompt, position }' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  create(@Param('gameId', gameIdPipe) gameId: string, @Body() body: PromptFieldsDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    return this.commands.execute(new CreatePromptCommand(gameId, body, user, commandContext(request)));
  }
}
