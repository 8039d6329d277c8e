import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PythonModule } from '../python/python.module.js';
import { FrontendsModule } from '../frontends/frontends.module.js';
import { GameActionController } from './game-action/game-action.controller.js';
import { GameActionHandler } from './game-action/game-action.handler.js';
import { PlaySessions } from './play-sessions.js';
import { PlaySources } from './play-sources.js';
import { StartGameController } from './start-game/start-game.controller.js';
import { StartGameHandler } from './start-game/start-game.handler.js';

/** Play sessions (docs/api-frontends.md §5): start or resume a game, run its Python actions. */
@Module({
  imports: [CqrsModule, PythonModule, FrontendsModule],
  controllers: [StartGameController, GameActionController],
  providers: [PlaySources, PlaySessions, StartGameHandler, GameActionHandler],
})
export class PlayModule {}
