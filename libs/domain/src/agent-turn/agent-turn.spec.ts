import { describe, expect, it } from '@jest/globals';
import { AGENT_TURN_LEASE_MS, agentStreaming, agentTurnDecider, type AgentTurnEvent } from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const sessionId = '5e550000-0000-4000-8000-000000000001';
const turnId = '7e770000-0000-4000-8000-000000000001';
const now = '2026-12-02T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(now) + ms).toISOString();
const spec = deciderSpecification(agentTurnDecider);
const started: AgentTurnEvent = { type: 'AgentTurnStarted', data: { gameId, sessionId, turnId, until: later(AGENT_TURN_LEASE_MS), at: now } };
const fold = (...events: AgentTurnEvent[]) => events.reduce(agentTurnDecider.evolve, agentTurnDecider.initialState());

describe('agent turns on a game', () => {
  it('records a start with a lease, and only once', () => {
    spec.given().when({ type: 'StartAgentTurn', data: { gameId, sessionId, turnId, now } }).then([started]);
    spec.given(started).when({ type: 'StartAgentTurn', data: { gameId, sessionId, turnId, now } }).thenNothing();
  });

  it('renews a running turn from now; a turn that ended is not brought back', () => {
    const at = later(10_000);
    spec.given(started).when({ type: 'RenewAgentTurn', data: { gameId, turnId, now: at } }).then([{ type: 'AgentTurnRenewed', data: { gameId, turnId, until: later(10_000 + AGENT_TURN_LEASE_MS), at } }]);
    const ended: AgentTurnEvent = { type: 'AgentTurnEnded', data: { gameId, turnId, at } };
    spec.given(started, ended).when({ type: 'RenewAgentTurn', data: { gameId, turnId, now: at } }).thenNothing();
    spec.given(started, ended).when({ type: 'EndAgentTurn', data: { gameId, turnId, now: at } }).thenNothing();
    spec.given(started).when({ type: 'EndAgentTurn', data: { gameId, turnId, now: at } }).then([ended]);
  });

  it('says the agent is working while a turn runs and its lease holds: a replica that died frees the game after the lease', () => {
    expect(agentStreaming(fold(), now)).toBe(false);
    expect(agentStreaming(fold(started), later(1000))).toBe(true);
    expect(agentStreaming(fold(started), later(AGENT_TURN_LEASE_MS))).toBe(false);
    expect(agentStreaming(fold(started, { type: 'AgentTurnEnded', data: { gameId, turnId, at: later(5) } }), later(10))).toBe(false);
  });
});
