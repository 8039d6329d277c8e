export const CHECKPOINT_TITLE_MAX = 200;
export const CHECKPOINT_DESCRIPTION_MAX = 2000;
export const CHECKPOINT_MESSAGE_MAX = 500;
/** A rollback that has not written its checkpoint after this long died with its process: the game is free again. */
export const ROLLBACK_HOLD_MS = 120_000;
