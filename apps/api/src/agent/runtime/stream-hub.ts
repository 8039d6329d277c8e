/** One server-sent event of an agent stream (docs/api-agent.md, Stream events). */
export type HubEvent = { type: string; data: Record<string, unknown> };
type Listener = (event: HubEvent) => void;

/** How long an ended turn's events stay for late subscribers before they are dropped. */
export const ENDED_TURN_KEPT_MS = 60_000;

/**
 * The events of each session's running turn, kept until it ends so a client that connects late (or the
 * same request's SSE response) still sees every one; listeners get the rest as they happen.
 */
export class StreamHub {
  private readonly turns = new Map<string, { events: HubEvent[]; listeners: Set<Listener>; ended: boolean }>();

  open(sessionId: string): void {
    this.turns.set(sessionId, { events: [], listeners: new Set(), ended: false });
  }

  publish(sessionId: string, event: HubEvent): void {
    const turn = this.turns.get(sessionId);
    if (!turn || turn.ended) return;
    turn.events.push(event);
    if (event.type === 'stream_end') turn.ended = true;
    for (const listener of turn.listeners) listener(event);
    if (turn.ended) {
      setTimeout(() => {
        if (this.turns.get(sessionId) === turn) this.turns.delete(sessionId);
      }, ENDED_TURN_KEPT_MS).unref();
    }
  }

  /** Replays the turn's events so far, then follows it; returns the unsubscribe function. */
  subscribe(sessionId: string, listener: Listener): () => void {
    const turn = this.turns.get(sessionId);
    if (!turn) return () => undefined;
    for (const event of turn.events) listener(event);
    turn.listeners.add(listener);
    return () => turn.listeners.delete(listener);
  }

  ended(sessionId: string): boolean {
    return this.turns.get(sessionId)?.ended ?? true;
  }
}
