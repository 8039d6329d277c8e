import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PythonModule } from '../python/python.module.js';
import { LogicFilesController } from './logic-files/logic-files.controller.js';
import { MechanicAssets } from './mechanic-assets.js';
import { PromptsController } from './prompts/prompts.controller.js';
import { ParseScript } from './scripts/parse-script.js';
import { ScriptsController } from './scripts/scripts.controller.js';
import { ToolsController } from './tools/tools.controller.js';

/** A game's scripts, prompts, tools and logic files: one controller per resource (docs/api-assets.md). */
@Module({
  imports: [CqrsModule, PythonModule],
  controllers: [ScriptsController, PromptsController, ToolsController, LogicFilesController],
  providers: [MechanicAssets, ParseScript],
})
export class MechanicModule {}
