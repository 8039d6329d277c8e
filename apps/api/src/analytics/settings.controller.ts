import { Body, Controller, Get, Put, Req, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AnalyticsSettings } from '@tempest/contracts';
import type { Request } from 'express';
import { AnalystGuard, StaffGuard } from '../accounts/security/current-user.js';
import { commandContext } from '../common/actor.js';
import { AnalyticsSettingsService } from './analytics-settings.service.js';
import { AnalyticsSettingsDto } from './analytics.dto.js';

/** The analytics settings (docs/api-analytics.md, Settings): staff and analysts read them, staff change them. */
@ApiTags('analytics')
@Controller('api/analytics/settings')
@UseGuards(AnalystGuard)
export class AnalyticsSettingsController {
  constructor(private readonly settings: AnalyticsSettingsService) {}

  @Get()
  @ApiOkResponse({ description: '{ exports_enabled }' })
  @ApiForbiddenResponse({ description: 'Neither staff nor an analyst' })
  read(): Promise<AnalyticsSettings> {
    return this.settings.read();
  }

  @Put()
  @UseGuards(StaffGuard)
  @ApiOkResponse({ description: '{ exports_enabled }: recorded as an event on the settings stream' })
  @ApiForbiddenResponse({ description: 'Not staff' })
  change(@Body() body: AnalyticsSettingsDto, @Req() request: Request): Promise<AnalyticsSettings> {
    return this.settings.change({ exports_enabled: body.exports_enabled }, commandContext(request).metadata);
  }
}
