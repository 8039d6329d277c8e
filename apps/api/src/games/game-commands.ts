import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { gameDecider, gameStreamId, type GameActor, type GameEvent } from '@tempest/domain';
import { DecisionRunner, type PartResult } from '@tempest/event-store';
import type { CommandContext } from '../common/actor.js';

/*
 * The two game commands with two senders each, so they stay on the bus (docs/architecture.md, Writes):
 * creating a game (the studio's POST /api/games and the agent's generate-game-from-prompt) and renaming it
 * (the creator's rename and the offline agent's rename tool). Every other game write is the controller's own.
 */

export class CreateGameCommand extends Command<PartResult<GameEvent>> {
  constructor(
    readonly gameId: string,
    readonly name: string,
    readonly description: string,
    readonly creator: { id: string; name: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CreateGameCommand)
export class CreateGameHandler implements ICommandHandler<CreateGameCommand> {
  constructor(private readonly runner: DecisionRunner) {}

  execute({ gameId, name, description, creator, context }: CreateGameCommand) {
    const command = { type: 'CreateGame' as const, data: { gameId, name, description, creatorId: creator.id, creatorName: creator.name, now: context.now } };
    return this.runner.run({ decider: gameDecider, streamId: gameStreamId(gameId), command }, { metadata: context.metadata });
  }
}

export class RenameGameCommand extends Command<PartResult<GameEvent>> {
  constructor(
    readonly gameId: string,
    readonly name: string,
    readonly expectedRevision: number | undefined,
    readonly actor: GameActor,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RenameGameCommand)
export class RenameGameHandler implements ICommandHandler<RenameGameCommand> {
  constructor(private readonly runner: DecisionRunner) {}

  execute({ gameId, name, expectedRevision, actor, context }: RenameGameCommand) {
    const command = { type: 'RenameGame' as const, data: { gameId, name, now: context.now, ...actor } };
    return this.runner.run({ decider: gameDecider, streamId: gameStreamId(gameId), command, expectedRevision }, { metadata: context.metadata });
  }
}
