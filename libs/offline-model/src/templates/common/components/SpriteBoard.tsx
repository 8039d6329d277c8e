/** What one square of a sprite board shows: its ground colour, an emoji sprite, and whether it is the player (who pops when moved). */
export type Tile = { background: string; sprite?: string; hero?: boolean };

type SpriteBoardProps = {
  width: number;
  height: number;
  tile: (x: number, y: number) => Tile;
  onCell?: (x: number, y: number) => void;
  /** Side of a square in pixels; the board shrinks to fit narrow screens. */
  size?: number;
  /** Shakes the board once each time this changes (a hit, a crash). */
  shake?: number;
};

/** A board of emoji sprites on coloured squares, each square a button ('cell x,y') for mouse and touch play. */
export function SpriteBoard({ width, height, tile, onCell, size = 44, shake = 0 }: SpriteBoardProps) {
  const rows = Array.from({ length: height }, (_, y) => y);
  const cols = Array.from({ length: width }, (_, x) => x);
  const side = 'min(' + size + 'px, calc((100vw - 48px) / ' + width + '))';
  return (
    <div key={shake} className={shake > 0 ? 'board shake' : 'board'} style={{ gridTemplateColumns: 'repeat(' + width + ', ' + side + ')' }}>
      {rows.map((y) =>
        cols.map((x) => {
          const t = tile(x, y);
          return (
            <button
              key={x + ',' + y + (t.hero ? ':hero' : '')}
              type="button"
              className={t.hero ? 'square hero' : 'square'}
              style={{ background: t.background, height: side, fontSize: 'calc(' + side + ' * 0.62)' }}
              aria-label={'cell ' + x + ',' + y}
              onClick={() => onCell?.(x, y)}
            >
              {t.sprite ?? ''}
            </button>
          );
        }),
      )}
    </div>
  );
}
