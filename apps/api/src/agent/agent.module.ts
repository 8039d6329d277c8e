import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CodeAssistant } from './assistant/code-assistant.js';
import { SendMessageCodeAssistantController } from './assistant/send-message-code-assistant.controller.js';
import { AgentModelsModule } from './models/agent-models.module.js';
import { AgentSessions } from './runtime/agent-sessions.js';
import { AgentRuntime } from './runtime/agent-runtime.js';
import { AgentCheckpoints } from './runtime/agent-checkpoints.js';
import { VersioningModule } from '../versioning/versioning.module.js';
import { AgentStreamController } from './runtime/agent-stream.controller.js';
import { AgentHistoryController } from './runtime/agent-history.controller.js';
import { GenerateGameController } from './runtime/generate-game.controller.js';
import { AgentToolsModule } from './tools/agent-tools.module.js';
import { PlaytestModule } from '../playtest/playtest.module.js';

/** The AI agent (issue 6): sessions, the runtime that runs turns, the stream routes, game generation and the code assistant. */
@Module({
  imports: [CqrsModule, AgentToolsModule, AgentModelsModule, VersioningModule, PlaytestModule],
  controllers: [AgentStreamController, AgentHistoryController, GenerateGameController, SendMessageCodeAssistantController],
  providers: [AgentSessions, AgentRuntime, AgentCheckpoints, CodeAssistant],
})
export class AgentModule {}
