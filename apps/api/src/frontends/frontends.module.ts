import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CompilerModule } from './compiler/compiler.module.js';
import { FrontendFilesController } from './projects/frontend-files.controller.js';
import { FrontendImagesController } from './projects/frontend-images.controller.js';
import { FrontendWorkspace } from './projects/frontend-workspace.js';
import { FrontendsController } from './projects/frontends.controller.js';
import { SaveFrontendHandler } from './projects/save-frontend/save-frontend.handler.js';

/**
 * Issue 5 (docs/api-frontends.md §1): a game's frontend projects, their files (frontend_file assets) and
 * the compile route, one controller per resource; the Image building block's picture upload (media store). Reads go through ReadModels. Exports
 * FrontendWorkspace (its writes, for the clone) and the compiler for the serve and play routes.
 */
@Module({
  imports: [CqrsModule, CompilerModule],
  controllers: [FrontendsController, FrontendFilesController, FrontendImagesController],
  providers: [FrontendWorkspace, SaveFrontendHandler],
  exports: [FrontendWorkspace, CompilerModule],
})
export class FrontendsModule {}
