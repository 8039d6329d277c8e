/** Seven gradient classes, chosen by a hash of the game's tags (or id). */
export const GRADIENT_COUNT = 7;

/** A small, stable string hash (FNV-1a), so a game keeps its colours across renders and visits. */
export function gradientIndex(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % GRADIENT_COUNT;
}
