import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { gameDecider, gameStreamId, type GameActor, type GameEvent, type UpdateGameDetails } from '@tempest/domain';
import { DecisionRunner, type PartResult } from '@tempest/event-store';
import type { CommandContext } from '../common/actor.js';

/*
 * The two game commands with two senders each, so they stay on the bus (docs/architecture.md, Writes):
 * creating a game (the studio's POST /api/games and the agent's generate-game-from-prompt), renaming it
 * (the creator's rename and the offline agent's rename tool) and changing its details (the creator's
 * update-game-details and the agent's generate_image, which sets the cover). Every other game write is the
 * controller's own.
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

/** The fields to change; absent ones stay as they are. */
export type GameDetailsInput = Omit<UpdateGameDetails['data'], 'gameId' | 'now' | keyof GameActor>;

export class UpdateGameDetailsCommand extends Command<PartResult<GameEvent>> {
  constructor(
    readonly gameId: string,
    readonly details: GameDetailsInput,
    readonly actor: GameActor,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UpdateGameDetailsCommand)
export class UpdateGameDetailsHandler implements ICommandHandler<UpdateGameDetailsCommand> {
  constructor(private readonly runner: DecisionRunner) {}

  execute({ gameId, details, actor, context }: UpdateGameDetailsCommand) {
    const command = { type: 'UpdateGameDetails' as const, data: { ...details, gameId, now: context.now, ...actor } };
    return this.runner.run({ decider: gameDecider, streamId: gameStreamId(gameId), command }, { metadata: context.metadata });
  }
}
