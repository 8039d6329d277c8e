import { excludeSystemEvents, type AllStreamResolvedEvent, type KurrentDBClient } from '@kurrent/kurrentdb-client';
import type {
  AllPosition,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
  SubscriptionHandler,
} from '../event-store.port.js';
import { fromEsdbPosition, isAfter, toEsdbReadPosition } from './eventstoredb.mapping.js';

type Buffered = { event: RecordedEvent; position: AllPosition };

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * A catch-up subscription to $all on EventStoreDB's own push subscription. Events that arrive within a
 * tick are handed over as one batch (at most batchSize); the handler runs one batch at a time, and the
 * gRPC stream is paused while the buffer is full. `pollIntervalMs` does not apply: the server pushes.
 */
export const startEsdbSubscription = (
  client: KurrentDBClient,
  handler: SubscriptionHandler,
  options: SubscribeOptions,
  toRecorded: (resolved: AllStreamResolvedEvent) => RecordedEvent | null,
): Subscription => {
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  const buffer: Buffered[] = [];
  let running = true;
  let last = options.from;
  let draining: Promise<void> | null = null;
  let fail!: (error: Error) => void;
  const failed = new Promise<Error>((resolve) => (fail = resolve));

  const esdb = client.subscribeToAll({
    fromPosition: toEsdbReadPosition(options.from),
    filter: excludeSystemEvents(),
  });

  const halt = async (error?: Error) => {
    if (!running) return;
    running = false;
    buffer.length = 0;
    await esdb.unsubscribe().catch(() => undefined);
    if (error) fail(error);
  };

  const drain = async () => {
    while (running && buffer.length > 0) {
      const batch = buffer.splice(0, batchSize);
      if (esdb.isPaused() && buffer.length < batchSize) esdb.resume();
      await handler(
        batch.map((b) => b.event),
        batch[batch.length - 1].position,
      );
    }
  };

  const schedule = () => {
    if (draining || !running) return;
    draining = new Promise<void>((resolve) => setImmediate(resolve))
      .then(drain)
      .catch((error: unknown) => halt(toError(error)))
      .finally(() => {
        draining = null;
        if (running && buffer.length > 0) schedule();
      });
  };

  esdb.on('data', (resolved: AllStreamResolvedEvent) => {
    const position = resolved.event?.position;
    // The server starts after `from`; the check also guards against a replayed or inclusive first event.
    if (!running || !position || !isAfter(position, last)) return;
    let event: RecordedEvent | null;
    try {
      event = toRecorded(resolved);
    } catch (error) {
      void halt(toError(error)); // an upcaster threw: the handler must not see a gap
      return;
    }
    last = fromEsdbPosition(position);
    if (!event) return;
    buffer.push({ event, position: last });
    if (buffer.length >= batchSize * 2) esdb.pause();
    schedule();
  });
  esdb.on('error', (error: Error) => void halt(error));
  esdb.on('end', () => void halt(new Error('KurrentDB ended the subscription to $all')));

  return {
    failed,
    async stop() {
      await halt();
      await draining;
    },
  };
};
