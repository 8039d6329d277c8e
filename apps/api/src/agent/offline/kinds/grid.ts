import type { BlueprintFile, GamePlan } from '../game-plan.js';

/** A clickable grid of coloured cells, shared by the board games. */
export const gridFile = (plan: GamePlan): BlueprintFile => ({
  filename: 'components/Grid.tsx',
  content: `type GridProps = {
  width: number;
  height: number;
  paint: (x: number, y: number) => string;
  label?: (x: number, y: number) => string;
  onCell?: (x: number, y: number) => void;
};

export function Grid({ width, height, paint, label, onCell }: GridProps) {
  const rows = Array.from({ length: height }, (_, y) => y);
  const cols = Array.from({ length: width }, (_, x) => x);
  return (
    <div className="inline-flex flex-col gap-[2px] self-center rounded-lg bg-[${plan.palette.surface}] p-2">
      {rows.map((y) => (
        <div key={y} className="flex gap-[2px]">
          {cols.map((x) => (
            <button
              key={x}
              type="button"
              className="cell flex items-center justify-center text-xs"
              style={{ background: paint(x, y) }}
              aria-label={'cell ' + x + ',' + y}
              onClick={() => onCell?.(x, y)}
            >
              {label?.(x, y) ?? ''}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
`,
});

export const ARROWS = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  a: [-1, 0],
  d: [1, 0],
  w: [0, -1],
  s: [0, 1],
} as const;
