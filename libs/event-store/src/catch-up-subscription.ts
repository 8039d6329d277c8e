import type { AllPosition, ReadAllPage, Subscription, SubscriptionHandler } from './event-store.port.js';

type Options = {
  from: AllPosition;
  batchSize: number;
  pollIntervalMs: number;
  readAll: (from: AllPosition, maxCount: number) => Promise<ReadAllPage>;
  /** Registers a wake-up listener; returns the unregister function. */
  onWake: (listener: () => void) => () => void;
  /** Errors reading the store are retried after this delay (the database may be restarting). */
  retryDelayMs?: number;
};

/**
 * A catch-up subscription by polling: reads pages after the last delivered position until the end,
 * then sleeps until woken (an append in this process, a NOTIFY hint) or the poll interval passes.
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

  const loop = async () => {
    let from = options.from;
    while (running) {
      woken = false;
      let page: ReadAllPage;
      try {
        page = await options.readAll(from, options.batchSize);
      } catch {
        await sleep(options.retryDelayMs ?? 1000);
        continue;
      }
      if (!running) break;
      if (page.events.length > 0) {
        await handler(page.events, page.next);
        from = page.next;
      }
      if (page.isEnd) await sleep(options.pollIntervalMs);
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
