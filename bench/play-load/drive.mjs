// The load of bench/play-load: anonymous players over keep-alive HTTP or each over its own socket (socket.io, as a
// tab sends them), C actions in flight in total, each player's own actions one at a time (a game's frame waits for
// its answer before the next click).
import http from 'node:http';
// GAME_ACTION: a game action over the socket, answered through its ack in the POST's shape (the built contracts).
import { GAME_ACTION } from '@tempest/contracts';
import { io } from 'socket.io-client';
import { Client } from '../support/studio.mjs';
import { classify, reasonOf } from './stats.mjs';

// One keep-alive agent for the bench: a player's requests reuse a socket, as a browser's would.
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** The studio's printed URL (localhost) as an IPv4 address: the studio listens on 0.0.0.0. */
const ipv4 = (url) => url.replace('//localhost:', '//127.0.0.1:');

/** A JSON POST; never throws: a request with no answer comes back as status 0 with its error. */
export const postJson = (base, path, headers, json) =>
  new Promise((resolve) => {
    const url = new URL(path, ipv4(base));
    const body = JSON.stringify(json);
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: { ...headers, accept: 'application/json', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed = null;
          try {
            parsed = text === '' ? null : JSON.parse(text);
          } catch {
            parsed = { text };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, retryAfter: res.headers['retry-after'] });
        });
        res.on('error', (error) => resolve({ status: 0, error }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, error }));
    req.end(body);
  });

/** A socket of the studio at `url` with the player's cookies in its handshake, connected (websocket, as a browser upgrades to). */
const openSocket = (url, cookie) =>
  new Promise((resolve) => {
    const socket = io(ipv4(url), { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie } });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', () => resolve(socket));
  });

/** One action over `socket`; never throws: no answer comes back as status 0 with its error. */
const emitJson = (socket, message) =>
  socket
    .timeout(30_000)
    .emitWithAck(GAME_ACTION, message)
    .then(
      (reply) => ({ status: reply.status, body: reply.body, retryAfter: reply.retryAfter }),
      (error) => ({ status: 0, error }),
    );

/**
 * A new anonymous visitor of `url` who starts the published game: a CSRF token, then POST /play/start-game/
 * (which sets the `tempest_player` cookie). Its `act` sends one action of its session, over HTTP or (`transport`
 * 'socket') its own socket, opened with the cookie and opened again after its studio went away.
 */
export const newPlayer = async (url, gameId, transport = 'http') => {
  const client = new Client(url);
  client.csrf = (await client.json('GET', '/api/csrf')).csrftoken;
  const started = await client.json('POST', `/play/start-game/${gameId}/`, { json: {} });
  if (!client.cookies.has('tempest_player')) throw new Error('start-game set no tempest_player cookie');
  const headers = { cookie: client.cookieHeader(), 'x-csrftoken': client.csrf };
  const path = `/play/game-action/${started.session_id}/`;
  let socket = transport === 'socket' ? await openSocket(url, headers.cookie) : null;
  return {
    url,
    sessionId: started.session_id,
    startState: started.entity_state,
    source: started.source,
    acknowledged: 0,
    // `url` may change: the soak's player comes back to the restarted studio.
    async act(action, args) {
      if (!socket) return postJson(this.url, path, headers, { action, args });
      if (!socket.connected) {
        socket.disconnect();
        socket = await openSocket(this.url, headers.cookie);
      }
      return emitJson(socket, { sessionId: started.session_id, action, args });
    },
    close() {
      socket?.disconnect();
    },
  };
};

/**
 * Sends actions while `more()` grants one, `inFlight` at a time in total, each from the longest-idle player
 * (so each player has at most one in flight: with at least as many players as lanes one is always idle).
 * `pace()`, when given, is awaited before each send (the soak's target rate). Each answer goes to `record`
 * with its latency; an acknowledged action counts on its player (the log is checked against it later).
 */
export const drive = async ({ players, inFlight, more, pace, send, record }) => {
  if (players.length < inFlight) throw new Error(`${inFlight} in flight needs at least as many players (${players.length})`);
  const idle = [...players];
  const lane = async () => {
    for (;;) {
      if (pace) await pace();
      if (!more()) return;
      const player = idle.shift();
      const t0 = performance.now();
      const answer = await send(player);
      const ms = performance.now() - t0;
      const kind = classify(answer);
      if (kind === 'acknowledged') player.acknowledged += 1;
      record({ kind, ms, status: answer.status, reason: kind === 'acknowledged' ? null : reasonOf(answer), retryAfter: answer.retryAfter, at: performance.now(), player });
      idle.push(player);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
};

/** `more` for a run of `seconds`, or of `count` sends when a count is given (each call takes one). */
export const runFor = ({ seconds, count }) => {
  const end = performance.now() + seconds * 1000;
  let taken = 0;
  return count ? () => taken++ < count : () => performance.now() < end;
};

/**
 * A pacer for `rate` sends a second: each call takes the next slot (start + k / rate) and waits for it; a
 * lane that is late sends at once, so the rate is kept as long as `inFlight` lanes can carry it, and no burst
 * makes up for a slot missed earlier beyond the lanes' bound.
 */
export const pacer = (rate) => {
  const start = performance.now();
  let k = 0;
  return async () => {
    const due = start + (k++ * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
  };
};
