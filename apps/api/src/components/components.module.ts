import { Module } from '@nestjs/common';
import { ComponentCommandRunner } from './component-command-runner.js';
import { ComponentLookup } from './component-lookup.js';
import { ComponentsController } from './components.controller.js';

/** The component registry (docs/api-components.md); exports ComponentLookup for features that assign components. */
@Module({
  controllers: [ComponentsController],
  providers: [ComponentLookup, ComponentCommandRunner],
  exports: [ComponentLookup],
})
export class ComponentsModule {}
