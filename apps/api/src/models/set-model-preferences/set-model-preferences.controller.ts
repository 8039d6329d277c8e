import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ModelPreferencesAnswer } from '@tempest/contracts';
import type { Request } from 'express';
import { commandContext } from '../../common/actor.js';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { SetModelPreferencesCommand } from './set-model-preferences.command.js';

@ApiTags('models')
@Controller('api/user')
export class SetModelPreferencesController {
  constructor(private readonly commands: CommandBus) {}

  @Post('model-preferences')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiBody({
    description: 'Any of base_model, logic_model, assistant_model (chat models) and image_generation_model (an image model)',
    schema: { type: 'object', example: { base_model: 'tempest-offline', image_generation_model: 'tempest-offline-image' } },
  })
  @ApiOkResponse({ description: '{ modelPreferences }: all four slots after the change' })
  @ApiBadRequestResponse({ description: '{ error: "Failed to update model preferences", code, details: { field } }' })
  async update(
    @Body() body: Record<string, unknown>,
    @CurrentUser() user: ActiveUser,
    @Req() request: Request,
  ): Promise<ModelPreferencesAnswer> {
    const context = commandContext(request);
    const modelPreferences = await this.commands.execute(new SetModelPreferencesCommand(user.userId, body ?? {}, context));
    return { modelPreferences };
  }
}
