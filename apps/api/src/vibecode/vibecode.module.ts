import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CompileFrontendController } from './compile/compile-frontend.controller.js';
import { CompileFrontendHandler } from './compile/compile-frontend.handler.js';
import { CompilerModule } from './compiler/compiler.module.js';
import { BulkMoveFrontendFilesController } from './projects/bulk-move-frontend-files/bulk-move-frontend-files.controller.js';
import { FrontendReader } from './projects/frontend-reader.js';
import { FrontendWorkspace } from './projects/frontend-workspace.js';
import { GetFrontendController } from './projects/get-frontend/get-frontend.controller.js';
import { GetFrontendHandler } from './projects/get-frontend/get-frontend.handler.js';
import { ListFrontendsController } from './projects/list-frontends/list-frontends.controller.js';
import { ListFrontendsHandler } from './projects/list-frontends/list-frontends.handler.js';
import { MoveFrontendFileController } from './projects/move-frontend-file/move-frontend-file.controller.js';
import { MoveFrontendFileHandler } from './projects/move-frontend-file/move-frontend-file.handler.js';
import { SaveFrontendController } from './projects/save-frontend/save-frontend.controller.js';
import { SaveFrontendHandler } from './projects/save-frontend/save-frontend.handler.js';
import { UpdateFrontendFileController } from './projects/update-frontend-file/update-frontend-file.controller.js';
import { UpdateFrontendFileHandler } from './projects/update-frontend-file/update-frontend-file.handler.js';

/**
 * Issue 5 (docs/api-vibecode.md §1): a game's frontend projects, their files (frontend_file assets) and
 * the compile route. Exports FrontendReader (projects and working files) and the compiler for the serve
 * and play routes.
 */
@Module({
  imports: [CqrsModule, CompilerModule],
  controllers: [
    ListFrontendsController,
    GetFrontendController,
    SaveFrontendController,
    UpdateFrontendFileController,
    MoveFrontendFileController,
    BulkMoveFrontendFilesController,
    CompileFrontendController,
  ],
  providers: [
    FrontendReader,
    FrontendWorkspace,
    ListFrontendsHandler,
    GetFrontendHandler,
    SaveFrontendHandler,
    UpdateFrontendFileHandler,
    MoveFrontendFileHandler,
    CompileFrontendHandler,
  ],
  exports: [FrontendReader, CompilerModule],
})
export class VibecodeModule {}
