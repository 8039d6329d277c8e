import { Command } from '@nestjs/cqrs';
import type { CreateDashboard, DeleteDashboard, GameEvent, UpdateDashboard } from '@tempest/domain';
import type { CommandContext } from '../../common/actor.js';
import type { CommandResult } from '../../infrastructure/kernel.js';

export type DashboardCommand = CreateDashboard | UpdateDashboard | DeleteDashboard;

/** Create, change or delete a custom dashboard: decided on the game's stream like every game command. */
export class ChangeDashboardsCommand extends Command<CommandResult<GameEvent>> {
  constructor(
    readonly command: DashboardCommand,
    readonly context: CommandContext,
  ) {
    super();
  }
}
