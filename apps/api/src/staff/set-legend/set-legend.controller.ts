import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { formatPosition } from '@tempest/event-store';
import type { Request } from 'express';
import { commandContext } from '../../common/actor.js';
import { StaffGuard } from '../../accounts/security/current-user.js';
import { userIdPipe } from '../staff-user-id.pipe.js';
import { SetLegendCommand } from './set-legend.command.js';
import { SetLegendDto } from './set-legend.dto.js';

export type LegendSet = { userId: string; is_premium: boolean; position: string | null };

@ApiTags('staff')
@Controller('api/staff/users')
export class SetLegendController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':userId/legend')
  @HttpCode(200)
  @UseGuards(StaffGuard)
  @ApiOkResponse({ description: '{ userId, is_premium, position } (position null when nothing changed)' })
  @ApiForbiddenResponse({ description: 'Not staff' })
  @ApiNotFoundResponse({ description: 'No such user' })
  async setLegend(
    @Param('userId', userIdPipe) userId: string,
    @Body() body: SetLegendDto,
    @Req() request: Request,
  ): Promise<LegendSet> {
    const context = commandContext(request);
    const result = await this.commands.execute(new SetLegendCommand(userId, body.is_premium, context));
    return { userId, is_premium: body.is_premium, position: result.position ? formatPosition(result.position) : null };
  }
}
