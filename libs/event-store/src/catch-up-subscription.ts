import type { AllPosition, ReadAllPage, Subscription, SubscriptionHandler } from './event-store.port.js';

type Options = {
  from: AllPosition;
  batchSize: number;
  pollIntervalMs: number;
  /** SubscribeOptions.coalesceMs. */
  coalesceMs?: number;
  readAll: (from: AllPosition, maxCount: number) => Promise<ReadAllPage>;
  /** Registers a wake-up listener; returns the unregister function. */
  onWake: (listener: () => void) => () => void;
  /** Errors reading the store are retried after this delay (the database may be restarting). */
  retryDelayMs?: number;
};

const TRANSIENT_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/** Connection trouble (the database restarting, a dropped socket) is retried; anything else fails. */
export const isTransient = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    return TRANSIENT_NODE_CODES.has(code) || code.startsWith('08') || code === '57P01' || code === '57P03';
  }
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|connection (is )?closed|Client has encountered a connection error/i.test(message);
};

/**
 * A catch-up subscription by polling: reads pages after the last delivered position until the end,
 * then sleeps until woken (an append in this process, a NOTIFY hint) or the poll interval passes — and,
 * woken, until `coalesceMs` after its last read began.
 */
export const startCatchUpSubscription = (handler: SubscriptionHandler, options: Options): Subscription => {
  let running = true;
  let wake: (() => void) | null = null;
  let woken = false;
  const unregister = options.onWake(() => {
    woken = true;
    wake?.();
  });
  let fail!: (error: Error) => void;
  const failed = new Promise<Error>((resolve) => (fail = resolve));

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || !running) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const coalesceMs = options.coalesceMs ?? 0;
  const loop = async () => {
    let from = options.from;
    let readAt = 0;
    while (running) {
      woken = false;
      let page: ReadAllPage;
      readAt = performance.now();
      try {
        page = await options.readAll(from, options.batchSize);
      } catch (error) {
        if (!isTransient(error)) throw error; // e.g. an upcaster bug: fail loudly, don't spin
        await sleep(options.retryDelayMs ?? 1000);
        continue;
      }
      if (!running) break;
      if (page.events.length > 0) {
        await handler(page.events, page.next);
        from = page.next;
      }
      if (!page.isEnd) continue;
      await sleep(options.pollIntervalMs);
      const early = readAt + coalesceMs - performance.now();
      if (early > 0 && running) await new Promise((resolve) => setTimeout(resolve, Math.ceil(early)));
    }
  };

  const done = loop().catch((error: unknown) => {
    running = false;
    fail(error instanceof Error ? error : new Error(String(error)));
  });

  return {
    failed,
    async stop() {
      running = false;
      unregister();
      wake?.();
      await done;
    },
  };
};
