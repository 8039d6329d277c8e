import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@tempest/event-store';
import { evolveAgentSessionRow, FIRST_PROMPT_MAX, toAgentSessionSummary } from './agent-sessions.read-model.js';

const sessionId = '5a0c1f9e-2b7d-4c1a-9e3f-0123456789ab';
const recorded = (type: string, data: unknown): RecordedEvent => ({
  id: `e-${type}`,
  type,
  streamId: `agent-session-${sessionId}`,
  revision: 0n,
  globalPosition: 1n,
  schemaVersion: 1,
  data,
  metadata: { actorId: null, actorKind: 'user', correlationId: 'c', causationId: null, requestId: null, timestamp: 't' },
});

describe('agent sessions read model', () => {
  it('counts the user messages, keeps the first one on one line, and moves with every event', () => {
    let row = evolveAgentSessionRow(null, recorded('AgentSessionStarted', { sessionId, gameId: 'g', userId: 'u', modelId: 'tempest-offline', programmatic: false, metadata: {}, at: '2026-11-26T10:00:00.000Z' }));
    row = evolveAgentSessionRow(row, recorded('UserMessageReceived', { sessionId, messageId: 'm', streamId: 's', content: '  a snake\n game  ', contextItems: [], hiddenInstructions: '', at: '2026-11-26T10:01:00.000Z' }));
    row = evolveAgentSessionRow(row, recorded('UserMessageReceived', { sessionId, messageId: 'm2', streamId: 's2', content: 'make it faster', contextItems: [], hiddenInstructions: '', at: '2026-11-26T10:02:00.000Z' }));
    row = evolveAgentSessionRow(row, recorded('StreamEnded', { streamId: 's2', reason: 'complete', usage: {}, tokens: 1, at: '2026-11-26T10:03:00.000Z' }));
    expect(toAgentSessionSummary(row!)).toEqual({
      session_id: sessionId, game_id: 'g', user_id: 'u', model: 'tempest-offline', programmatic: false,
      started_at: '2026-11-26T10:00:00.000Z', updated_at: '2026-11-26T10:03:00.000Z', first_prompt: 'a snake game', turn_count: 2,
    });
  });

  it('cuts a long first prompt and ignores events of a session it never saw start', () => {
    const start = evolveAgentSessionRow(null, recorded('AgentSessionStarted', { sessionId, gameId: 'g', userId: 'u', modelId: 'm', programmatic: true, metadata: {}, at: 't' }));
    const long = evolveAgentSessionRow(start, recorded('UserMessageReceived', { sessionId, messageId: 'm', streamId: 's', content: 'x'.repeat(500), contextItems: [], hiddenInstructions: '', at: 't2' }));
    expect(long!.first_prompt).toHaveLength(FIRST_PROMPT_MAX);
    expect(evolveAgentSessionRow(null, recorded('UserMessageReceived', { at: 't' }))).toBeNull();
  });
});
