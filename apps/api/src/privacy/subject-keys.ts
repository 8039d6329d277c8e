/**
 * The per-subject data keys that encrypt personal and private fields of events (issue 28 §3,
 * docs/personal-data.md): envelope encryption, each data key wrapped with the server's key-encryption key
 * (`ServerSecret.key('key-encryption')`). A key has an owner — the person whose erasure destroys it: a user
 * (`user:<userId>`) or a visitor (`visitor:<keyed visitor id>`).
 *
 * Erasure is the loss of keys: `eraseOwner` destroys every key the owner holds (except those named in
 * `keep`, e.g. a published game's code kept anonymised) so their events stay in the log, unreadable.
 */
export type SubjectKeys = {
  /** Destroys the owner's keys but those kept; answers how many were destroyed. Idempotent. */
  eraseOwner(owner: string, options?: { keep?: readonly string[] }): Promise<{ destroyed: number }>;
  /** Whether the owner's keys were destroyed (an erased person). */
  isErased(owner: string): Promise<boolean>;
};

/** Nest injection token of the SubjectKeys implementation. */
export const SUBJECT_KEYS = Symbol('SUBJECT_KEYS');

export const userOwner = (userId: string): string => `user:${userId}`;
