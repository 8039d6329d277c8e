import { Command, Query } from '@nestjs/cqrs';
import type { ActiveUser } from '../accounts/user-directory.js';
import { userActor } from '../assets/asset-actor.js';
import type { CommandContext } from '../common/actor.js';

/** What every script, prompt, tool and logic-file command carries: the game, who asks, and the request. */
export abstract class MechanicCommand<R> extends Command<R> {
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

/** A read of one game's mechanic assets by a signed-in user. */
export abstract class MechanicQuery<R> extends Query<R> {
  constructor(
    readonly gameId: string,
    readonly user: ActiveUser,
  ) {
    super();
  }
}

/** What a delete answers. */
export type StatusAnswer = { status: 'success'; position: string | null };
