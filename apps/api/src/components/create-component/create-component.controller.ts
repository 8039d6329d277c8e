import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { ApiError } from '../../common/api-error.js';
import { ComponentMutationResult } from '../component-mutation.result.js';
import { eitherOf, gameIdParam } from '../component-params.js';
import { CreateComponentCommand } from './create-component.command.js';
import { CreateComponentDto } from './create-component.dto.js';

@ApiTags('components')
@Controller('create/components')
export class CreateComponentController {
  constructor(private readonly commands: CommandBus) {}

  /** A global component (staff only), or one of a game (its creator or staff). */
  @Post('create')
  @HttpCode(201)
  @UseGuards(AuthGuard)
  @ApiCreatedResponse({ type: ComponentMutationResult })
  @ApiForbiddenResponse({ description: 'Global components: staff only; a game’s components: its creator or staff' })
  @ApiConflictResponse({ description: 'The slug (or an alias) is taken in this scope' })
  async create(@Body() body: CreateComponentDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<ComponentMutationResult> {
    const fieldSchema = eitherOf<Record<string, unknown>>(body, 'fieldSchema', 'field_schema');
    if (fieldSchema === undefined) {
      throw new ApiError(400, 'request.invalid', 'fieldSchema is required', [{ field: 'fieldSchema', messages: ['fieldSchema is required'] }]);
    }
    const component = {
      gameId: gameIdParam(eitherOf(body, 'game_id', 'gameId')),
      slug: body.slug,
      name: body.name,
      aliases: body.aliases,
      category: body.category,
      fieldSchema,
    };
    const actor = { actorId: user.userId, isStaff: user.isStaff };
    return this.commands.execute(new CreateComponentCommand(randomUUID(), component, actor, commandContext(request)));
  }
}
