import { isDeepStrictEqual } from 'node:util';
import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AvailableModelsAnswer, ModelPreferencesAnswer } from '@tempest/contracts';
import { DomainError, userDecider, userStreamId, type ModelPreferences, type UserState } from '@tempest/domain';
import { DecisionRunner } from '@tempest/event-store';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { commandContext } from '../common/actor.js';
import type { AppConfig } from '../config.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';
import { availableModels, changePreferences, DEFAULT_MODEL_PREFERENCES, withTurnCost, type ModelEnv } from './model-catalogue.js';
import { MODEL_ENV } from './model-env.js';

/** The models a user may choose (those the environment has keys for) and the user's choice for each slot. */
@ApiTags('models')
@Controller('api/user')
export class ModelsController {
  constructor(
    @Inject(MODEL_ENV) private readonly env: ModelEnv,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'offlineAgentTokensPerTurn'>,
    private readonly runner: DecisionRunner,
  ) {}

  @Get('models/available')
  @ApiQuery({ name: 'type', required: false, enum: ['chat', 'image'], description: 'Defaults to chat' })
  @ApiOkResponse({ description: '{ models: ModelOption[] }: the built-in offline model, then configured providers; chat models say what a turn costs (tokensPerTurn)' })
  available(@Query('type') type: unknown = 'chat'): AvailableModelsAnswer {
    if (type !== 'chat' && type !== 'image') throw new DomainError('models.invalid_type');
    return { models: withTurnCost(availableModels(type, this.env), type, this.config.offlineAgentTokensPerTurn) };
  }

  /** The merge happens inside decide, on the state read for the append, so two concurrent changes both count. */
  @Post('model-preferences')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiBody({
    description: 'Any of base_model, logic_model, assistant_model (chat models) and image_generation_model (an image model)',
    schema: { type: 'object', example: { base_model: 'tempest-offline', image_generation_model: 'tempest-offline-image' } },
  })
  @ApiOkResponse({ description: '{ modelPreferences }: all four slots after the change' })
  @ApiBadRequestResponse({ description: '{ error: "Failed to update model preferences", code, details: { field } }' })
  async update(@Body() body: Record<string, unknown>, @CurrentUser() user: ActiveUser, @Req() request: Request): Promise<ModelPreferencesAnswer> {
    const context = commandContext(request);
    // The slots to change, as sent (validated in decide).
    const changes = body ?? {};
    let merged: ModelPreferences = DEFAULT_MODEL_PREFERENCES;
    const decide = (_: Record<string, unknown>, state: UserState) => {
      if (state.status !== 'active') throw new DomainError('user.not_found');
      const change = changePreferences(state.preferences, changes, this.env);
      if ('error' in change) throw new DomainError(change.error, { field: change.field });
      merged = change.preferences;
      if (isDeepStrictEqual(merged, state.preferences ?? DEFAULT_MODEL_PREFERENCES)) return [];
      return userDecider.decide({ type: 'SetModelPreferences', data: { preferences: merged, now: context.now } }, state);
    };
    await this.runner.run({ decider: { ...userDecider, decide }, streamId: userStreamId(user.userId), command: changes }, { metadata: context.metadata });
    return { modelPreferences: merged };
  }
}
