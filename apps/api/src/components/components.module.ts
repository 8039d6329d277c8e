import { Module } from '@nestjs/common';
import { ComponentCommandRunner } from './component-command-runner.js';
import { ComponentLookup } from './component-lookup.js';
import { ComponentsController } from './components.controller.js';

/**
 * The component registry (docs/api-components.md); exports ComponentLookup for features that assign
 * components, and the write cycle for the clone, which copies a game's own components.
 */
@Module({
  controllers: [ComponentsController],
  providers: [ComponentLookup, ComponentCommandRunner],
  exports: [ComponentLookup, ComponentCommandRunner],
})
export class ComponentsModule {}
