import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ComponentsModule } from '../components/components.module.js';
import { FrontendsModule } from '../frontends/frontends.module.js';
import { CloneGameController } from './clone-game/clone-game.controller.js';
import { CloneTasks } from './clone-game/clone-tasks.js';
import { GameCloner } from './clone-game/game-cloner.js';
import { CustomDashboardsController } from './dashboards.controller.js';
import { CreateGameHandler, RenameGameHandler, UpdateGameDetailsHandler } from './game-commands.js';
import { GamesController } from './games.controller.js';

@Module({
  imports: [CqrsModule, FrontendsModule, ComponentsModule],
  // In this order, as the routes were registered before (the clone routes between the games' and the dashboards').
  controllers: [GamesController, CloneGameController, CustomDashboardsController],
  providers: [GameCloner, CloneTasks, CreateGameHandler, RenameGameHandler, UpdateGameDetailsHandler],
})
export class GamesModule {}
