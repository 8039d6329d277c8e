import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FrontendWorkspace } from '../../vibecode/projects/frontend-workspace.js';
import { VibecodeModule } from '../../vibecode/vibecode.module.js';
import { AgentModelsModule } from '../models/agent-models.module.js';
import { AgentTools } from './agent-tools.js';

/**
 * The agent's tools. Needs the app's global asset (AssetsCoreModule), Python (PythonModule) and
 * infrastructure providers; FrontendWorkspace is stateless, so it is provided here again (VibecodeModule
 * does not export it). The model layer draws images with the user's image model; the command bus renames the game.
 */
@Module({
  imports: [CqrsModule, VibecodeModule, AgentModelsModule],
  providers: [FrontendWorkspace, AgentTools],
  exports: [AgentTools],
})
export class AgentToolsModule {}
