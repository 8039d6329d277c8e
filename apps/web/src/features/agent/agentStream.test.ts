import { describe, expect, it } from '@jest/globals';
import { initErrorMessage, listenToStream, parseEventData, sessionIdOf, streamUrl } from './agentStream';
import { FakeSource, recorder } from './fakeEventSource.test-support';

const request = { sessionId: 's-1', requestId: 'r1' };

describe('agent stream requests', () => {
  it('opens the stream of the turn the init POST started: only the request id in the URL, never the message', () => {
    const url = new URL(streamUrl(request), 'http://studio');
    expect(url.pathname).toBe('/create/agentic/stream/v2/s-1/');
    expect([...url.searchParams.keys()]).toEqual(['request_id']);
    expect(url.searchParams.get('request_id')).toBe('r1');
  });

  it('names why init failed: 409 in progress, another status, or no answer', () => {
    expect(initErrorMessage({ status: 409, data: {} })).toBe('Streaming in progress - cannot start a new session yet');
    expect(initErrorMessage({ status: 500, data: {} })).toBe('Stream initialization failed: 500');
    expect(initErrorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: 'bad' })).toBe('Stream initialization failed: 502');
    expect(initErrorMessage({ status: 'FETCH_ERROR', error: 'offline' })).toBe('Failed to initialize streaming session');
  });

  it('reads the session id of a successful init only', () => {
    expect(sessionIdOf({ success: true, data: { session_id: 'abc' } })).toBe('abc');
    expect(sessionIdOf({ success: false, data: { session_id: 'abc' } })).toBeNull();
    expect(sessionIdOf({ success: true })).toBeNull();
  });

  it('reads event data as a JSON object or nothing', () => {
    expect(parseEventData('{"message_id":"m1"}')).toEqual({ message_id: 'm1' });
    expect(parseEventData('[1]')).toBeNull();
    expect(parseEventData('not json')).toBeNull();
  });

});

describe('a stream listened to', () => {
  it("passes named events with JSON object data, tells the server's error event from the connection's failure, and drops what is not JSON", () => {
    const source = new FakeSource('/s');
    const { seen, sink } = recorder();
    listenToStream(source, sink);
    source.open();
    source.send('message_chunk', { content: 'Hi' });
    source.send('message_chunk', 'not json');
    source.send('error', { message: 'The model failed' });
    source.fail();
    expect(seen).toEqual(['opened', 'message_chunk:{"content":"Hi"}', 'error:{"message":"The model failed"}', 'failed']);
  });

});
