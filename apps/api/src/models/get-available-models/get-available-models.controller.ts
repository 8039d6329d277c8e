import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import type { AvailableModelsAnswer } from '@tempest/contracts';
import type { AppConfig } from '../../config.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';
import { availableModels, withTurnCost, type ModelEnv } from '../model-catalogue.js';
import { MODEL_ENV } from '../model-env.js';

@ApiTags('models')
@Controller('api/user/models')
export class GetAvailableModelsController {
  constructor(
    @Inject(MODEL_ENV) private readonly env: ModelEnv,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'offlineAgentTokensPerTurn'>,
  ) {}

  @Get('available')
  @ApiQuery({ name: 'type', required: false, enum: ['chat', 'image'], description: 'Defaults to chat' })
  @ApiOkResponse({ description: '{ models: ModelOption[] }: the built-in offline model, then configured providers; chat models say what a turn costs (tokensPerTurn)' })
  available(@Query('type') type: unknown = 'chat'): AvailableModelsAnswer {
    if (type !== 'chat' && type !== 'image') throw new ApiError(400, 'models.invalid_type', 'type must be "chat" or "image"');
    return { models: withTurnCost(availableModels(type, this.env), type, this.config.offlineAgentTokensPerTurn) };
  }
}
