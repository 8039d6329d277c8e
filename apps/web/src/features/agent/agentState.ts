import type { AssetContextItem } from '@tempest/contracts';
import { errorStatusText, STREAM_INTERRUPTED_TEXT } from './agentRules';
import type { AgentError, AgentMessage, AgentRole, ContextItemRef, MessageMeta, ReloadHint, RunnerReload } from './agentTypes';

/**
 * The agent session as the chat holds it: the session, its messages, the stream's flags, and the reload
 * bookkeeping (docs/api-agent.md, The chat in the studio). UI state only: the server keeps the real session.
 */
export type AgentState = {
  gameId: string | null;
  sessionId: string | null;
  messages: AgentMessage[];
  /** A message is on its way (init, connecting) or streaming: a new one is ignored. */
  inFlight: boolean;
  streaming: boolean;
  interruptible: boolean;
  connected: boolean;
  /** The user interrupted this stream: its later events are not shown. */
  interrupted: boolean;
  streamId: string | null;
  model: string | null;
  /** Fingerprints of the newest 20 tool results (a repeated tool_end is dropped). */
  recentToolResults: string[];
  /** This stream changed the game / reported an error. */
  aiChanges: boolean;
  streamError: boolean;
  /** Changes made while streaming: reloaded when the stream ends. */
  pendingBuild: boolean;
  /** Moves with every change the agent reported (this game): a preview started since has them all. */
  changeCount: number;
  reload: RunnerReload;
  /** An entity change the agent reported is accepted (in the chat; the creator still reviews it). */
  entityChanges: Record<string, 'accepted'>;
  lastError: AgentError | null;
  panelOpen: boolean;
  /** The conversation shown: replayed from the server (docs/api-agent.md, Past conversations) or this page's own. */
  viewedSessionId: string | null;
  /** A replayed conversation's paging: the index of its first shown turn, and whether earlier ones exist. */
  history: { firstTurn: number; hasEarlier: boolean } | null;
  /** Ids for messages the chat makes itself (status lines, failures). */
  nextLocalId: number;
  /** The game's assets attached to the next message (the session's active context items), in the order picked. */
  activeContextItems: AssetContextItem[];
  /** The selection mode: a click on an asset in the studio's explorers attaches it instead of opening it. */
  selectingContext: boolean;
};

export const initialReload: RunnerReload = {
  id: 0,
  requested: false,
  hint: null,
  requiresForceRestart: false,
  needsLiveReload: false,
  needsAssetRefresh: false,
};

export const initialAgentState: AgentState = {
  gameId: null,
  sessionId: null,
  messages: [],
  inFlight: false,
  streaming: false,
  interruptible: false,
  connected: false,
  interrupted: false,
  streamId: null,
  model: null,
  recentToolResults: [],
  aiChanges: false,
  streamError: false,
  pendingBuild: false,
  changeCount: 0,
  reload: initialReload,
  entityChanges: {},
  lastError: null,
  panelOpen: true,
  viewedSessionId: null,
  history: null,
  nextLocalId: 1,
  activeContextItems: [],
  selectingContext: false,
};

type NewMessage = { id?: string; role: AgentRole; content: string; at: string; isComplete?: boolean; contextItems?: ContextItemRef[]; metadata?: MessageMeta };

export function pushMessage(state: AgentState, message: NewMessage): AgentMessage {
  const created: AgentMessage = {
    id: message.id ?? `local-${state.nextLocalId++}`,
    role: message.role,
    content: message.content,
    timestamp: message.at,
    isComplete: message.isComplete ?? true,
    contextItems: message.contextItems ?? [],
    metadata: message.metadata ?? {},
  };
  state.messages.push(created);
  return created;
}

export const pushStatus = (state: AgentState, content: string, at: string) => pushMessage(state, { role: 'status', content, at });

/** An error for the chat: a status line 'Error: …' and the toast. */
export function reportError(state: AgentState, message: string | null, code: string | null, at: string): void {
  const status = pushStatus(state, errorStatusText(message), at);
  state.lastError = { id: (state.lastError?.id ?? 0) + 1, message: status.content.slice('Error: '.length), code };
  state.streamError = true;
}

function requestReload(state: AgentState, live: boolean): void {
  state.reload.id += 1;
  state.reload.requested = true;
  state.reload.needsLiveReload = live;
}

/** While streaming a change only queues a build; otherwise the preview reloads at once (docs/api-agent.md, Reload rules). */
export function assetChanged(state: AgentState, hint: ReloadHint | null): void {
  state.aiChanges = true;
  state.changeCount += 1;
  if (hint) state.reload.hint = hint;
  if (state.streaming || state.inFlight) state.pendingBuild = true;
  else requestReload(state, false);
}

/** A successful create/edit/delete: the game restarts with a new session and the asset lists refresh. */
export function toolChangedAsset(state: AgentState, hint: ReloadHint): void {
  state.reload.requiresForceRestart = true;
  state.reload.needsAssetRefresh = true;
  assetChanged(state, hint);
}

export type StreamEnd = { reason: 'complete' | 'error' | 'interrupted'; error?: { message?: string | null; code?: string | null } | null; at: string };

/** Open messages are completed (errors on an error end); a pending build becomes a reload request (docs/api-agent.md, Reload rules). */
export function endStream(state: AgentState, { reason, error, at }: StreamEnd): void {
  if (!state.inFlight && !state.streaming) return;
  for (const message of state.messages) {
    if (message.isComplete) continue;
    message.isComplete = true;
    if (message.role === 'assistant' && reason === 'error') message.metadata.error = true;
  }
  if (reason === 'error' && !state.streamError) reportError(state, error?.message ?? null, error?.code ?? null, at);
  if (reason === 'interrupted' && !state.interrupted) pushStatus(state, STREAM_INTERRUPTED_TEXT, at);
  state.inFlight = false;
  state.streaming = false;
  state.interruptible = false;
  state.connected = false;
  if (state.pendingBuild && (state.aiChanges || reason === 'error')) requestReload(state, true);
  state.pendingBuild = false;
}

/** The turn the chat shows last, as the debug snapshot records it: its number in the conversation, the messages it added, whether it failed. */
export function lastTurn(state: AgentState): { turnNumber: number; messages: number; failed: boolean } {
  const sent = state.messages.findLastIndex((m) => m.role === 'user');
  const shownTurns = state.messages.filter((m) => m.role === 'user').length;
  return {
    turnNumber: (state.history?.firstTurn ?? 0) + shownTurns,
    messages: sent >= 0 ? state.messages.length - sent : 0,
    failed: state.streamError,
  };
}
