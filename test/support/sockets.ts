/**
 * Test support: socket.io clients as a browser tab opens them (websocket, the tab's cookies), which keep
 * every `readmodel.updated` they receive.
 */
import { io, type Socket } from 'socket.io-client';
import type { Client } from './users.js';

export type ReadModelUpdated = { readModel: string; id: string | null; assetType: string | null; position: string };
export type Ack = { ok: boolean; room?: string; error?: string; code?: string };

/** `room.left`: the server took the socket out of a room it may no longer be in. */
export type RoomLeft = { room: string; error: string; code: string };

export type LiveSocket = {
  socket: Socket;
  received: ReadModelUpdated[];
  left: RoomLeft[];
  /** Emits `subscribe` and waits for the ack (or fails after `timeoutMs`). */
  subscribe(body: unknown, timeoutMs?: number): Promise<Ack>;
  /**
   * Sends `[event, ...args]` written by hand as a socket.io EVENT packet asking for an ack (for payloads
   * the client library cannot encode, e.g. nesting deeper than its recursion allows); resolves with the
   * ack's arguments, or null when none came within `timeoutMs`.
   */
  rawEmitWithAck(argumentsJson: string, timeoutMs?: number): Promise<unknown[] | null>;
  close(): void;
};

export const cookieOf = (client: Client): string =>
  client
    .cookies()
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');

/** A connected socket, signed in as `client` (its session cookie in the handshake) or anonymous; `headers` go with the handshake. */
export const connectSocket = async (url: string, client: Client | null = null, headers: Record<string, string> = {}): Promise<LiveSocket> => {
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { ...(client ? { cookie: cookieOf(client) } : {}), ...headers },
  });
  const received: ReadModelUpdated[] = [];
  const left: RoomLeft[] = [];
  socket.on('readmodel.updated', (message: ReadModelUpdated) => received.push(message));
  socket.on('room.left', (message: RoomLeft) => left.push(message));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  let rawIds = 900_000;
  const rawEmitWithAck = (argumentsJson: string, timeoutMs = 5_000) =>
    new Promise<unknown[] | null>((resolve) => {
      const id = ++rawIds;
      const onMessage = (data: unknown) => {
        if (typeof data !== 'string' || !data.startsWith(`3${id}[`)) return;
        done(JSON.parse(data.slice(`3${id}`.length)) as unknown[]);
      };
      const timer = setTimeout(() => done(null), timeoutMs);
      const done = (result: unknown[] | null) => {
        clearTimeout(timer);
        socket.io.engine.off('message', onMessage);
        resolve(result);
      };
      socket.io.engine.on('message', onMessage);
      socket.io.engine.write(`2${id}${argumentsJson}`);
    });
  return {
    socket,
    received,
    left,
    subscribe: (body, timeoutMs = 5_000) => socket.timeout(timeoutMs).emitWithAck('subscribe', body) as Promise<Ack>,
    rawEmitWithAck,
    close: () => void socket.disconnect(),
  };
};
