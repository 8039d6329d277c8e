import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FrontendsModule } from '../frontends/frontends.module.js';
import { VersioningModule } from '../versioning/versioning.module.js';
import { AgentTurns } from './agent-turns.js';
import { CheckpointTimeline } from './checkpoint-timeline.js';
import { CheckpointsController } from './checkpoints.controller.js';
import { Checkpoints } from './checkpoints.service.js';
import { CheckpointRollback } from './rollback/checkpoint-rollback.js';
import { RollbackProcess } from './rollback/rollback-process.js';
import { RollbackReactor } from './rollback/rollback-reactor.js';
import { ManifestSeeding } from './manifest-seeding.js';

/** Creator checkpoints (docs/api-checkpoints.md); the agent records its own through `Checkpoints` and records its turns in `AgentTurns`; rollbacks run as processes any replica resumes. */
@Global()
@Module({
  imports: [CqrsModule, VersioningModule, FrontendsModule],
  controllers: [CheckpointsController],
  providers: [Checkpoints, CheckpointTimeline, CheckpointRollback, RollbackProcess, RollbackReactor, AgentTurns, ManifestSeeding],
  exports: [Checkpoints, AgentTurns],
})
export class CheckpointsModule {}
