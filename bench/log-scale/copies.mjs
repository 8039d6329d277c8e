// A log of N events made of copies of one recorded studio (record.mjs): each copy's ids are fresh (every UUID,
// and the bench's user names, replaced consistently within the copy) and its times moved on by the record's span,
// so the copies are different studios' games, users and sessions with the same shape. Appended through the
// studio's own store (encrypting each copy's personal and private fields under its own subjects' keys).
import { randomBytes, randomUUID } from 'node:crypto';

const IDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|bench[_.][0-9a-f]{8}/g;
const TIMES = /"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)"/g;

/** The record as JSON text once, and the span its times cover (a copy starts after the previous one ends). */
export const templateOf = (events) => {
  const times = events.map((e) => Date.parse(e.metadata.timestamp)).filter(Number.isFinite);
  const span = Math.max(...times) - Math.min(...times) + 60_000;
  return { texts: events.map((e) => JSON.stringify(e)), span, size: events.length };
};

/** Copy `k` of the template: fresh ids, times moved on by k spans. */
const copyOf = (template, k) => {
  const ids = new Map();
  const fresh = (id) => {
    let to = ids.get(id);
    if (!to) ids.set(id, (to = id.startsWith('bench') ? `${id.slice(0, 6)}${randomBytes(4).toString('hex')}` : randomUUID()));
    return to;
  };
  const shift = k * template.span;
  return template.texts.map((text) => {
    const e = JSON.parse(text.replace(IDS, fresh).replace(TIMES, (_, at) => `"${new Date(Date.parse(at) + shift).toISOString()}"`));
    return { streamId: e.streamId, event: { id: e.id, type: e.type, data: e.data, metadata: e.metadata } };
  });
};

/**
 * Appends copies until `total` events are in the log (the last copy cut short). `lanes` copies are written side
 * by side, each in its own order: one `appendMany` per round takes the next run of one stream's events from
 * each lane, so the copies interleave as studios writing at once do, and no event comes before one it followed
 * in its own studio.
 */
export const appendCopies = async (store, template, total, { lanes = 64, onProgress = () => {} } = {}) => {
  let nextCopy = 0;
  let left = total;
  const open = () => {
    if (left <= 0) return null;
    const events = copyOf(template, nextCopy++).slice(0, left);
    left -= events.length;
    return { events, at: 0 };
  };
  const active = [];
  for (let i = 0; i < lanes; i++) {
    const lane = open();
    if (lane) active.push(lane);
  }
  let written = 0;
  while (active.length > 0) {
    const round = new Map();
    for (const lane of active) {
      const streamId = lane.events[lane.at].streamId;
      // A stream every copy writes (one named without an id) takes the runs of several lanes in one append.
      if (!round.has(streamId)) round.set(streamId, []);
      const run = round.get(streamId);
      while (lane.at < lane.events.length && lane.events[lane.at].streamId === streamId) run.push(lane.events[lane.at++].event);
    }
    await store.appendMany([...round].map(([streamId, events]) => ({ streamId, events, expected: 'any' })));
    for (const run of round.values()) written += run.length;
    for (let i = active.length - 1; i >= 0; i--) {
      if (active[i].at < active[i].events.length) continue;
      const lane = open();
      if (lane) active[i] = lane;
      else active.splice(i, 1);
    }
    onProgress(written);
  }
  return { events: written, copies: nextCopy };
};
