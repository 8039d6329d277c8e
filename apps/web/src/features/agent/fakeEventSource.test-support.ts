import type { EventSourceLike, StreamSink } from './agentStream';

/** An EventSource as the page sees one: named events, onopen, close. */
export class FakeSource implements EventSourceLike {
  onopen: EventSourceLike['onopen'] = null;
  closed = false;
  private listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  send(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(Object.assign(new Event(type), { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  fail() {
    for (const listener of this.listeners.get('error') ?? []) listener(new Event('error'));
  }
}

/** A sink that writes down what it is told. */
export const recorder = () => {
  const seen: string[] = [];
  const sink: StreamSink = { opened: () => seen.push('opened'), event: (e) => seen.push(`${e.type}:${JSON.stringify(e.data)}`), failed: () => seen.push('failed') };
  return { seen, sink };
};

