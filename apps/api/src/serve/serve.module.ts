import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PlayGameController } from '../publishing/play-game.controller.js';
import { MomentsModule } from '../time-travel/moments.module.js';
import { FrontendsModule } from '../frontends/frontends.module.js';
import { FrontendPages } from './frontend-pages.js';
import { GameOriginServer } from './game-origin.server.js';
import { ServeFrontendController } from './serve-frontend.controller.js';
import { Players } from '../play/player.js';

/**
 * Game frames (docs/api-frontends.md §3): the studio's redirect with a ticket, the game origin that serves
 * the built pages, and the player page's data.
 */
@Module({
  imports: [CqrsModule, FrontendsModule, MomentsModule],
  controllers: [ServeFrontendController, PlayGameController],
  providers: [FrontendPages, GameOriginServer, Players],
  exports: [GameOriginServer],
})
export class ServeModule {}
