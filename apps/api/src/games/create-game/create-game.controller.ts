import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { GameMutationResult } from '../game-mutation.result.js';
import { CreateGameCommand } from './create-game.command.js';
import { CreateGameDto } from './create-game.dto.js';

@ApiTags('games')
@Controller('api/games')
export class CreateGameController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @UseGuards(AuthGuard)
  @ApiCreatedResponse({ type: GameMutationResult, description: 'The game was created' })
  async create(
    @Body() body: CreateGameDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ): Promise<GameMutationResult> {
    const gameId = randomUUID();
    const creator = { id: user.userId, name: user.username };
    const command = new CreateGameCommand(gameId, body.name, body.description ?? '', creator, commandContext(request));
    return GameMutationResult.of(gameId, await this.commands.execute(command));
  }
}
