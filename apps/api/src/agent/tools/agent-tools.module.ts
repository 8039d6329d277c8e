import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FrontendWorkspace } from '../../frontends/projects/frontend-workspace.js';
import { FrontendsModule } from '../../frontends/frontends.module.js';
import { AgentModelsModule } from '../models/agent-models.module.js';
import { AgentTools } from './agent-tools.js';
import { PlaytestModule } from '../../playtest/playtest.module.js';

/**
 * The agent's tools. Needs the app's global asset (AssetsCoreModule), Python (PythonModule) and
 * infrastructure providers; FrontendWorkspace is stateless, so it is provided here again (FrontendsModule
 * does not export it). The model layer draws images with the user's image model; the command bus renames the game.
 */
@Module({
  imports: [CqrsModule, FrontendsModule, AgentModelsModule, PlaytestModule],
  providers: [FrontendWorkspace, AgentTools],
  exports: [AgentTools],
})
export class AgentToolsModule {}
