import { useMantineTheme } from '@mantine/core';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { maxStack, shortDay, type DayRow, type Series } from './chartData';

type DayBarsProps = { rows: DayRow[]; series: Series[]; width: number; height: number; label: string };

const MARGIN = { top: 10, right: 10, bottom: 24, left: 36 };

/** Bars per day, each a stack of the series (bottom first); hovering a piece names it. */
export function DayBars({ rows, series, width, height, label }: DayBarsProps) {
  const { colors } = useMantineTheme();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const x = scaleBand<string>({ domain: rows.map((r) => r.day), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, maxStack(rows))], range: [innerHeight, 0], nice: true });
  // About six labelled days, counted back from the newest so it is always labelled.
  const every = Math.max(1, Math.ceil(rows.length / 6));
  const ticks = rows.filter((_, i) => (rows.length - 1 - i) % every === 0).map((r) => r.day);
  const axisLabel = { fill: colors.dark[1], fontSize: 10 };
  // Counts are whole: no "0.5" ticks on a quiet chart.
  const counts = y.ticks(4).filter(Number.isInteger);
  return (
    <svg width={width} height={height} role="img" aria-label={label}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        <GridRows scale={y} width={innerWidth} tickValues={counts} stroke={colors.dark[5]} strokeDasharray="2,4" />
        {rows.map((row) => {
          let base = innerHeight;
          return series.map((s) => {
            const value = row.values[s.key] ?? 0;
            if (value === 0) return null;
            const h = innerHeight - y(value);
            base -= h;
            return (
              <Bar key={`${row.day}-${s.key}`} x={x(row.day)} y={base} width={x.bandwidth()} height={h} fill={s.color} rx={1}>
                <title>{`${row.day} · ${s.label}: ${value}`}</title>
              </Bar>
            );
          });
        })}
        <AxisLeft scale={y} tickValues={counts} tickFormat={(v) => String(v)} hideAxisLine hideTicks tickLabelProps={() => ({ ...axisLabel, textAnchor: 'end', dx: -4, dy: 3 })} />
        <AxisBottom top={innerHeight} scale={x} tickValues={ticks} tickFormat={shortDay} hideTicks stroke={colors.dark[4]}
          tickLabelProps={() => ({ ...axisLabel, textAnchor: 'middle' })} />
      </Group>
    </svg>
  );
}
