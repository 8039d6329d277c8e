import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ComponentsModule } from '../components/components.module.js';
import { ComponentSource } from './component-source.js';
import { EntitiesController } from './entities.controller.js';

/** A game's entities, each an asset of type 'entity' (docs/api-assets.md "Entities"). */
@Module({
  imports: [CqrsModule, ComponentsModule],
  controllers: [EntitiesController],
  providers: [ComponentSource],
})
export class EntitiesModule {}
