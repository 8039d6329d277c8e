/** Where a game is played: the game card's click and its Play button (spec 1, Routes). */
export const playPath = (gameId: string): string => `/play/${encodeURIComponent(gameId)}/`;

/** Where its creator works on it. */
export const dashboardPath = (gameId: string): string => `/create/creation-dashboard/${encodeURIComponent(gameId)}/`;

/**
 * Where a finished clone leads: the remix in the studio, on its game (the Frontend dashboard's preview; a
 * phone opens the Preview tab), not on an empty editor.
 */
export const remixPath = (gameId: string): string => `${dashboardPath(gameId)}?dashboard=frontend&pane=preview`;

/** A card opens the game: the creation dashboard for its creator, the play page for everyone else. */
export const openPath = (gameId: string, isCreator: boolean): string => (isCreator ? dashboardPath(gameId) : playPath(gameId));

/** True when the signed-in user made the game (signed-out visitors never are). */
export const isCreatorOf = (userId: string | null, creatorId: string | null | undefined): boolean =>
  userId !== null && creatorId !== null && creatorId !== undefined && userId === creatorId;
