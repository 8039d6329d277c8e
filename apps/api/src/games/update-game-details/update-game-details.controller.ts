import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { GameMutationResult } from '../game-mutation.result.js';
import { gameIdPipe } from '../rename-game/rename-game.controller.js';
import { UpdateGameDetailsCommand, type GameDetailsInput } from './update-game-details.command.js';
import { UpdateGameDetailsDto } from './update-game-details.dto.js';

/** null and absent mean the same: leave the field as it is. */
const detailsOf = (body: UpdateGameDetailsDto): GameDetailsInput => ({
  name: body.name ?? undefined,
  description: body.description ?? undefined,
  titleCard: body.titleCard ?? undefined,
  nsfw: body.nsfw ?? undefined,
  isCloneable: body.isCloneable ?? undefined,
  categoryTags: body.categoryTags ?? undefined,
});

@ApiTags('games')
@Controller('create')
export class UpdateGameDetailsController {
  constructor(private readonly commands: CommandBus) {}

  /** Name, description and titleCard apply only when non-empty, flags only when given (docs/api-games.md). */
  @Post('update-game-details/:id')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ type: GameMutationResult, description: 'position is null when nothing changed (no event written)' })
  @ApiBadRequestResponse({ description: 'Wrong types, unknown fields, an invalid titleCard, name or tags' })
  @ApiUnauthorizedResponse({ description: 'Authentication required' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  @ApiNotFoundResponse({ description: 'Game not found' })
  async update(
    @Param('id', gameIdPipe) id: string,
    @Body() body: UpdateGameDetailsDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ): Promise<GameMutationResult> {
    const actor = { actorId: user.userId, isStaff: user.isStaff };
    const command = new UpdateGameDetailsCommand(id, detailsOf(body), actor, commandContext(request));
    return GameMutationResult.of(id, await this.commands.execute(command));
  }
}
