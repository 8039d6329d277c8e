import { Controller, Get, Query, Req, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ExplorerPickerAnswer } from '@tempest/contracts';
import type { Request } from 'express';
import { AnalystGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { textParam } from '../common/query-params.js';
import { viewerOf } from '../privacy/event-view.service.js';
import { EventExplorer } from './explorer.service.js';

const SEARCH = { name: 'q', required: false, description: 'text to narrow the options (at most 200 characters)' } as const;

/** What the explorer's pickers offer, fed by the server (docs/api-analytics.md, Pickers): staff and analysts. */
@ApiTags('analytics')
@Controller('api/analytics/pickers')
@UseGuards(AnalystGuard)
export class PickersController {
  constructor(private readonly explorer: EventExplorer) {}

  @Get('actors')
  @ApiQuery(SEARCH)
  @ApiOkResponse({ description: '{ options: [{ value: user id, label: username (staff) or its pseudonym (analysts) }] }: staff search usernames, analysts the start of an id' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  actors(@Query('q') q: unknown, @CurrentUser() user: ActiveUser, @Req() request: Request): Promise<ExplorerPickerAnswer> {
    return this.explorer.actors(textParam(q, 'q') ?? '', viewerOf(user, request));
  }

  @Get('categories')
  @ApiQuery(SEARCH)
  @ApiOkResponse({ description: '{ options: [{ value: category, label: category }] }: the stream categories the log holds' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  categories(@Query('q') q: unknown): Promise<ExplorerPickerAnswer> {
    return this.explorer.categories(textParam(q, 'q') ?? '');
  }
}
