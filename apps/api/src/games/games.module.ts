import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ComponentsModule } from '../components/components.module.js';
import { FrontendsModule } from '../frontends/frontends.module.js';
import { CloneGameController } from './clone-game/clone-game.controller.js';
import { CloneTasks } from './clone-game/clone-tasks.js';
import { GameCloner } from './clone-game/game-cloner.js';
import { CreateGameController } from './create-game/create-game.controller.js';
import { CreateGameHandler } from './create-game/create-game.handler.js';
import { CustomDashboardsController } from './custom-dashboards/custom-dashboards.controller.js';
import { ChangeDashboardsHandler } from './custom-dashboards/custom-dashboards.handler.js';
import { DeleteGameController } from './delete-game/delete-game.controller.js';
import { DeleteGameHandler } from './delete-game/delete-game.handler.js';
import { FetchGameCardController } from './fetch-game-card/fetch-game-card.controller.js';
import { FetchGameCardHandler } from './fetch-game-card/fetch-game-card.handler.js';
import { GetGamesController } from './get-games/get-games.controller.js';
import { GetGamesHandler } from './get-games/get-games.handler.js';
import { RenameGameController } from './rename-game/rename-game.controller.js';
import { RenameGameHandler } from './rename-game/rename-game.handler.js';
import { UpdateGameDetailsController } from './update-game-details/update-game-details.controller.js';
import { UpdateGameDetailsHandler } from './update-game-details/update-game-details.handler.js';

@Module({
  imports: [CqrsModule, FrontendsModule, ComponentsModule],
  controllers: [
    GetGamesController,
    CreateGameController,
    RenameGameController,
    DeleteGameController,
    UpdateGameDetailsController,
    FetchGameCardController,
    CloneGameController,
    CustomDashboardsController,
  ],
  providers: [GameCloner, CloneTasks, CreateGameHandler, RenameGameHandler, DeleteGameHandler, UpdateGameDetailsHandler, GetGamesHandler, FetchGameCardHandler, ChangeDashboardsHandler],
})
export class GamesModule {}
