import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FrontendsModule } from '../frontends/frontends.module.js';
import { VersioningModule } from '../versioning/versioning.module.js';
import { AgentActivity } from './agent-activity.js';
import { CheckpointsController } from './checkpoints.controller.js';
import { Checkpoints } from './checkpoints.service.js';
import { CheckpointRollback } from './rollback/checkpoint-rollback.js';
import { ManifestSeeding } from './manifest-seeding.js';

/** Creator checkpoints (docs/api-checkpoints.md); the agent records its own through `Checkpoints` and marks its turns in `AgentActivity`. */
@Global()
@Module({
  imports: [CqrsModule, VersioningModule, FrontendsModule],
  controllers: [CheckpointsController],
  providers: [Checkpoints, CheckpointRollback, AgentActivity, ManifestSeeding],
  exports: [Checkpoints, AgentActivity],
})
export class CheckpointsModule {}
