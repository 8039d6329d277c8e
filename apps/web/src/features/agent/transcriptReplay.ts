import type { AgentTranscriptTurn } from '@tempest/contracts';
import { endStream, initialAgentState, pushMessage, type AgentState } from './agentState';
import type { AgentMessage, AgentStreamEvent } from './agentTypes';
import { applyStreamEvent } from './streamEvents';

/** Whether a transcript's turn has its end (`stream_end`); one without it may still be running. */
export const endedTurn = (turn: Pick<AgentTranscriptTurn, 'events'>): boolean => turn.events.some((event) => event.type === 'stream_end');

/** What a replayed conversation leaves in the chat. */
export type Replayed = Pick<AgentState, 'messages' | 'model' | 'entityChanges' | 'recentToolResults'>;

/**
 * Pure: past turns rebuilt through the reducer the live stream uses (streamEvents.ts), so a conversation
 * reopened after a reload looks as it did live. Each turn is the user's message, then its events as sent; a
 * turn whose stream never ended (the server stopped) is closed quietly. Local ids (status lines, failures)
 * get `prefix`, so turns replayed apart (earlier pages) never share one.
 */
export function replayTurns(turns: readonly AgentTranscriptTurn[], prefix: string, recentToolResults: string[] = []): Replayed {
  // A fresh copy of every collection: the module's initial state must never be written to.
  const state: AgentState = { ...initialAgentState, messages: [], entityChanges: {}, recentToolResults: [...recentToolResults], reload: { ...initialAgentState.reload } };
  for (const turn of turns) {
    const { message_id: id, content, context_items: contextItems, at } = turn.user_message;
    pushMessage(state, { id, role: 'user', content, at, contextItems });
    state.inFlight = true;
    state.streaming = true;
    state.interrupted = false;
    state.streamError = false;
    for (const event of turn.events) {
      const live: AgentStreamEvent = { type: event.type, data: event.data };
      applyStreamEvent(state, live, event.at);
    }
    endStream(state, { reason: 'complete', at });
  }
  const messages: AgentMessage[] = state.messages.map((m) => (m.id.startsWith('local-') ? { ...m, id: `${prefix}${m.id}` } : m));
  return { messages, model: state.model, entityChanges: state.entityChanges, recentToolResults: state.recentToolResults };
}
