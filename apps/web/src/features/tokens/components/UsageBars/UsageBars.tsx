import { useMantineTheme } from '@mantine/core';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { localPoint } from '@visx/event';
import { LinearGradient } from '@visx/gradient';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { TooltipWithBounds, useTooltip } from '@visx/tooltip';
import type { PointerEvent } from 'react';
import { formatCompact, formatDay } from '../../tokenFormat';
import type { TokenUsageDay } from '@tempest/contracts';
import { UsageTooltip } from './UsageTooltip';

type UsageBarsProps = { data: TokenUsageDay[]; width: number; height: number };

const MARGIN = { top: 12, right: 18, bottom: 28, left: 44 };
// Position only: the Paper inside carries the look.
const TOOLTIP_STYLE = { position: 'absolute', pointerEvents: 'none' } as const;

function useScales(data: TokenUsageDay[], innerWidth: number, innerHeight: number) {
  const x = scaleBand<string>({ domain: data.map((d) => d.day), range: [0, innerWidth], padding: 0.28 });
  const maxGranted = Math.max(0, ...data.map((d) => d.granted));
  const maxConsumed = Math.max(0, ...data.map((d) => d.consumed));
  const y = scaleLinear<number>({ domain: [-maxConsumed, maxGranted], range: [innerHeight, 0], nice: 4 });
  return { x, y, zero: y(0) };
}

/**
 * Granted tokens rise above the zero line and consumed ones hang below it, on one scale, so a
 * week's allowance and the days that spent it read as one story.
 */
export function UsageBars({ data, width, height }: UsageBarsProps) {
  const { colors } = useMantineTheme();
  const tooltip = useTooltip<TokenUsageDay>();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const { x, y, zero } = useScales(data, innerWidth, innerHeight);
  const bandwidth = x.bandwidth();
  // A tick every week, counted back from today so the newest day is always labelled.
  const weekly = data.filter((_, index) => (data.length - 1 - index) % 7 === 0).map((d) => d.day);
  const hovered = tooltip.tooltipOpen ? tooltip.tooltipData?.day : undefined;
  const axisLabel = { fill: colors.dark[1], fontSize: 11 };

  function track(event: PointerEvent<SVGRectElement>) {
    const point = localPoint(event);
    if (!point || data.length === 0) return;
    const index = Math.floor((point.x - MARGIN.left) / x.step());
    const day = data[Math.min(data.length - 1, Math.max(0, index))];
    const left = MARGIN.left + (x(day.day) ?? 0) + bandwidth / 2;
    tooltip.showTooltip({ tooltipData: day, tooltipLeft: left, tooltipTop: point.y });
  }

  return (
    <div style={{ position: 'relative' }}>
      <svg width={width} height={height} role="img" aria-label="Tokens granted and consumed per day, last 30 days">
        <LinearGradient id="usage-granted" from={colors.teal[3]} to={colors.teal[7]} />
        <LinearGradient id="usage-consumed" from={colors.storm[7]} to={colors.storm[3]} />
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows scale={y} width={innerWidth} numTicks={5} stroke={colors.dark[5]} strokeDasharray="2,4" />
          {hovered && (
            <Bar
              x={(x(hovered) ?? 0) - (x.step() - bandwidth) / 2}
              width={x.step()}
              height={innerHeight}
              fill={colors.dark[4]}
              opacity={0.35}
              rx={4}
            />
          )}
          {data.map((d) => (
            <g key={d.day} transform={`translate(${x(d.day) ?? 0}, 0)`}>
              {d.granted > 0 && (
                <Bar y={y(d.granted)} width={bandwidth} height={zero - y(d.granted)} fill="url(#usage-granted)" rx={2} />
              )}
              {d.consumed > 0 && (
                <Bar y={zero} width={bandwidth} height={y(-d.consumed) - zero} fill="url(#usage-consumed)" rx={2} />
              )}
            </g>
          ))}
          <Line from={{ x: 0, y: zero }} to={{ x: innerWidth, y: zero }} stroke={colors.dark[2]} />
          <AxisLeft
            scale={y}
            numTicks={5}
            hideAxisLine
            hideTicks
            tickFormat={(value) => formatCompact(Math.abs(Number(value)))}
            tickLabelProps={{ ...axisLabel, textAnchor: 'end', dx: -4, dy: 3 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={weekly}
            tickFormat={formatDay}
            hideAxisLine
            tickStroke={colors.dark[4]}
            tickLabelProps={{ ...axisLabel, textAnchor: 'middle' }}
          />
          <rect
            width={innerWidth}
            height={innerHeight}
            fill="transparent"
            onPointerMove={track}
            onPointerDown={track}
            onPointerLeave={tooltip.hideTooltip}
            data-testid="tokens-chart-overlay"
          />
        </Group>
      </svg>
      {tooltip.tooltipOpen && tooltip.tooltipData && (
        <TooltipWithBounds left={tooltip.tooltipLeft} top={tooltip.tooltipTop} offsetLeft={14} style={TOOLTIP_STYLE}>
          <UsageTooltip day={tooltip.tooltipData} />
        </TooltipWithBounds>
      )}
    </div>
  );
}
