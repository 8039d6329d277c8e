import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { componentFieldDefaults, entityComponentEntry, entityContentOf, normalizeEntityComponentState, type FieldSchema } from '@tempest/domain';
import { AssetWriter } from '../../assets/asset-writer.js';
import type { AssetWriteResult } from '../../assets/execute-asset-command.js';
import { EntityTargets } from '../entity-targets.js';
import type { EntitiesAnswer } from '../entity.view.js';
import { BulkAssignComponentCommand } from './bulk-assign-component.command.js';
import { ComponentSource } from './component-source.js';

@CommandHandler(BulkAssignComponentCommand)
export class BulkAssignComponentHandler implements ICommandHandler<BulkAssignComponentCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly targets: EntityTargets,
    private readonly components: ComponentSource,
  ) {}

  /**
   * Spec 3 §4: the component's fields get the schema defaults (null where none), then component_data on
   * top. Entities and component are checked before anything is written; each entity is then edited at
   * the revision read, so a concurrent change to its component_state is a 409, never silently lost.
   */
  async execute(command: BulkAssignComponentCommand): Promise<EntitiesAnswer> {
    const { gameId, context, assignment } = command;
    await this.targets.assertAccess(gameId, command.user);
    const entities = await this.targets.present(gameId, command.entityIds);
    const component = await this.components.find(gameId, assignment.componentName, assignment.scriptId);
    const fieldData = componentFieldDefaults(component.fieldSchema as FieldSchema, assignment.componentData);
    const entry = entityComponentEntry(component.componentName, assignment.scriptId, fieldData);
    // Checked once up front, so a bad key or entry is a 400 before any write.
    normalizeEntityComponentState({ [component.key]: entry });
    const results: AssetWriteResult[] = [];
    for (const entity of entities) {
      const component_state = { ...entityContentOf(entity.data).component_state, [component.key]: entry };
      const change = { patch: { component_state } };
      results.push(await this.writer.edit(gameId, entity.id, change, command.actor, context, { expectedRevision: entity.revision }));
    }
    return this.targets.afterAll(gameId, results);
  }
}
