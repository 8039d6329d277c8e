import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ContextItem } from '@tempest/contracts';
import type { AgentStreamEvent } from './agentTypes';
import { listenToStream, sessionIdOf, streamUrl, type EventSourceLike, type StreamSink } from './agentStream';

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

// The one turn waiting for its dashboard (a tab generates one game at a time), with its game.
let waiting: { gameId: string; turn: EarlyTurn } | null = null;

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
  const turn: EarlyTurn = { requestId: deps.requestId, prompt, contextItems, init, source: () => source, adopt: buffer.adopt, close };
  waiting?.turn.close();
  waiting = { gameId, turn };
  return turn;
}

/** The turn the prompt screen started for this game, once: the dashboard that takes it owns its stream. */
export function takeEarlyTurn(gameId: string): EarlyTurn | null {
  if (waiting?.gameId !== gameId) return null;
  const { turn } = waiting;
  waiting = null;
  return turn;
}
