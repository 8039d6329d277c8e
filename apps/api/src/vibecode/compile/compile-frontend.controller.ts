import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { CompileFrontendDto } from './compile-frontend.dto.js';
import { CompileFrontendQuery } from './compile-frontend.handler.js';

@ApiTags('vibecode')
@Controller('create/vibecode/api')
export class CompileFrontendController {
  constructor(private readonly queries: QueryBus) {}

  /** 200 with the compile result, also when the build fails (`success: false`). Writes nothing. */
  @Post('compile')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ success, compiledCode, error, errorDetail, lintIssues, lintSummary, lintErrors, formattedFiles, formatWarnings, buildId, cached, durationMs }' })
  @ApiBadRequestResponse({ description: "'No game ID provided', 'No files to compile', a bad file, setting or entry point" })
  @ApiNotFoundResponse({ description: 'No such game, or frontendId is not a frontend of it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  compile(@Body() body: CompileFrontendDto, @CurrentUser() user: ActiveUser) {
    return this.queries.execute(new CompileFrontendQuery(body, user));
  }
}
