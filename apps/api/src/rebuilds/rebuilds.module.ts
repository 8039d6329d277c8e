import { Module } from '@nestjs/common';
import { RebuildsController } from './rebuilds.controller.js';
import { Rebuilds } from './rebuilds.service.js';

/** Projection rebuilds from the studio (docs/api-replay.md). */
@Module({ controllers: [RebuildsController], providers: [Rebuilds], exports: [Rebuilds] })
export class RebuildsModule {}
