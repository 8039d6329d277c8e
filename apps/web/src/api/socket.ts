import {
  GAME_ACTION,
  isReadModelName,
  READ_MODEL_UPDATED,
  SUBSCRIBE,
  UNSUBSCRIBE,
  type GameActionMessage,
  type GameActionReply,
  type ReadModelUpdated as ContractMessage,
  type RoomRequest,
} from '@tempest/contracts';
import { io, type Socket } from 'socket.io-client';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

/**
 * What the server pushes to a room when one of its read models moves forward (the contract's message;
 * `assetType` may be missing from a server older than issue 12).
 */
export type ReadModelUpdated = Omit<ContractMessage, 'assetType'> & { assetType?: ContractMessage['assetType'] };

type RoomHandlers = {
  onMessage: (message: ReadModelUpdated) => void;
  /**
   * Called each time the server confirms joining the room (first join and after every reconnect).
   * Changes made before that moment sent us no message, so this is the time to re-read.
   */
  onJoined?: () => void;
};

// The gateway acknowledges `subscribe`; if an older server never does, carry on after this long.
const JOIN_ACK_TIMEOUT_MS = 5_000;

let socket: Socket | null = null;
const rooms = new Map<string, Set<RoomHandlers>>();
const joinedRooms = new Set<string>();
/** While the socket is opened again for a new session (renewSocket): its drop is no loss of connection. */
let renewing = false;

export function isReadModelUpdated(value: unknown): value is ReadModelUpdated {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    // A read model this build does not know (a newer server's): nothing here follows it.
    isReadModelName(candidate.readModel) &&
    typeof candidate.position === 'string' &&
    (candidate.id === null || candidate.id === undefined || typeof candidate.id === 'string')
  );
}

function join(current: Socket, room: string): void {
  current.timeout(JOIN_ACK_TIMEOUT_MS).emit(SUBSCRIBE, { room } satisfies RoomRequest, (error: Error | null, reply?: unknown) => {
    if (!error && (reply as { ok?: unknown } | undefined)?.ok === false) {
      // Expected for a game the visitor may not edit (game rooms are its creator's and staff's): the page
      // simply gets no live updates for it.
      console.debug(`Tempest: no live updates for room "${room}"`, reply);
      return;
    }
    if (!rooms.has(room) || !current.connected) return;
    joinedRooms.add(room);
    rooms.get(room)?.forEach((h) => h.onJoined?.());
  });
}

function handleConnect(current: Socket): void {
  for (const room of rooms.keys()) join(current, room);
}

function handleMessage(message: unknown): void {
  if (!isReadModelUpdated(message)) return;
  // socket.io does not say which room a message came through; each handler filters by readModel/id.
  for (const handlers of rooms.values()) handlers.forEach((h) => h.onMessage(message));
}

/** One socket per tab, same origin, default path /socket.io; the session cookie rides along. */
export function getSocket(): Socket {
  if (socket) return socket;
  const created = io({ withCredentials: true, autoConnect: true });
  created.on('connect', () => handleConnect(created));
  created.on('disconnect', () => joinedRooms.clear());
  created.on(READ_MODEL_UPDATED, handleMessage);
  socket = created;
  return created;
}

/**
 * The tab's session changed (signed in, out, or as someone else): the server checks rooms against the
 * session of the socket's handshake, so open the socket again with the new cookie. Every room held is
 * asked for again on connect, and granted or refused for the new session.
 */
export function renewSocket(): void {
  if (!socket) return;
  joinedRooms.clear();
  renewing = true;
  socket.disconnect();
  renewing = false;
  socket.connect();
}

/** Join a room for as long as the returned function has not been called. */
export function subscribeToRoom(room: string, handlers: RoomHandlers): () => void {
  const current = getSocket();
  let set = rooms.get(room);
  if (!set) {
    set = new Set();
    rooms.set(room, set);
    if (current.connected) join(current, room);
  } else if (joinedRooms.has(room)) {
    // Already in the room: this subscriber still needs its "joined, now re-read" signal.
    queueMicrotask(() => handlers.onJoined?.());
  }
  set.add(handlers);
  return () => {
    const members = rooms.get(room);
    if (!members) return;
    members.delete(handlers);
    if (members.size > 0) return;
    rooms.delete(room);
    joinedRooms.delete(room);
    if (current.connected) current.emit(UNSUBSCRIBE, { room } satisfies RoomRequest);
  };
}

/** Report connection changes; the listener is called at once with the current state. */
export function watchConnection(listener: (status: ConnectionStatus) => void): () => void {
  const current = getSocket();
  const manager = current.io;
  const onConnect = () => listener('connected');
  const onDisconnect = () => listener(renewing ? 'connecting' : current.active ? 'reconnecting' : 'offline');
  const onConnectError = () => listener(current.active ? 'reconnecting' : 'offline');
  const onReconnectAttempt = () => listener('reconnecting');
  const onReconnectFailed = () => listener('offline');

  current.on('connect', onConnect);
  current.on('disconnect', onDisconnect);
  current.on('connect_error', onConnectError);
  manager.on('reconnect_attempt', onReconnectAttempt);
  manager.on('reconnect_failed', onReconnectFailed);
  listener(current.connected ? 'connected' : 'connecting');

  return () => {
    current.off('connect', onConnect);
    current.off('disconnect', onDisconnect);
    current.off('connect_error', onConnectError);
    manager.off('reconnect_attempt', onReconnectAttempt);
    manager.off('reconnect_failed', onReconnectFailed);
  };
}

/**
 * Listen to a message other than `readmodel.updated` (a rebuild's `rebuild.progress`): it arrives only while the
 * tab holds the room it is sent to (subscribeToRoom), and carries its own state rather than a hint to refetch.
 */
export function onSocketMessage<T>(event: string, listener: (message: T) => void): () => void {
  const current = getSocket();
  current.on(event, listener);
  return () => void current.off(event, listener);
}

/**
 * Longer than a busy server keeps an action waiting for its turn (PLAY_ACTIONS_QUEUE_MS, 250 ms by default) plus
 * a slow game's Python; under the frame's own limit (game-sdk GAME_ACTION_TIMEOUT_MS, 10 s) with room for the POST after it.
 */
export const GAME_ACTION_ACK_TIMEOUT_MS = 4_000;

/** Whether the socket's handshake was found to carry no player once already since the page loaded. */
let renewedForPlayer = false;
/** The socket cannot carry this tab's game actions (its handshake carried no player even when opened again). */
let actionsOverHttp = false;

const isGameActionReply = (value: unknown): value is GameActionReply =>
  typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';

/**
 * A game action over the tab's socket (docs/api-frontends.md §5): the server's answer in the POST's shape, or
 * null when the socket cannot take it — not connected (an emit is never queued for a later connection), no
 * answer within GAME_ACTION_ACK_TIMEOUT_MS, or a handshake made before the player's cookie existed (the socket
 * is opened again, once: its next handshake carries the cookie). On null the caller sends the action over HTTP
 * with the same action id, so an action the socket did deliver is still recorded once.
 */
export async function emitGameAction(message: GameActionMessage): Promise<GameActionReply | null> {
  const current = getSocket();
  if (actionsOverHttp || !current.connected) return null;
  let reply: unknown;
  try {
    reply = await current.timeout(GAME_ACTION_ACK_TIMEOUT_MS).emitWithAck(GAME_ACTION, message);
  } catch {
    return null;
  }
  if (!isGameActionReply(reply)) return null;
  if ((reply.body as { code?: unknown } | null)?.code === 'play.socket_without_player') {
    if (renewedForPlayer) actionsOverHttp = true;
    else {
      renewedForPlayer = true;
      renewSocket();
    }
    return null;
  }
  return reply;
}
