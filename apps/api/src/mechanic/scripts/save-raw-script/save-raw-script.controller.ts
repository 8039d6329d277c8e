import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { scriptIdPipe } from '../../mechanic-params.js';
import { SaveRawScriptDto } from '../scripts.dto.js';
import { SaveRawScriptCommand } from './save-raw-script.handler.js';

@ApiTags('scripts')
@Controller('create/mechanic')
export class SaveRawScriptController {
  constructor(private readonly commands: CommandBus) {}

  @Post('scripts/:scriptId/save_raw')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ script, position }' })
  @ApiNotFoundResponse({ description: 'No such script' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  save(@Param('scriptId', scriptIdPipe) scriptId: string, @Body() body: SaveRawScriptDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    return this.commands.execute(new SaveRawScriptCommand(scriptId, body.raw_code, user, commandContext(request)));
  }
}
