import { Inject, Logger, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { FrontendCompiler } from '@tempest/frontend-compiler';
import { GetTypesController } from './get-types/get-types.controller.js';

/**
 * Issue 5 "Compile": the frontend compiler (libs/frontend-compiler, used by the save, compile and serve routes)
 * and Monaco's types. It warms up once the server is up and stops its type-check worker on shutdown.
 */
@Module({
  controllers: [GetTypesController],
  providers: [{ provide: FrontendCompiler, useFactory: () => new FrontendCompiler() }],
  exports: [FrontendCompiler],
})
export class CompilerModule implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(@Inject(FrontendCompiler) private readonly compiler: FrontendCompiler) {}

  onApplicationBootstrap(): void {
    this.compiler.warmUpSoon((message) => new Logger(FrontendCompiler.name).warn(message));
  }

  onModuleDestroy(): Promise<void> {
    return this.compiler.close();
  }
}
