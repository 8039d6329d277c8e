import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ComponentCommandRunner } from './component-command-runner.js';
import { ComponentLookup } from './component-lookup.js';
import { CreateComponentController } from './create-component/create-component.controller.js';
import { CreateComponentHandler } from './create-component/create-component.handler.js';
import { DeleteComponentController } from './delete-component/delete-component.controller.js';
import { DeleteComponentHandler } from './delete-component/delete-component.handler.js';
import { GetComponentController } from './get-component/get-component.controller.js';
import { GetComponentHandler } from './get-component/get-component.handler.js';
import { GetComponentsController } from './get-components/get-components.controller.js';
import { GetComponentsHandler } from './get-components/get-components.handler.js';
import { UpdateComponentController } from './update-component/update-component.controller.js';
import { UpdateComponentHandler } from './update-component/update-component.handler.js';

/** The component registry (docs/api-components.md); exports ComponentLookup for features that assign components. */
@Module({
  imports: [CqrsModule],
  controllers: [
    GetComponentsController,
    CreateComponentController,
    GetComponentController,
    UpdateComponentController,
    DeleteComponentController,
  ],
  providers: [
    ComponentLookup,
    ComponentCommandRunner,
    CreateComponentHandler,
    UpdateComponentHandler,
    DeleteComponentHandler,
    GetComponentsHandler,
    GetComponentHandler,
  ],
  exports: [ComponentLookup],
})
export class ComponentsModule {}
