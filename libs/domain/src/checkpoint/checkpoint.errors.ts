import { DomainError } from '../shared/domain-error.js';

export const CHECKPOINT_TITLE_MAX = 200;
export const CHECKPOINT_DESCRIPTION_MAX = 2000;
export const CHECKPOINT_MESSAGE_MAX = 500;
/** A rollback that has not written its checkpoint after this long died with its process: the game is free again. */
export const ROLLBACK_HOLD_MS = 120_000;

export class InvalidCheckpointError extends DomainError {
  readonly code = 'checkpoint.invalid';
  readonly category = 'validation';
  constructor(reason: string) {
    super(reason);
  }
}

export class CheckpointAlreadyExistsError extends DomainError {
  readonly code = 'checkpoint.already_exists';
  readonly category = 'conflict';
  constructor(checkpointId: string) {
    super('A checkpoint with this id already exists', { checkpointId });
  }
}

export class RollbackInProgressError extends DomainError {
  readonly code = 'checkpoint.rollback_in_progress';
  readonly category = 'conflict';
  constructor(gameId: string) {
    super('Another rollback of this game is in progress. Try again when it has finished.', { gameId });
  }
}

export class AgentWorkingError extends DomainError {
  readonly code = 'checkpoint.agent_working';
  readonly category = 'conflict';
  constructor(gameId: string) {
    super('The AI assistant is still working on this game. Wait for it to finish, or stop it, before rolling back.', { gameId });
  }
}

export class NotAnAgentTurnError extends DomainError {
  readonly code = 'checkpoint.not_agent_turn';
  readonly category = 'validation';
  constructor(checkpointId: string) {
    super('Only a checkpoint the AI assistant made names a turn whose tokens can be refunded', { checkpointId });
  }
}

export class TurnNotRolledBackError extends DomainError {
  readonly code = 'checkpoint.turn_not_rolled_back';
  readonly category = 'conflict';
  constructor(checkpointId: string) {
    super('Roll back to a checkpoint before this agent turn to refund its tokens', { checkpointId });
  }
}
