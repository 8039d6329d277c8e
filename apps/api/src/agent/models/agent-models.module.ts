import { Module } from '@nestjs/common';
import { AGENT_MODEL_ENV, agentModelEnvFrom } from './agent-model-env.js';
import { ModelGateway } from './model-gateway.js';
import { OfflineModelProvider } from './offline-model.provider.js';

/** The model layer: resolves catalogue ids to models (providers' and the built-in offline model) and streams agent turns. */
@Module({
  providers: [{ provide: AGENT_MODEL_ENV, useFactory: () => agentModelEnvFrom(process.env) }, OfflineModelProvider, ModelGateway],
  exports: [ModelGateway, AGENT_MODEL_ENV],
})
export class AgentModelsModule {}
