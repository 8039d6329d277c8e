// The DOM runner's child process: plays one game page at a time in happy-dom and answers the parent with the
// checks (page-checks.ts runs inside the page). It runs creator- or model-written code, so the parent starts it
// with Node's permission model, an empty environment and no inherited handles (dom-runner.ts); the page's actions
// go to the parent over IPC, which runs them in its Python pool.
import dgram from 'node:dgram';
import net from 'node:net';
import tls from 'node:tls';
import { Window } from 'happy-dom';
import { PAGE_URL, type FromChild, type ToChild } from './protocol.js';
import type { PageResult } from './page-checks.js';

// No network from this process: Node 20's permission model does not restrict it, and happy-dom's WebSocket
// (ws), fetch and XMLHttpRequest (http) would otherwise reach any address. The IPC channel is already open.
const noNetwork = (): never => {
  throw new Error('A playtest has no network.');
};
net.Socket.prototype.connect = noNetwork as never;
(net as { connect: unknown }).connect = noNetwork;
(net as { createConnection: unknown }).createConnection = noNetwork;
(tls as { connect: unknown }).connect = noNetwork;
(dgram as { createSocket: unknown }).createSocket = noNetwork;

const send = (message: FromChild): void => {
  process.send?.(message);
};

const pendingActions = new Map<number, (answer: { state?: unknown; error?: string }) => void>();
let nextCall = 1;

/** The page's console goes nowhere: what matters (errors) reaches the checks through the SDK's bridge. */
const quiet = Object.fromEntries(['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'table', 'group', 'groupEnd', 'time', 'timeEnd', 'assert', 'count'].map((name) => [name, () => undefined]));

const play = async (id: number, html: string): Promise<PageResult> => {
  // Blocked requests: the DOM's fetch and XMLHttpRequest get a 403 (the Response class is the window's own).
  const blocked = (): Response => new (window as unknown as { Response: typeof Response }).Response('Blocked by the playtest', { status: 403 });
  const window: Window = new Window({
    url: PAGE_URL,
    console: quiet as unknown as Console,
    width: 1024,
    height: 768,
    settings: {
      enableJavaScriptEvaluation: true,
      // The child is the sandbox (see dom-runner.ts); happy-dom's warning says the same.
      suppressInsecureJavaScriptEnvironmentWarning: true,
      suppressCodeGenerationFromStringsWarning: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableComputedStyleRendering: true,
      disableIframePageLoading: true,
      handleDisabledFileLoadingAsSuccess: true,
      navigation: { disableMainFrameNavigation: true, disableChildFrameNavigation: true, disableChildPageNavigation: true },
      fetch: {
        interceptor: {
          beforeAsyncRequest: async () => blocked() as never,
          beforeSyncRequest: () => ({ status: 403, statusText: 'Forbidden', ok: false, url: '', redirected: false, headers: new window.Headers(), body: Buffer.from('') }) as never,
        },
      },
    },
  });
  try {
    (window as unknown as Record<string, unknown>).__tempestRunAction = (action: string, args: Record<string, unknown>, state: unknown) =>
      new Promise((resolve) => {
        const call = nextCall++;
        pendingActions.set(call, resolve);
        send({ type: 'action', id, call, action, args, state });
      });
    // One real task later, without happy-dom's setTimeout floor of 1 ms (the page's clocks are virtual anyway).
    (window as unknown as Record<string, unknown>).__tempestTick = () => new Promise<void>((resolve) => setImmediate(resolve));
    window.document.write(html);
    const page = (window as unknown as { __tempestPlaytest?: { run: () => Promise<PageResult> } }).__tempestPlaytest;
    if (page === undefined) throw new Error('The playtest script did not start in the page.');
    // A copy through JSON: the result was made in the page's realm.
    return JSON.parse(JSON.stringify(await page.run())) as PageResult;
  } finally {
    pendingActions.clear();
    await window.happyDOM.close().catch(() => undefined);
  }
};

process.on('message', (message: ToChild) => {
  if (message.type === 'action_result') {
    const resolve = pendingActions.get(message.call);
    pendingActions.delete(message.call);
    resolve?.({ state: message.state, error: message.error });
    return;
  }
  if (message.type === 'play') {
    play(message.id, message.html).then(
      (result) => send({ type: 'result', id: message.id, result }),
      (error: unknown) => send({ type: 'failed', id: message.id, error: error instanceof Error ? error.message : String(error) }),
    );
  }
});
send({ type: 'ready' });
