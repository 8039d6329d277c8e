import type { ActiveUser } from '../../accounts/user-directory.js';
import type { CommandContext } from '../../common/actor.js';
import { EntityCommand } from '../entity-command.js';

export type DeleteEntityAnswer = { status: 'success'; id: string; position: string | null };

export class DeleteEntityCommand extends EntityCommand<DeleteEntityAnswer> {
  constructor(
    gameId: string,
    readonly entityId: string,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}
