/** Sessions and commits of a game's versioning (spec 3 §7 "Versioning"), on the stream `versioning-<gameId>`. */
export type VersioningSessionStarted = {
  type: 'VersioningSessionStarted';
  data: { sessionId: string; gameId: string; userId: string; name: string; at: string };
};

/** A commit records the working tree: each asset at its revision. A checkpoint is a named commit. */
export type RevisionCommitted = {
  type: 'RevisionCommitted';
  data: {
    commitId: string;
    gameId: string;
    sessionId: string | null;
    kind: 'commit' | 'checkpoint';
    message: string;
    assets: { assetId: string; revision: number }[];
    at: string;
    by: string;
  };
};

export type VersioningEvent = VersioningSessionStarted | RevisionCommitted;
export const VERSIONING_EVENT_TYPES = ['VersioningSessionStarted', 'RevisionCommitted'] as const satisfies readonly VersioningEvent['type'][];
export const VERSIONING_STREAM_PREFIX = 'versioning-';
export const versioningStreamId = (gameId: string): string => `${VERSIONING_STREAM_PREFIX}${gameId}`;
