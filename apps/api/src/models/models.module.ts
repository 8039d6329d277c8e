import { Module } from '@nestjs/common';
import { MODEL_ENV, modelEnvFrom } from './model-env.js';
import { ModelsController } from './models.controller.js';

@Module({
  controllers: [ModelsController],
  providers: [{ provide: MODEL_ENV, useFactory: () => modelEnvFrom(process.env) }],
  exports: [MODEL_ENV],
})
export class ModelsModule {}
