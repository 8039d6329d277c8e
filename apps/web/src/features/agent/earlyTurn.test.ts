import { describe, expect, it } from '@jest/globals';
import { bufferedSink, startEarlyTurn, takeEarlyTurn, type InitOutcome } from './earlyTurn';
import { FakeSource, recorder } from './fakeEventSource.test-support';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a stream kept for its dashboard', () => {
  it('keeps what it is told until adopted, replays it in order, then passes everything on', () => {
    const buffer = bufferedSink();
    buffer.sink.opened();
    buffer.sink.event({ type: 'message_start', data: { n: 1 } });
    const { seen, sink } = recorder();
    buffer.adopt(sink);
    expect(seen).toEqual(['opened', 'message_start:{"n":1}']);
    buffer.sink.event({ type: 'stream_end', data: { reason: 'complete' } });
    expect(seen).toEqual(['opened', 'message_start:{"n":1}', 'stream_end:{"reason":"complete"}']);
  });
});

describe("the first prompt's turn started by the prompt screen", () => {
  const start = (gameId: string, init: Promise<InitOutcome>, onStarted?: () => void) => {
    const sources: FakeSource[] = [];
    const turn = startEarlyTurn(gameId, 'a snake game', [], {
      requestId: 'r-1',
      onStarted,
      sendInit: () => init,
      openSource: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
    });
    return { turn, sources };
  };

  it("opens the session's stream once init answers, and hands the dashboard every event from the first", async () => {
    const { turn, sources } = start('g-1', Promise.resolve({ data: { success: true, data: { session_id: 's-1' } } }));
    await expect(turn.init).resolves.toMatchObject({ sessionId: 's-1' });
    expect(sources.map((s) => s.url)).toEqual(['/create/agentic/stream/v2/s-1/?request_id=r-1']);
    sources[0].open();
    sources[0].send('message_start', { id: 'm' });
    sources[0].send('tool_start', { tool: 'create_asset' });

    expect(takeEarlyTurn('g-1')).toBe(turn);
    expect(takeEarlyTurn('g-1')).toBeNull(); // once
    const { seen, sink } = recorder();
    turn.adopt(sink);
    sources[0].send('stream_end', { reason: 'complete' });
    expect(seen).toEqual(['opened', 'message_start:{"id":"m"}', 'tool_start:{"tool":"create_asset"}', 'stream_end:{"reason":"complete"}']);
    expect(sources[0].closed).toBe(true);
  });

  it('says the turn started once its stream opens (the server started it), and only once', async () => {
    let started = 0;
    const { turn, sources } = start('g-6', Promise.resolve({ data: { success: true, data: { session_id: 's-6' } } }), () => started++);
    await turn.init;
    expect(started).toBe(0); // init alone starts no turn: the stream's request does
    sources[0].open();
    sources[0].open(); // an EventSource that reconnects opens again
    expect(started).toBe(1);
    takeEarlyTurn('g-6')?.close();
  });

  it('closes a stream nobody took at its end, and a dashboard that comes later still gets the whole turn', async () => {
    const { turn, sources } = start('g-2', Promise.resolve({ data: { success: true, data: { session_id: 's-2' } } }));
    await turn.init;
    sources[0].open();
    sources[0].send('stream_end', { reason: 'complete' });
    expect(sources[0].closed).toBe(true);
    const { seen, sink } = recorder();
    takeEarlyTurn('g-2')?.adopt(sink);
    expect(seen).toEqual(['opened', 'stream_end:{"reason":"complete"}']);
  });

  it('opens no stream when init is refused, and answers the refusal to the dashboard', async () => {
    const refusal = { error: { status: 409, data: { code: 'agent.first_prompt_sent' } } };
    const { turn, sources } = start('g-3', Promise.resolve(refusal));
    await expect(turn.init).resolves.toEqual({ outcome: refusal, sessionId: null });
    expect(sources).toEqual([]);
    expect(turn.source()).toBeNull();
  });

  it('drops a turn still waiting when another game is generated, closing its stream', async () => {
    const first = start('g-4', Promise.resolve({ data: { success: true, data: { session_id: 's-4' } } }));
    await first.turn.init;
    start('g-5', new Promise<InitOutcome>(() => {}));
    expect(first.sources[0].closed).toBe(true);
    expect(takeEarlyTurn('g-4')).toBeNull();
    await flush();
    expect(takeEarlyTurn('g-5')).not.toBeNull();
  });
});
