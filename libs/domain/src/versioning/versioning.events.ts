/**
 * Versioning (docs/api-assets.md, Versioning): a game's commits on `versioning-<gameId>`, each session on a
 * stream of its own (`versioning-session-<sessionId>`), so checking a session reads one event however long
 * the game's history.
 */
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
export const versioningSessionStreamId = (sessionId: string): string => `${VERSIONING_STREAM_PREFIX}session-${sessionId}`;
