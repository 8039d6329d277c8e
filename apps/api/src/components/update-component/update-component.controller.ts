import { Body, Controller, HttpCode, Param, Patch, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ComponentChanges } from '@tempest/domain';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { ComponentMutationResult } from '../component-mutation.result.js';
import { eitherOf, gameIdParam } from '../component-params.js';
import { UpdateComponentCommand } from './update-component.command.js';
import { UpdateComponentDto } from './update-component.dto.js';

/** The changes a body asks for: a key that is absent changes nothing. */
const changesOf = (body: UpdateComponentDto): ComponentChanges => {
  const gameId = eitherOf<string | null>(body, 'game_id', 'gameId');
  const fieldSchema = eitherOf<Record<string, unknown>>(body, 'fieldSchema', 'field_schema');
  const changes: ComponentChanges = {};
  if (body.slug !== undefined) changes.slug = body.slug;
  if (body.name !== undefined) changes.name = body.name;
  if (body.aliases !== undefined) changes.aliases = body.aliases;
  if (body.category !== undefined) changes.category = body.category;
  if (fieldSchema !== undefined) changes.fieldSchema = fieldSchema;
  if (gameId !== undefined) changes.gameId = gameIdParam(gameId);
  return changes;
};

@ApiTags('components')
@Controller('create/components')
export class UpdateComponentController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':identifier/update')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiQuery({ name: 'game_id', required: false, description: "Look the identifier up in this game's components first" })
  @ApiOkResponse({ type: ComponentMutationResult })
  @ApiNotFoundResponse({ description: 'No component has this id, slug or alias' })
  @ApiForbiddenResponse({ description: 'Global components: staff only; a game’s components: its creator or staff' })
  @ApiConflictResponse({ description: 'The new slug (or an alias) is taken in this scope' })
  async update(
    @Param('identifier') identifier: string,
    @Query('game_id') gameIdQuery: unknown,
    @Body() body: UpdateComponentDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ): Promise<ComponentMutationResult> {
    const changes = changesOf(body);
    const lookupGameId = gameIdParam(gameIdQuery) ?? changes.gameId ?? null;
    const actor = { actorId: user.userId, isStaff: user.isStaff };
    return this.commands.execute(new UpdateComponentCommand(identifier, lookupGameId, changes, actor, commandContext(request)));
  }
}
