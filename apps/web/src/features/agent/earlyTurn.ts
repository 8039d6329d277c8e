import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ContextItem } from '@tempest/contracts';
import { LISTENED_EVENTS, type AgentStreamEvent, type ListenedEventName } from './agentTypes';
import { parseEventData, sessionIdOf, streamUrl } from './agentStream';

/** What a turn's EventSource reports, in order: it opened, an event, or the connection failed. */
export type StreamSink = {
  opened: () => void;
  event: (event: AgentStreamEvent) => void;
  failed: () => void;
};

/** The part of an EventSource a sink listens to (a fake in tests). */
export type EventSourceLike = {
  onopen: ((event: Event) => unknown) | null;
  addEventListener: (type: string, listener: (event: Event) => void) => void;
  close: () => void;
};

/** Routes an EventSource's named events to `sink`; 'error' is both the server's event (a MessageEvent with data) and the EventSource's own failure. */
export function listenToStream(events: EventSourceLike, sink: StreamSink): void {
  events.onopen = () => sink.opened();
  const listen = (type: ListenedEventName) => (message: Event) => {
    const raw = (message as MessageEvent).data;
    if (type === 'error' && typeof raw !== 'string') return sink.failed();
    const data = parseEventData(raw);
    if (data) sink.event({ type, data });
  };
  for (const type of LISTENED_EVENTS) events.addEventListener(type, listen(type));
}

type Report = { kind: 'opened' } | { kind: 'event'; event: AgentStreamEvent } | { kind: 'failed' };

/**
 * A sink that keeps what it is told until `adopt` names the real one, then tells it all of that in order and
 * passes everything after straight on.
 */
export function bufferedSink(): { sink: StreamSink; adopt: (target: StreamSink) => void } {
  let target: StreamSink | null = null;
  const kept: Report[] = [];
  const tell = (to: StreamSink, report: Report) => (report.kind === 'opened' ? to.opened() : report.kind === 'event' ? to.event(report.event) : to.failed());
  const report = (r: Report) => (target ? tell(target, r) : kept.push(r));
  return {
    sink: { opened: () => report({ kind: 'opened' }), event: (event) => report({ kind: 'event', event }), failed: () => report({ kind: 'failed' }) },
    adopt(next) {
      target = next;
      for (const r of kept.splice(0)) tell(next, r);
    },
  };
}

export type InitOutcome = { data?: unknown; error?: FetchBaseQueryError | SerializedError };

/**
 * The first prompt's turn, started by the prompt screen the moment generate answers (docs/api-agent.md, The chat in
 * the studio: "The first prompt's turn starts on the prompt screen"): its init POST is sent and its stream opened
 * there, so the agent works while the browser changes pages and the dashboard mounts, and the dashboard's chat
 * adopts it with every event it carried meanwhile.
 */
export type EarlyTurn = {
  gameId: string;
  requestId: string;
  prompt: string;
  contextItems: ContextItem[];
  /** The init POST's answer; its session's stream is already open when it succeeded. */
  init: Promise<{ outcome: InitOutcome; sessionId: string | null }>;
  /** The open stream, once init answered with a session (null before, and after a failed init). */
  source: () => EventSourceLike | null;
  /** Hands the stream's reports, from its first, to the chat. */
  adopt: (sink: StreamSink) => void;
  close: () => void;
};

const waiting = new Map<string, EarlyTurn>();

export type EarlyTurnDeps = {
  sendInit: () => Promise<InitOutcome>;
  openSource: (url: string) => EventSourceLike;
  requestId: string;
  /** Runs once, when the stream opens: the server has started the turn. */
  onStarted?: () => void;
};

/**
 * Sends the init POST and opens the turn's stream; the turn waits for `takeEarlyTurn(gameId)`. Its stream is closed at
 * the turn's end (or failure) whether or not a dashboard took it (an EventSource would otherwise reconnect), and its
 * events are kept for a dashboard that comes later. A new early turn drops any other one still waiting.
 */
export function startEarlyTurn(gameId: string, prompt: string, contextItems: ContextItem[], deps: EarlyTurnDeps): EarlyTurn {
  const buffer = bufferedSink();
  let source: EventSourceLike | null = null;
  let closed = false;
  const close = () => {
    closed = true;
    source?.close();
  };
  let started = false;
  const sink: StreamSink = {
    opened: () => {
      if (!started) deps.onStarted?.();
      started = true;
      buffer.sink.opened();
    },
    event: (event) => {
      buffer.sink.event(event);
      if (event.type === 'stream_end') close();
    },
    failed: () => {
      buffer.sink.failed();
      close();
    },
  };
  const init = deps.sendInit().then((outcome) => {
    const sessionId = sessionIdOf(outcome.data as Parameters<typeof sessionIdOf>[0]);
    if (sessionId !== null && !closed) {
      try {
        source = deps.openSource(streamUrl({ sessionId, requestId: deps.requestId }));
        listenToStream(source, sink);
      } catch {
        source = null;
      }
    }
    return { outcome, sessionId };
  });
  const turn: EarlyTurn = { gameId, requestId: deps.requestId, prompt, contextItems, init, source: () => source, adopt: buffer.adopt, close };
  for (const other of waiting.values()) other.close();
  waiting.clear();
  waiting.set(gameId, turn);
  return turn;
}

/** The turn the prompt screen started for this game, once: the dashboard that takes it owns its stream. */
export function takeEarlyTurn(gameId: string): EarlyTurn | null {
  const turn = waiting.get(gameId) ?? null;
  waiting.delete(gameId);
  return turn;
}
