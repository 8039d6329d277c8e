import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PythonModule } from '../python/python.module.js';
import { CloneScriptController } from './scripts/clone-script/clone-script.controller.js';
import { CloneScriptHandler } from './scripts/clone-script/clone-script.handler.js';
import { CreateLogicFileController } from './logic-files/create-logic-file/create-logic-file.controller.js';
import { CreateLogicFileHandler } from './logic-files/create-logic-file/create-logic-file.handler.js';
import { CreatePromptController } from './prompts/create-prompt/create-prompt.controller.js';
import { CreatePromptHandler } from './prompts/create-prompt/create-prompt.handler.js';
import { CreateScriptController } from './scripts/create-script/create-script.controller.js';
import { CreateScriptHandler } from './scripts/create-script/create-script.handler.js';
import { DeleteLogicFileController } from './logic-files/delete-logic-file/delete-logic-file.controller.js';
import { DeleteLogicFileHandler } from './logic-files/delete-logic-file/delete-logic-file.handler.js';
import { DeletePromptController } from './prompts/delete-prompt/delete-prompt.controller.js';
import { DeletePromptHandler } from './prompts/delete-prompt/delete-prompt.handler.js';
import { DeleteScriptController } from './scripts/delete-script/delete-script.controller.js';
import { DeleteScriptHandler } from './scripts/delete-script/delete-script.handler.js';
import { DeleteToolController } from './tools/delete-tool/delete-tool.controller.js';
import { DeleteToolHandler } from './tools/delete-tool/delete-tool.handler.js';
import { EditPromptController } from './prompts/edit-prompt/edit-prompt.controller.js';
import { EditPromptHandler } from './prompts/edit-prompt/edit-prompt.handler.js';
import { GetLogicFilesController } from './logic-files/get-logic-files/get-logic-files.controller.js';
import { GetLogicFilesHandler } from './logic-files/get-logic-files/get-logic-files.handler.js';
import { GetPromptsController } from './prompts/get-prompts/get-prompts.controller.js';
import { GetPromptsHandler } from './prompts/get-prompts/get-prompts.handler.js';
import { GetScriptContentController } from './scripts/get-script-content/get-script-content.controller.js';
import { GetScriptContentHandler } from './scripts/get-script-content/get-script-content.handler.js';
import { LoadToolsController } from './tools/load-tools/load-tools.controller.js';
import { LoadToolsHandler } from './tools/load-tools/load-tools.handler.js';
import { ParseScriptController } from './scripts/parse-script/parse-script.controller.js';
import { ParseScriptHandler } from './scripts/parse-script/parse-script.handler.js';
import { RenameScriptController } from './scripts/rename-script/rename-script.controller.js';
import { RenameScriptHandler } from './scripts/rename-script/rename-script.handler.js';
import { RetrieveScriptsController } from './scripts/retrieve-scripts/retrieve-scripts.controller.js';
import { RetrieveScriptsHandler } from './scripts/retrieve-scripts/retrieve-scripts.handler.js';
import { SaveRawScriptController } from './scripts/save-raw-script/save-raw-script.controller.js';
import { SaveRawScriptHandler } from './scripts/save-raw-script/save-raw-script.handler.js';
import { SaveToolController } from './tools/save-tool/save-tool.controller.js';
import { SaveToolHandler } from './tools/save-tool/save-tool.handler.js';
import { UpdateLogicFileController } from './logic-files/update-logic-file/update-logic-file.controller.js';
import { UpdateLogicFileHandler } from './logic-files/update-logic-file/update-logic-file.handler.js';
import { UpdateParsedScriptController } from './scripts/update-parsed-script/update-parsed-script.controller.js';
import { UpdateParsedScriptHandler } from './scripts/update-parsed-script/update-parsed-script.handler.js';
import { MechanicAssets } from './mechanic-assets.js';

/** Spec 3 §7 "Scripts", "Prompts", "Tools" and our logic files: assets of a game (docs/api-assets.md). */
@Module({
  imports: [CqrsModule, PythonModule],
  controllers: [
    CreateLogicFileController,
    DeleteLogicFileController,
    GetLogicFilesController,
    UpdateLogicFileController,
    CreatePromptController,
    DeletePromptController,
    EditPromptController,
    GetPromptsController,
    CloneScriptController,
    CreateScriptController,
    DeleteScriptController,
    GetScriptContentController,
    ParseScriptController,
    RenameScriptController,
    RetrieveScriptsController,
    SaveRawScriptController,
    UpdateParsedScriptController,
    DeleteToolController,
    LoadToolsController,
    SaveToolController,
  ],
  providers: [
    MechanicAssets,
    CreateLogicFileHandler,
    DeleteLogicFileHandler,
    GetLogicFilesHandler,
    UpdateLogicFileHandler,
    CreatePromptHandler,
    DeletePromptHandler,
    EditPromptHandler,
    GetPromptsHandler,
    CloneScriptHandler,
    CreateScriptHandler,
    DeleteScriptHandler,
    GetScriptContentHandler,
    ParseScriptHandler,
    RenameScriptHandler,
    RetrieveScriptsHandler,
    SaveRawScriptHandler,
    UpdateParsedScriptHandler,
    DeleteToolHandler,
    LoadToolsHandler,
    SaveToolHandler,
  ],
})
export class MechanicModule {}
