import { Module } from '@nestjs/common';
import { GetSubscriptionStatusController } from './get-subscription-status/get-subscription-status.controller.js';

@Module({ controllers: [GetSubscriptionStatusController] })
export class SubscriptionModule {}
