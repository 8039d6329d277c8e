import { Body, Controller, HttpCode, Put, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { OnboardingAnswer } from '@tempest/contracts';
import { DomainError, parseOnboardingAnswers } from '@tempest/domain';
import type { Request } from 'express';
import { commandContext } from '../../common/actor.js';
import { AccountService } from '../account.service.js';
import { AuthGuard, CurrentUser } from '../security/current-user.js';
import type { ActiveUser } from '../user-directory.js';

@ApiTags('accounts')
@Controller('api/user')
export class OnboardingController {
  constructor(private readonly accounts: AccountService) {}

  /** The signed-in user's own onboarding answers (docs/api-accounts.md, Onboarding): an event on their stream. */
  @Put('onboarding')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiBody({
    description: 'purposes, experienceLevel, gameTypeInterests (choices of libs/contracts onboarding.ts) and outcome: answered | completed | skipped',
    schema: { type: 'object', example: { purposes: ['learn'], experienceLevel: 'beginner', gameTypeInterests: ['quiz'], outcome: 'answered' } },
  })
  @ApiOkResponse({ description: '{ onboarding }: the answers as recorded, with `at`' })
  @ApiBadRequestResponse({ description: '{ error: "Failed to save onboarding answers", code: "onboarding.invalid", details: { field } }' })
  async record(@Body() body: unknown, @CurrentUser() user: ActiveUser, @Req() request: Request): Promise<OnboardingAnswer> {
    const answers = parseOnboardingAnswers(body);
    if ('field' in answers) throw new DomainError('onboarding.invalid', { field: answers.field });
    const context = commandContext(request);
    const { state } = await this.accounts.execute(user.userId, { type: 'RecordOnboarding', data: { answers, now: context.now } }, context);
    if (state.status !== 'active' || state.onboarding === null) throw new DomainError('user.not_found');
    return { onboarding: state.onboarding };
  }
}
