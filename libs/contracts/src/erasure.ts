/** What an erasure reached, counts per kind (docs/api-accounts.md, Erasure). */
export type ErasureReached = {
  /** Signed-in sessions ended at once. */
  sessions: number;
  /** Uniqueness claims released (email, username): both can be registered again. */
  names: number;
  /** Games never published: deleted. */
  gamesDeleted: number;
  /** Published games: kept playable, their creator shown as "deleted user". */
  gamesAnonymised: number;
  /** Data keys destroyed (the person's encrypted fields become unreadable). */
  keys: number;
  /** Export files made while the person had data in the log: deleted. */
  exports: number;
  /** Save states of the person's play that no one else's save names: deleted. */
  saves: number;
  /** Media only the person's saves show (their screenshots): deleted. */
  media: number;
};

/** POST /api/user/erase/ and POST /api/staff/users/{userId}/erase/. */
export type ErasureAnswer = {
  erased: true;
  userId: string;
  /** When the account was erased (the first erasure's time when it was erased before). */
  at: string;
  /** False when the account had been erased before: nothing new was recorded. */
  recorded: boolean;
  reached: ErasureReached;
};

/** One erasure in GET /api/staff/erasures/: when, by whom, what was reached; never what was erased. */
export type ErasureRecord = {
  userId: string;
  at: string;
  by: { kind: 'self' } | { kind: 'staff'; id: string; username: string | null };
  reasonGiven: boolean;
  reached: ErasureReached;
  position: string;
};

export type ErasuresAnswer = { erasures: ErasureRecord[]; next: string | null };

/** The name lists and cards show for the creator of a game whose account was erased. */
export const DELETED_USER_NAME = 'deleted user';
