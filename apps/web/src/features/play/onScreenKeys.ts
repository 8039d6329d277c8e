/**
 * Which on-screen keys a game gets on a touch screen, and how they are laid out (docs/api-frontends.md, Focus
 * and on-screen keys). Pure, so it is tested without a browser.
 */

/** What the mounted frame said about its input (INPUT_INFO): a key listener, and the keys it declared (null: none). */
export type FrameInput = { keyboard: boolean; keys: readonly string[] | null };

/** A keyboard game that declared nothing gets the d-pad with Enter and Space. */
export const DEFAULT_ON_SCREEN_KEYS: readonly string[] = ['ArrowUp', 'ArrowLeft', 'ArrowRight', 'ArrowDown', 'Enter', ' '];

const ARROWS = ['ArrowUp', 'ArrowLeft', 'ArrowRight', 'ArrowDown'] as const;
export type Arrow = (typeof ARROWS)[number];

/**
 * The keys to show: the ones the game declared (its SDK's useOnScreenKeys; [] when it is played by tapping),
 * else the default set if it listens for keys at all, else none.
 */
export const onScreenKeysOf = (input: FrameInput | null): readonly string[] => {
  if (input === null) return [];
  if (input.keys !== null) return [...new Set(input.keys)];
  return input.keyboard ? DEFAULT_ON_SCREEN_KEYS : [];
};

/** One key's label on its button: 'Space', '⏎'-like names spelled out, letters in capitals. */
export const keyLabel = (key: string): string => {
  if (key === ' ') return 'Space';
  if (key.length === 1) return key.toUpperCase();
  return key;
};

/** How many rows of keys the on-screen controls take: the d-pad's (Up above the others), else one row of buttons. */
export const touchRows = (keys: readonly string[]): number => {
  const { arrows, buttons } = touchLayout(keys);
  if (arrows.length === 0) return buttons.length > 0 ? 1 : 0;
  return (arrows.includes('ArrowUp') ? 1 : 0) + (arrows.some((arrow) => arrow !== 'ArrowUp') ? 1 : 0);
};

/** The keys as the on-screen controls lay them out: the arrows on a d-pad (only those given), the rest as buttons in order. */
export const touchLayout = (keys: readonly string[]): { arrows: Arrow[]; buttons: string[] } => ({
  arrows: ARROWS.filter((arrow) => keys.includes(arrow)),
  buttons: keys.filter((key) => !(ARROWS as readonly string[]).includes(key)),
});
