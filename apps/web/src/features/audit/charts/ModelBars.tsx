import { useMantineTheme } from '@mantine/core';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

type ModelBarsProps = { rows: { model: string; tokens: number }[]; width: number };

const ROW = 26;
const LABEL = 130;

/** The height ModelBars draws `count` models in. */
export const modelBarsHeight = (count: number): number => Math.max(ROW, count * ROW);

/** One horizontal bar per model, longest first, with its total at the end. */
export function ModelBars({ rows, width }: ModelBarsProps) {
  const { colors } = useMantineTheme();
  const height = modelBarsHeight(rows.length);
  const y = scaleBand<string>({ domain: rows.map((r) => r.model), range: [0, height], padding: 0.25 });
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...rows.map((r) => r.tokens))], range: [0, Math.max(0, width - LABEL - 60)] });
  return (
    <svg width={width} height={height} role="img" aria-label="Tokens consumed by model">
      {rows.map((r) => (
        <Group key={r.model} top={y(r.model) ?? 0}>
          <text x={LABEL - 8} y={y.bandwidth() / 2} dominantBaseline="middle" textAnchor="end" fontSize={11} fill={colors.dark[0]}>
            {r.model.length > 20 ? `${r.model.slice(0, 19)}…` : r.model}
          </text>
          <Bar x={LABEL} y={0} width={x(r.tokens)} height={y.bandwidth()} fill={colors.violet[5]} rx={2}>
            <title>{`${r.model}: ${r.tokens.toLocaleString()} tokens`}</title>
          </Bar>
          <text x={LABEL + x(r.tokens) + 6} y={y.bandwidth() / 2} dominantBaseline="middle" fontSize={11} fill={colors.dark[1]}>
            {r.tokens.toLocaleString()}
          </text>
        </Group>
      ))}
    </svg>
  );
}
