import { Module } from '@nestjs/common';
import { ProfilesController } from './profiles.controller.js';

/** Public facts about a user: profile, generated avatar, the games they made. */
@Module({
  controllers: [ProfilesController],
})
export class ProfilesModule {}
