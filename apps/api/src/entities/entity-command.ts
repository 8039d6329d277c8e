import { Command } from '@nestjs/cqrs';
import type { ActiveUser } from '../accounts/user-directory.js';
import { userActor } from '../assets/asset-actor.js';
import type { CommandContext } from '../common/actor.js';

/** What every entity command carries: the game, who asks (a signed-in user), and the request. */
export abstract class EntityCommand<R> extends Command<R> {
  constructor(
    readonly gameId: string,
    readonly user: ActiveUser,
    readonly context: CommandContext,
  ) {
    super();
  }

  get actor() {
    return userActor(this.user);
  }
}
