import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { scriptIdPipe } from '../../mechanic-params.js';
import { UpdateParsedScriptDto } from '../scripts.dto.js';
import { UpdateParsedScriptCommand } from './update-parsed-script.handler.js';

@ApiTags('scripts')
@Controller('create/mechanic')
export class UpdateParsedScriptController {
  constructor(private readonly commands: CommandBus) {}

  @Post('update-parsed-script/:scriptId')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ script, position }' })
  @ApiNotFoundResponse({ description: 'No such script' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  update(
    @Param('scriptId', scriptIdPipe) scriptId: string,
    @Body() body: UpdateParsedScriptDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ) {
    return this.commands.execute(new UpdateParsedScriptCommand(scriptId, body.parsed_content, user, commandContext(request)));
  }
}
