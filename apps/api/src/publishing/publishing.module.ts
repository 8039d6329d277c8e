import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetPublishedStatusController } from './get-published-status/get-published-status.controller.js';
import { PublishGameController } from './publish-game/publish-game.controller.js';
import { ChangePublicationHandler } from './publish-game/publish-game.handler.js';
import { PublishedVersion } from '../checkpoints/published-version.js';

/** Publishing (docs/api-frontends.md, Publishing) and the published version players play. */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [PublishGameController, GetPublishedStatusController],
  providers: [ChangePublicationHandler, PublishedVersion],
  exports: [PublishedVersion],
})
export class PublishingModule {}
