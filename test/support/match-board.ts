// Reading a match-3 board as a player would (test support for the offline agent's match-3 rules and pages).

export type Tiles = { width: number; height: number; tiles: number[] };

/** Whether three or more equal tiles line up anywhere (what rules.py's _matches finds). */
export const hasLine = ({ width, height, tiles }: Tiles): boolean =>
  tiles.some((t, i) => {
    const x = i % width;
    const y = Math.floor(i / width);
    return (x + 2 < width && tiles[i + 1] === t && tiles[i + 2] === t) || (y + 2 < height && tiles[i + width] === t && tiles[i + 2 * width] === t);
  });

/** The first swap of a tile with its right or lower neighbour that lines up three, or null on a dead board. */
export const firstGoodSwap = (board: Tiles): [number, number] | null => {
  for (let i = 0; i < board.tiles.length; i++) {
    for (const j of [i % board.width < board.width - 1 ? i + 1 : -1, i + board.width < board.tiles.length ? i + board.width : -1]) {
      if (j < 0) continue;
      const tiles = [...board.tiles];
      [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
      if (hasLine({ ...board, tiles })) return [i, j];
    }
  }
  return null;
};
