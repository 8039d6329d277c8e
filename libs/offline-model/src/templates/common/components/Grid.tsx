type GridProps = {
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
    <div className="inline-flex flex-col gap-[2px] self-center rounded-lg bg-[__SURFACE__] p-2">
      {rows.map((y) => (
        <div key={y} className="flex gap-[2px]">
          {cols.map((x) => (
            <button
              key={x}
              type="button"
              className="cell flex items-center justify-center text-base leading-none"
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
