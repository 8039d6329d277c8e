import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { scriptIdPipe } from '../../mechanic-params.js';
import { GetScriptContentQuery } from './get-script-content.handler.js';

@ApiTags('scripts')
@Controller('create/mechanic')
export class GetScriptContentController {
  constructor(private readonly queries: QueryBus) {}

  @Get('get-script-content/:scriptId')
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ script }' })
  @ApiNotFoundResponse({ description: 'No such script (or it was deleted)' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  get(@Param('scriptId', scriptIdPipe) scriptId: string, @CurrentUser() user: ActiveUser) {
    return this.queries.execute(new GetScriptContentQuery(scriptId, user));
  }
}
