import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SubscriptionStatus } from '@tempest/contracts';
import { CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';

/** The pricing page is the subscription page while a user has no subscription link of their own (docs/api-accounts.md, Subscription and models). */
export const DEFAULT_SUBSCRIPTION_URL = '/pricing/';

@ApiTags('subscription')
@Controller('api/subscription')
export class GetSubscriptionStatusController {
  @Get('status')
  @ApiOkResponse({ description: '{ is_premium, subscription_url }; signed out: is_premium false' })
  status(@CurrentUser() user: ActiveUser | null): SubscriptionStatus {
    return { is_premium: user?.isPremium ?? false, subscription_url: DEFAULT_SUBSCRIPTION_URL };
  }
}
