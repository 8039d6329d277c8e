import { describe, expect, it } from '@jest/globals';
import type { EventChain } from '@tempest/contracts';
import { chainLinks, layoutChain, scrollToCenter } from './eventChainLayout';

const node = (position: string) => ({ position, event_id: `e${position}`, event_type: 'T', stream_id: 's-1', at: '2026-01-01T00:00:00.000Z' });

describe('the chain view (issue 30)', () => {
  it('draws an arrow to every event but the first: its recorded cause, else the event before it', () => {
    const chain: EventChain = { nodes: [node('10'), node('11'), node('12'), node('9')], edges: [{ from: '10', to: '12' }], truncated: false };
    expect(chainLinks(chain)).toEqual([
      { from: '10', to: '12', kind: 'caused' },
      { from: '9', to: '10', kind: 'next' },
      { from: '10', to: '11', kind: 'next' },
    ]);
  });

  it('lays a request without recorded causes out as a column with an arrow between each pair', () => {
    const placed = layoutChain({ nodes: [node('1'), node('2'), node('3')], edges: [], truncated: false });
    expect(placed.edges).toHaveLength(2);
    expect(placed.edges.every((e) => e.points.length >= 2)).toBe(true);
    const ys = placed.nodes.map((n) => n.y);
    expect(ys[0]).toBeLessThan(ys[1]);
    expect(ys[1]).toBeLessThan(ys[2]);
  });

  it('scrolls the opened event to the middle of the view', () => {
    expect(scrollToCenter({ x: 500, y: 900 }, { width: 400, height: 520 })).toEqual({ left: 405, top: 665 });
    expect(scrollToCenter({ x: 16, y: 16 }, { width: 800, height: 520 })).toEqual({ left: 0, top: 0 });
  });
});
