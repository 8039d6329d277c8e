import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreateGameController } from './create-game/create-game.controller.js';
import { CreateGameHandler } from './create-game/create-game.handler.js';
import { DeleteGameController } from './delete-game/delete-game.controller.js';
import { DeleteGameHandler } from './delete-game/delete-game.handler.js';
import { GameListEntity } from './get-games/game-list.entity.js';
import { GetGamesController } from './get-games/get-games.controller.js';
import { GetGamesHandler } from './get-games/get-games.handler.js';
import { RenameGameController } from './rename-game/rename-game.controller.js';
import { RenameGameHandler } from './rename-game/rename-game.handler.js';

@Module({
  imports: [CqrsModule, TypeOrmModule.forFeature([GameListEntity])],
  controllers: [GetGamesController, CreateGameController, RenameGameController, DeleteGameController],
  providers: [CreateGameHandler, RenameGameHandler, DeleteGameHandler, GetGamesHandler],
})
export class GamesModule {}
