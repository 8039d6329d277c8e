import { EventEmitter } from 'node:events';
import { describe, expect, it } from '@jest/globals';
import { PROJECTIONS_MOVED, STAFF_ROOM } from '@tempest/contracts';
import type { ProjectionEngine } from '@tempest/projections';
import { announceProjectionMoves } from './broadcast-changes.js';

const engineMoving = () => {
  const moves = new EventEmitter();
  const engine = {
    onPosition: (listener: (processor: string) => void) => {
      moves.on('position', listener);
      return () => void moves.off('position', listener);
    },
  } as unknown as ProjectionEngine;
  return { engine, move: (processor: string) => moves.emit('position', processor) };
};

const staffRoom = () => {
  const sent: { room: string; event: string; processors: string[]; at: number }[] = [];
  const server = { to: (room: string) => ({ emit: (event: string, message: { processors: string[] }) => sent.push({ room, event, processors: message.processors, at: Date.now() }) }) };
  return { sent, server: () => server };
};

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('announceProjectionMoves', () => {
  it('tells the staff room which processors moved, at most once an interval, the moves of an interval together', async () => {
    const { engine, move } = engineMoving();
    const { sent, server } = staffRoom();
    const stop = announceProjectionMoves(engine, server, 100);
    move('event_index');
    await wait(20);
    expect(sent.map((s) => [s.room, s.event, s.processors])).toEqual([[STAFF_ROOM, PROJECTIONS_MOVED, ['event_index']]]);
    // A burst within the interval: one message at its end, each name once.
    for (let i = 0; i < 50; i++) move(i % 2 ? 'audit_log' : 'event_index');
    await wait(30);
    expect(sent).toHaveLength(1);
    await wait(120);
    expect(sent.map((s) => s.processors)).toEqual([['event_index'], ['audit_log', 'event_index']]);
    expect(sent[1].at - sent[0].at).toBeGreaterThanOrEqual(95);
    // Stopped: nothing more, not even a move already counted.
    move('checkpoints');
    stop();
    await wait(150);
    expect(sent).toHaveLength(2);
  });
});
