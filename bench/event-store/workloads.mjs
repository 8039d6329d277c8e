// The five workloads, written once against a small target interface (see tempest-target.mjs and
// emmett-target.mjs) so both stores run exactly the same loops with the same events.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

const WARMUP_SECONDS = 0.5;

/** An event in Tempest's NewEvent shape (~330 bytes of JSON); the Emmett target maps it 1:1. */
export const makeEvent = (gameId, n) => ({
  id: randomUUID(),
  type: 'AssetEdited',
  data: { gameId, path: 'src/scenes/level-3.ts', edit: { from: 120 + n, to: 134 + n, text: 'const speed = 4.5;' }, n },
  metadata: {
    actorId: 'user-7f3a',
    actorKind: 'user',
    model: null,
    correlationId: randomUUID(),
    causationId: null,
    requestId: randomUUID(),
    timestamp: new Date().toISOString(),
  },
});

const makeBatch = (gameId, from, size) => Array.from({ length: size }, (_, i) => makeEvent(gameId, from + i));

/**
 * One writer per stream, each appending `batch` events per call with the exact expected revision,
 * until `seconds` have passed after a short warm-up. Returns the events/s over the measured window.
 */
export const timedWriters = async (target, { writers, batch, seconds, streamPrefix }) => {
  const t0 = performance.now();
  const measureFrom = t0 + WARMUP_SECONDS * 1000;
  const end = measureFrom + seconds * 1000;
  let counted = 0;
  let appends = 0;
  const writer = async () => {
    const streamId = `${streamPrefix}-${randomUUID()}`;
    const gameId = randomUUID();
    let written = 0; // events already in this stream: the expected revision
    while (performance.now() < end) {
      await target.append(streamId, makeBatch(gameId, written, batch), written);
      written += batch;
      if (performance.now() >= measureFrom) {
        counted += batch;
        appends += 1;
      }
    }
    return written;
  };
  const totals = await Promise.all(Array.from({ length: writers }, writer));
  const elapsed = (performance.now() - measureFrom) / 1000;
  return { eventsPerSecond: counted / elapsed, events: counted, appends, seconds: elapsed, written: sum(totals) };
};

const sum = (xs) => xs.reduce((a, b) => a + b, 0);

/** Appends batches of 100 to fresh streams until the store holds at least `total` events. */
export const topUp = async (target, total, alreadyWritten) => {
  let written = alreadyWritten;
  const writers = 4;
  const writer = async () => {
    while (written < total) {
      written += 100;
      await target.append(`topup-${randomUUID()}`, makeBatch(randomUUID(), 0, 100), 0);
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  return written;
};

/** Reads `$all` from the start in pages until `total` events were read. */
export const readAll = async (target, { total, pageSize }) => {
  const t0 = performance.now();
  let cursor = target.start;
  let events = 0;
  let pages = 0;
  while (events < total) {
    const page = await target.readPage(cursor, pageSize);
    events += page.count;
    pages += 1;
    cursor = page.next;
    if (page.isEnd) break;
  }
  if (events < total) throw new Error(`$all held only ${events} events, wanted ${total}`);
  const seconds = (performance.now() - t0) / 1000;
  return { eventsPerSecond: events / seconds, events, pages, seconds };
};

/** Subscribes from the start and waits until `total` events were delivered. */
export const catchUp = async (target, { total, batchSize, subscribe = target.subscribe }) => {
  const t0 = performance.now();
  const events = await subscribe(total, batchSize);
  const seconds = (performance.now() - t0) / 1000;
  return { eventsPerSecond: events / seconds, events, seconds };
};
