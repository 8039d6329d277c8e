import type { ActiveUser } from '../../accounts/user-directory.js';
import type { CommandContext } from '../../common/actor.js';
import { EntityCommand } from '../entity-command.js';
import type { EntitiesAnswer } from '../entity.view.js';

export type ComponentAssignment = { componentName: string; scriptId: string | null; componentData: Record<string, unknown> };

export class BulkAssignComponentCommand extends EntityCommand<EntitiesAnswer> {
  constructor(
    gameId: string,
    readonly entityIds: string[],
    readonly assignment: ComponentAssignment,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}
