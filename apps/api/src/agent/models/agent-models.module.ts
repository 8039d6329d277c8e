import { Module } from '@nestjs/common';
import { AGENT_MODEL_ENV, agentModelEnvFrom } from './agent-model-env.js';
import { ModelGateway } from './model-gateway.js';

/** The model layer: resolves catalogue ids to provider models and streams agent turns. Not yet imported by the app. */
@Module({
  providers: [{ provide: AGENT_MODEL_ENV, useFactory: () => agentModelEnvFrom(process.env) }, ModelGateway],
  exports: [ModelGateway, AGENT_MODEL_ENV],
})
export class AgentModelsModule {}
