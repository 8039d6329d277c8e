import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DomainError, userDecider, userStreamId, type UserCommand } from '@tempest/domain';
import { DecisionRunner, formatPosition } from '@tempest/event-store';
import type { Request } from 'express';
import { StaffGuard } from '../accounts/security/current-user.js';
import { UserDirectory } from '../accounts/user-directory.js';
import { commandContext, type CommandContext } from '../common/actor.js';
import { TokenLedger } from '../tokens/token-ledger.service.js';
import { userIdPipe } from './staff-user-id.pipe.js';
import { RecordPurchaseDto, SetAnalystDto, SetLegendDto } from './staff.dto.js';

export type PurchaseRecorded = { userId: string; tokens: number; position: string };
export type LegendSet = { userId: string; is_premium: boolean; position: string | null };
export type AnalystSet = { userId: string; is_analyst: boolean; position: string | null };

/** What staff can do to a user's account: record a token purchase, grant or end Legend, make them an analyst or not. */
@ApiTags('staff')
@Controller('api/staff/users')
export class StaffController {
  constructor(
    private readonly runner: DecisionRunner,
    private readonly ledger: TokenLedger,
    private readonly users: UserDirectory,
  ) {}

  /** A change of the user's own stream; its position, or null when nothing changed. */
  private async change(userId: string, command: UserCommand, context: CommandContext): Promise<string | null> {
    const result = await this.runner.run({ decider: userDecider, streamId: userStreamId(userId), command }, { metadata: context.metadata });
    return result.position ? formatPosition(result.position) : null;
  }

  @Post(':userId/tokens')
  @HttpCode(200)
  @UseGuards(StaffGuard)
  @ApiOkResponse({ description: '{ userId, tokens (the new balance), position }' })
  @ApiForbiddenResponse({ description: 'Not staff' })
  @ApiNotFoundResponse({ description: 'No such user' })
  async record(@Param('userId', userIdPipe) userId: string, @Body() body: RecordPurchaseDto, @Req() request: Request): Promise<PurchaseRecorded> {
    const context = commandContext(request);
    if (!(await this.users.load(userId))) throw new DomainError('user.not_found');
    const result = await this.ledger.purchase(userId, { amount: body.amount, note: body.note ?? '', by: context.metadata.actorId }, context.metadata);
    return { userId, tokens: result.balance, position: formatPosition(result.position) };
  }

  @Post(':userId/legend')
  @HttpCode(200)
  @UseGuards(StaffGuard)
  @ApiOkResponse({ description: '{ userId, is_premium, position } (position null when nothing changed)' })
  @ApiForbiddenResponse({ description: 'Not staff' })
  @ApiNotFoundResponse({ description: 'No such user' })
  async setLegend(@Param('userId', userIdPipe) userId: string, @Body() body: SetLegendDto, @Req() request: Request): Promise<LegendSet> {
    const context = commandContext(request);
    const command: UserCommand = { type: 'SetLegend', data: { isPremium: body.is_premium, by: context.metadata.actorId, now: context.now } };
    return { userId, is_premium: body.is_premium, position: await this.change(userId, command, context) };
  }

  @Post(':userId/analyst')
  @HttpCode(200)
  @UseGuards(StaffGuard)
  @ApiOkResponse({ description: '{ userId, is_analyst, position } (position null when nothing changed)' })
  @ApiForbiddenResponse({ description: 'Not staff' })
  @ApiNotFoundResponse({ description: 'No such user' })
  async setAnalyst(@Param('userId', userIdPipe) userId: string, @Body() body: SetAnalystDto, @Req() request: Request): Promise<AnalystSet> {
    const context = commandContext(request);
    const command: UserCommand = { type: 'SetAnalyst', data: { isAnalyst: body.is_analyst, by: context.metadata.actorId, now: context.now } };
    return { userId, is_analyst: body.is_analyst, position: await this.change(userId, command, context) };
  }
}
