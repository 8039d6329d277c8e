import { Group, ScrollArea, Text } from '@mantine/core';
import type { EventChain } from '@tempest/contracts';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { eventHref } from '../explorerFilters';
import { CHAIN_NODE, layoutChain, scrollToCenter } from '../eventChainLayout';
import classes from './analytics.module.css';

type EventChainGraphProps = { chain: EventChain; current: string };

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The events of one correlation: a solid arrow from each recorded cause to what it caused, a dashed one from
 * the event before for an event with no recorded cause. The opened event is marked and scrolled into the
 * middle of the view; a node opens its event (the list's filters stay in the address).
 */
export function EventChainGraph({ chain, current }: EventChainGraphProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const placed = useMemo(() => layoutChain(chain), [chain]);
  const viewport = useRef<HTMLDivElement>(null);
  const here = placed.nodes.find((n) => n.position === current);
  useLayoutEffect(() => {
    const view = viewport.current;
    if (!view || !here) return;
    const { left, top } = scrollToCenter(here, { width: view.clientWidth, height: view.clientHeight });
    view.scrollTo({ left, top });
  }, [here]);
  const dashed = placed.edges.some((e) => e.kind === 'next');
  return (
    <>
      <ScrollArea.Autosize mah={520} type="auto" viewportRef={viewport} data-testid="event-chain">
        <svg width={placed.width} height={placed.height} role="img" aria-label={`Correlation chain of ${chain.nodes.length} events`}>
          <defs>
            <marker id="chain-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" fill="var(--mantine-color-dark-1)" />
            </marker>
          </defs>
          {placed.edges.map((e) => (
            <polyline key={`${e.from}-${e.to}`} className={classes.graphEdge} data-kind={e.kind} points={e.points.map((p) => `${p.x},${p.y}`).join(' ')}
              markerEnd="url(#chain-arrow)" data-testid="chain-arrow" />
          ))}
          {placed.nodes.map((n) => (
            <g
              key={n.position}
              className={classes.graphNode}
              data-current={n.position === current}
              transform={`translate(${n.x},${n.y})`}
              onClick={() => navigate(eventHref(n.position, params))}
              data-testid="chain-node"
              data-position={n.position}
            >
              <title>{`${n.event_type} · ${n.stream_id}${n.position === current ? ' · this event' : ''}`}</title>
              <rect width={CHAIN_NODE.width} height={CHAIN_NODE.height} rx={8} />
              <text x={10} y={20} className={classes.graphType}>{shorten(n.event_type, 26)}</text>
              <text x={10} y={38} className={classes.graphMeta}>#{n.position} · {shorten(n.stream_id, n.position === current ? 10 : 18)}</text>
              {n.position === current && <text x={CHAIN_NODE.width - 10} y={38} textAnchor="end" className={classes.graphHere}>this event</text>}
            </g>
          ))}
        </svg>
      </ScrollArea.Autosize>
      <Group gap="md" mt={6} data-testid="chain-legend">
        <Text size="xs" c="dimmed">━ caused (recorded cause)</Text>
        {dashed && <Text size="xs" c="dimmed">╌ came next in the same request (no cause recorded)</Text>}
        {chain.truncated && <Text size="xs" c="dimmed">Showing the first {chain.nodes.length} events of this correlation.</Text>}
      </Group>
    </>
  );
}
