import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { formatPosition } from '@tempest/event-store';
import type { Request } from 'express';
import { commandContext } from '../../common/actor.js';
import { StaffGuard } from '../../accounts/security/current-user.js';
import { userIdPipe } from '../staff-user-id.pipe.js';
import { RecordPurchaseCommand } from './record-purchase.command.js';
import { RecordPurchaseDto } from './record-purchase.dto.js';

export type PurchaseRecorded = { userId: string; tokens: number; position: string };

@ApiTags('staff')
@Controller('api/staff/users')
export class RecordPurchaseController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':userId/tokens')
  @HttpCode(200)
  @UseGuards(StaffGuard)
  @ApiOkResponse({ description: '{ userId, tokens (the new balance), position }' })
  @ApiForbiddenResponse({ description: 'Not staff' })
  @ApiNotFoundResponse({ description: 'No such user' })
  async record(
    @Param('userId', userIdPipe) userId: string,
    @Body() body: RecordPurchaseDto,
    @Req() request: Request,
  ): Promise<PurchaseRecorded> {
    const context = commandContext(request);
    const result = await this.commands.execute(new RecordPurchaseCommand(userId, body.amount, body.note ?? '', context));
    return { userId, tokens: result.balance, position: formatPosition(result.position) };
  }
}
