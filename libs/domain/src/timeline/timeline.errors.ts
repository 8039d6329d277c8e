import { DomainError } from '../shared/domain-error.js';
import { PLAY_STATE_MAX_CHARS } from '../play/play.errors.js';

/** A checkpoint's ecs_state is bounded as a play session's is, so every save can be restored into a session. */
export const TIMELINE_STATE_MAX_CHARS = PLAY_STATE_MAX_CHARS;

/**
 * Saves one timeline (a lineage: one player's run of one game across restarts) holds, deleted ones included
 * (their events stay): every create answer carries the whole timeline, and a visitor's saves are free to make.
 */
export const TIMELINE_MAX_CHECKPOINTS = 500;

export class TimelineFullError extends DomainError {
  readonly code = 'timeline.full';
  readonly category = 'conflict';
  constructor() {
    super(`This timeline holds ${TIMELINE_MAX_CHECKPOINTS} saves, the most one can. Start a new game to save again.`, { limit: TIMELINE_MAX_CHECKPOINTS });
  }
}

export class TimelineCheckpointNotFoundError extends DomainError {
  readonly code = 'timeline.checkpoint_not_found';
  readonly category = 'not_found';
  constructor(checkpointId: string) {
    super('Checkpoint not found', { checkpointId });
  }
}

export class TimelineParentNotFoundError extends DomainError {
  readonly code = 'timeline.parent_not_found';
  readonly category = 'validation';
  constructor(parentCheckpointId: string) {
    super('parent_checkpoint_id must be a checkpoint of this timeline', { parentCheckpointId });
  }
}

export class TimelineLineageMismatchError extends DomainError {
  readonly code = 'timeline.lineage_mismatch';
  readonly category = 'validation';
  constructor(lineageId: string, expected: string) {
    super("lineage_id must be the session's lineage", { lineageId, expected });
  }
}

export class TimelineCheckpointExistsError extends DomainError {
  readonly code = 'timeline.checkpoint_exists';
  readonly category = 'conflict';
  constructor(checkpointId: string) {
    super('This checkpoint exists already', { checkpointId });
  }
}

/** The state is larger than a checkpoint holds (answered 413). */
export class TimelineStateTooLargeError extends DomainError {
  readonly code = 'timeline.state_too_large';
  readonly category = 'validation';
  constructor(size: number) {
    super(
      `The checkpoint state is ${size.toLocaleString('en-US')} characters of JSON; a checkpoint holds at most ${TIMELINE_STATE_MAX_CHARS.toLocaleString('en-US')}.`,
      { size, limit: TIMELINE_STATE_MAX_CHARS },
    );
  }
}

export class TimelineThumbnailExistsError extends DomainError {
  readonly code = 'timeline.thumbnail_exists';
  readonly category = 'conflict';
  constructor(checkpointId: string) {
    super('This checkpoint has a thumbnail already', { checkpointId });
  }
}
