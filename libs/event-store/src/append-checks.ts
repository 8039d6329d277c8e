import type { NewEvent, StreamAppend } from './event-store.port.js';

/** What every adapter refuses before it writes: an empty append, or one event id twice. */
export const checkAppend = (events: NewEvent[]): void => {
  if (events.length === 0) throw new RangeError('append needs at least one event');
  if (new Set(events.map((e) => e.id)).size !== events.length) throw new RangeError('append got the same event id twice');
};

/** `appendMany`: at least one stream, each stream once, and no event id twice across them. */
export const checkAppendMany = (writes: StreamAppend[]): void => {
  if (writes.length === 0) throw new RangeError('appendMany needs at least one stream');
  if (new Set(writes.map((w) => w.streamId)).size !== writes.length) throw new RangeError('appendMany got the same stream twice');
  for (const w of writes) if (w.events.length === 0) throw new RangeError(`appendMany got no events for ${w.streamId}`);
  checkAppend(writes.flatMap((w) => w.events));
};
