import { Global, Module } from '@nestjs/common';
import { PublishedVersion } from '../checkpoints/published-version.js';
import { PublishingController } from './publishing.controller.js';

/** Publishing (docs/api-frontends.md, Publishing) and the published version players play. */
@Global()
@Module({
  controllers: [PublishingController],
  providers: [PublishedVersion],
  exports: [PublishedVersion],
})
export class PublishingModule {}
