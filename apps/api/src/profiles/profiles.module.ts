import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetAvatarController } from './get-avatar/get-avatar.controller.js';
import { GetProfileController } from './get-profile/get-profile.controller.js';
import { GetProfileHandler } from './get-profile/get-profile.handler.js';
import { GetUserGamesController } from './get-user-games/get-user-games.controller.js';
import { GetUserGamesHandler } from './get-user-games/get-user-games.handler.js';

/** Public facts about a user: profile, generated avatar, the games they made. */
@Module({
  imports: [CqrsModule],
  controllers: [GetProfileController, GetAvatarController, GetUserGamesController],
  providers: [GetProfileHandler, GetUserGamesHandler],
})
export class ProfilesModule {}
