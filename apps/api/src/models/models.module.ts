import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetAvailableModelsController } from './get-available-models/get-available-models.controller.js';
import { MODEL_ENV, modelEnvFrom } from './model-env.js';
import { SetModelPreferencesController } from './set-model-preferences/set-model-preferences.controller.js';
import { SetModelPreferencesHandler } from './set-model-preferences/set-model-preferences.handler.js';

@Module({
  imports: [CqrsModule],
  controllers: [GetAvailableModelsController, SetModelPreferencesController],
  providers: [{ provide: MODEL_ENV, useFactory: () => modelEnvFrom(process.env) }, SetModelPreferencesHandler],
  exports: [MODEL_ENV],
})
export class ModelsModule {}
