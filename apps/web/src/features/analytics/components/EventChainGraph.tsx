import { ScrollArea, Text } from '@mantine/core';
import type { EventChain } from '@tempest/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { CHAIN_NODE, layoutChain } from '../eventChainLayout';
import classes from './analytics.module.css';

type EventChainGraphProps = { chain: EventChain; current: string };

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The events of one correlation, an arrow from each cause to what it caused; a node opens its event. */
export function EventChainGraph({ chain, current }: EventChainGraphProps) {
  const navigate = useNavigate();
  const placed = useMemo(() => layoutChain(chain), [chain]);
  return (
    <ScrollArea.Autosize mah={520} type="auto" data-testid="event-chain">
      <svg width={placed.width} height={placed.height} role="img" aria-label={`Correlation chain of ${chain.nodes.length} events`}>
        <defs>
          <marker id="chain-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" fill="var(--mantine-color-dark-2)" />
          </marker>
        </defs>
        {placed.edges.map((e) => (
          <polyline key={`${e.from}-${e.to}`} className={classes.graphEdge} points={e.points.map((p) => `${p.x},${p.y}`).join(' ')} markerEnd="url(#chain-arrow)" />
        ))}
        {placed.nodes.map((n) => (
          <g
            key={n.position}
            className={classes.graphNode}
            data-current={n.position === current}
            transform={`translate(${n.x},${n.y})`}
            onClick={() => navigate(`/analytics/events/${n.position}`)}
            data-testid="chain-node"
          >
            <title>{`${n.event_type} · ${n.stream_id}`}</title>
            <rect width={CHAIN_NODE.width} height={CHAIN_NODE.height} rx={8} />
            <text x={10} y={20} className={classes.graphType}>{shorten(n.event_type, 26)}</text>
            <text x={10} y={38} className={classes.graphMeta}>#{n.position} · {shorten(n.stream_id, 18)}</text>
          </g>
        ))}
      </svg>
      {chain.truncated && <Text size="xs" c="dimmed">Showing the first {chain.nodes.length} events of this correlation.</Text>}
    </ScrollArea.Autosize>
  );
}
