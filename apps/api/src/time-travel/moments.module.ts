import { Module } from '@nestjs/common';
import { MomentsController } from './moments.controller.js';
import { EventViews } from '../privacy/event-view.service.js';
import { Moments } from './moments.service.js';

/** Time travel for staff, analysts and creators (docs/api-replay.md). */
@Module({ controllers: [MomentsController], providers: [Moments, EventViews], exports: [Moments] })
export class MomentsModule {}
