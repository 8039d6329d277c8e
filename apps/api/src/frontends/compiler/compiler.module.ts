import { Module } from '@nestjs/common';
import { FrontendCompiler } from './frontend-compiler.js';
import { GetTypesController } from './get-types/get-types.controller.js';

/** Issue 5 "Compile": the frontend compiler (used by the save, compile and serve routes) and Monaco's types. */
@Module({
  controllers: [GetTypesController],
  providers: [FrontendCompiler],
  exports: [FrontendCompiler],
})
export class CompilerModule {}
