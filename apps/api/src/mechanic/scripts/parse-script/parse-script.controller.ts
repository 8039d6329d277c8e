import { Body, Controller, HttpCode, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SCRIPT_CONTENT_MAX } from '@tempest/domain';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { ParseScriptDto } from '../scripts.dto.js';
import { ParseScriptCommand } from './parse-script.handler.js';

@ApiTags('scripts')
@Controller('create/mechanic')
export class ParseScriptController {
  constructor(private readonly commands: CommandBus) {}

  // The web app posts a form; urlencoded and JSON bodies are read by the app-wide body parsers,
  // multipart/form-data (fields only, no files) here. Four bytes per character bound the UTF-8 size.
  @Post('parse-script')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @UseInterceptors(NoFilesInterceptor({ limits: { fields: 10, fieldSize: SCRIPT_CONTENT_MAX * 4, parts: 10 } }))
  @ApiConsumes('multipart/form-data', 'application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ description: "{ status: 'success' | 'error', script, module_blocks, script_components, validation_errors, position }" })
  @ApiNotFoundResponse({ description: 'No such script (or game_key names another game)' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  parse(@Body() body: ParseScriptDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    return this.commands.execute(new ParseScriptCommand(body.script_id.toLowerCase(), body.game_key ?? null, body.script_content, user, commandContext(request)));
  }
}
