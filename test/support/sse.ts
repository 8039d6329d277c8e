/**
 * Test support: reads an agent text/event-stream over fetch as a browser's EventSource would. `next(type)`
 * waits for the next event of that type (or any), `all()` for the stream to close.
 */
export type SseEvent = { type: string; data: Record<string, unknown> };

export type SseReading = {
  response: Response;
  events: SseEvent[];
  next(type?: string): Promise<SseEvent | null>;
  all(): Promise<SseEvent[]>;
};

export const readEventStream = async (url: string, headers: Record<string, string> = {}): Promise<SseReading> => {
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers } });
  const events: SseEvent[] = [];
  if (!response.ok || !response.body) return { response, events, next: async () => null, all: async () => events };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let read = 0;
  let done = false;
  const pull = async (): Promise<boolean> => {
    const chunk = await reader.read();
    if (chunk.done) return (done = true), false;
    buffer += decoder.decode(chunk.value, { stream: true });
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      // An event without a name is a `message`, as EventSource dispatches it.
      const type = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (type && data) events.push({ type, data: JSON.parse(data) as Record<string, unknown> });
    }
    return true;
  };
  const next = async (type?: string): Promise<SseEvent | null> => {
    for (;;) {
      while (read < events.length) {
        const event = events[read++];
        if (!type || event.type === type) return event;
      }
      if (done || !(await pull())) return null;
    }
  };
  const all = async () => {
    while (!done) await pull();
    return events;
  };
  return { response, events, next, all };
};

/** What the assistant said in a turn (its message_chunk events joined). */
export const spokenText = (events: SseEvent[]): string =>
  events
    .filter((e) => e.type === 'message_chunk')
    .map((e) => e.data.content)
    .join('');
