/** The cover used when a game has no image of its own (served by the API; docs/api-games.md). */
export const DEFAULT_GAME_IMAGE = '/static/images/default.webp';

/**
 * Which cover to show: the game's title card, else the default cover, else null (both failed to load:
 * the card draws its gamepad icon).
 */
export function coverImage(image: string | null, failed: readonly string[]): string | null {
  return [image, DEFAULT_GAME_IMAGE].find((src): src is string => !!src && !failed.includes(src)) ?? null;
}
