import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { SaveFrontendDto } from '../frontends.dto.js';
import { SaveFrontendCommand } from './save-frontend.handler.js';

@ApiTags('vibecode')
@Controller('create/vibecode/api')
export class SaveFrontendController {
  constructor(private readonly commands: CommandBus) {}

  @Post('games/:gameId/frontends/save')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ success, frontendId, id, message, lintIssues, lintSummary, lintErrors, formatWarnings, formattedFiles, files, updatedAt }' })
  @ApiBadRequestResponse({ description: 'A bad file, name, setting or entry point: nothing is saved' })
  @ApiNotFoundResponse({ description: 'No such game, or `id` is not a frontend of it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  save(@Param('gameId', gameIdPipe) gameId: string, @Body() body: SaveFrontendDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    return this.commands.execute(new SaveFrontendCommand(gameId, body, user, commandContext(request)));
  }
}
