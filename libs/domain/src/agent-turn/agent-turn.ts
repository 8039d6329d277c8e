import { assertNever, type Decider } from '../shared/decider.js';

/**
 * The agent's turns on a game (issue 29 §3), on the game's stream `agent-turns-<gameId>`, so every replica
 * knows the agent is writing to the game, not only the one running the turn. A turn holds a lease its
 * runtime renews while it runs: a replica that died mid-turn stops renewing, and after AGENT_TURN_LEASE_MS
 * the game is free again.
 */
export const agentTurnStreamId = (gameId: string) => `agent-turns-${gameId}`;
/** How long a turn counts as running after its start or last renewal. */
export const AGENT_TURN_LEASE_MS = 30_000;
/** How often the runtime renews a running turn's lease (a third of it: two renewals may fail). */
export const AGENT_TURN_RENEW_MS = 10_000;

/** `turnId` is the turn's stream id (the agent session's message stream); `until` is when its lease ends. */
export type AgentTurnStarted = { type: 'AgentTurnStarted'; data: { gameId: string; sessionId: string; turnId: string; until: string; at: string } };
export type AgentTurnRenewed = { type: 'AgentTurnRenewed'; data: { gameId: string; turnId: string; until: string; at: string } };
export type AgentTurnEnded = { type: 'AgentTurnEnded'; data: { gameId: string; turnId: string; at: string } };
export type AgentTurnEvent = AgentTurnStarted | AgentTurnRenewed | AgentTurnEnded;
export const AGENT_TURN_EVENT_TYPES = ['AgentTurnStarted', 'AgentTurnRenewed', 'AgentTurnEnded'] as const satisfies readonly AgentTurnEvent['type'][];

export type AgentTurnCommand =
  | { type: 'StartAgentTurn'; data: { gameId: string; sessionId: string; turnId: string; now: string } }
  | { type: 'RenewAgentTurn'; data: { gameId: string; turnId: string; now: string } }
  | { type: 'EndAgentTurn'; data: { gameId: string; turnId: string; now: string } };

/** The turns not ended, each with the end of its lease (epoch ms). */
export type AgentTurnState = { running: ReadonlyMap<string, number> };

export const initialAgentTurnState = (): AgentTurnState => ({ running: new Map() });

/** Whether the agent is working on the game at `now`: a turn not ended whose lease has not run out. */
export const agentStreaming = (state: AgentTurnState, now: string): boolean => {
  const at = Date.parse(now);
  for (const until of state.running.values()) if (until > at) return true;
  return false;
};

const leaseFrom = (now: string) => new Date(Date.parse(now) + AGENT_TURN_LEASE_MS).toISOString();

export const evolveAgentTurns = (state: AgentTurnState, event: AgentTurnEvent): AgentTurnState => {
  const running = new Map(state.running);
  switch (event.type) {
    case 'AgentTurnStarted':
    case 'AgentTurnRenewed':
      running.set(event.data.turnId, Date.parse(event.data.until));
      break;
    case 'AgentTurnEnded':
      running.delete(event.data.turnId);
      break;
    default:
      return assertNever(event);
  }
  return { running };
};

/**
 * Starting a turn twice, renewing or ending one that is not running decide nothing: the runtime records what
 * happens, and a retried or late call must not bring a turn back.
 */
export const decideAgentTurn = (command: AgentTurnCommand, state: AgentTurnState): AgentTurnEvent[] => {
  const { gameId, turnId, now } = command.data;
  const running = state.running.has(turnId);
  switch (command.type) {
    case 'StartAgentTurn':
      return running ? [] : [{ type: 'AgentTurnStarted', data: { gameId, sessionId: command.data.sessionId, turnId, until: leaseFrom(now), at: now } }];
    case 'RenewAgentTurn':
      return running ? [{ type: 'AgentTurnRenewed', data: { gameId, turnId, until: leaseFrom(now), at: now } }] : [];
    case 'EndAgentTurn':
      return running ? [{ type: 'AgentTurnEnded', data: { gameId, turnId, at: now } }] : [];
    default:
      return assertNever(command);
  }
};

export const agentTurnDecider: Decider<AgentTurnState, AgentTurnCommand, AgentTurnEvent> = {
  initialState: initialAgentTurnState,
  evolve: evolveAgentTurns,
  decide: decideAgentTurn,
};
