import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { formatPosition } from '@tempest/event-store';
import type { Request } from 'express';
import { commandContext } from '../../common/actor.js';
import { StaffGuard } from '../../accounts/security/current-user.js';
import { userIdPipe } from '../staff-user-id.pipe.js';
import { SetAnalystCommand } from './set-analyst.command.js';
import { SetAnalystDto } from './set-analyst.dto.js';

export type AnalystSet = { userId: string; is_analyst: boolean; position: string | null };

@ApiTags('staff')
@Controller('api/staff/users')
export class SetAnalystController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':userId/analyst')
  @HttpCode(200)
  @UseGuards(StaffGuard)
  @ApiOkResponse({ description: '{ userId, is_analyst, position } (position null when nothing changed)' })
  @ApiForbiddenResponse({ description: 'Not staff' })
  @ApiNotFoundResponse({ description: 'No such user' })
  async setAnalyst(
    @Param('userId', userIdPipe) userId: string,
    @Body() body: SetAnalystDto,
    @Req() request: Request,
  ): Promise<AnalystSet> {
    const context = commandContext(request);
    const result = await this.commands.execute(new SetAnalystCommand(userId, body.is_analyst, context));
    return { userId, is_analyst: body.is_analyst, position: result.position ? formatPosition(result.position) : null };
  }
}
