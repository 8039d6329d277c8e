import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ComponentsModule } from '../components/components.module.js';
import { BulkAssignComponentController } from './bulk-assign-component/bulk-assign-component.controller.js';
import { BulkAssignComponentHandler } from './bulk-assign-component/bulk-assign-component.handler.js';
import { ComponentSource } from './bulk-assign-component/component-source.js';
import { BulkMoveEntitiesController } from './bulk-move-entities/bulk-move-entities.controller.js';
import { BulkMoveEntitiesHandler } from './bulk-move-entities/bulk-move-entities.handler.js';
import { CreateEntityController } from './create-entity/create-entity.controller.js';
import { CreateEntityHandler } from './create-entity/create-entity.handler.js';
import { DeleteEntityController } from './delete-entity/delete-entity.controller.js';
import { DeleteEntityHandler } from './delete-entity/delete-entity.handler.js';
import { EntityTargets } from './entity-targets.js';
import { GetEntitiesController } from './get-entities/get-entities.controller.js';
import { GetEntitiesHandler } from './get-entities/get-entities.handler.js';
import { MoveEntityController } from './move-entity/move-entity.controller.js';
import { MoveEntityHandler } from './move-entity/move-entity.handler.js';
import { SetComponentStateController } from './set-component-state/set-component-state.controller.js';
import { SetComponentStateHandler } from './set-component-state/set-component-state.handler.js';
import { UpdateEntityController } from './update-entity/update-entity.controller.js';
import { UpdateEntityHandler } from './update-entity/update-entity.handler.js';

/** Spec 3 §7 "Entities": a game's entities, each an asset of type 'entity' (docs/api-assets.md). */
@Module({
  imports: [CqrsModule, ComponentsModule],
  controllers: [
    GetEntitiesController,
    CreateEntityController,
    UpdateEntityController,
    DeleteEntityController,
    SetComponentStateController,
    BulkAssignComponentController,
    BulkMoveEntitiesController,
    MoveEntityController,
  ],
  providers: [
    EntityTargets,
    ComponentSource,
    GetEntitiesHandler,
    CreateEntityHandler,
    UpdateEntityHandler,
    DeleteEntityHandler,
    SetComponentStateHandler,
    BulkAssignComponentHandler,
    BulkMoveEntitiesHandler,
    MoveEntityHandler,
  ],
})
export class EntitiesModule {}
