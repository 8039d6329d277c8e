// @event-driven-io/emmett-postgresql 0.42 as a bench target, through its public exports (and dumbo, the driver
// it installs, for the executor its readers take).
// Runs in its own process: Emmett's driver (dumbo) replaces pg's global type parsers (int8 → BigInt,
// jsonb → its own JSON reviver), which would otherwise change what our adapter measures.
import { dumbo } from '@event-driven-io/dumbo';
import {
  getPostgreSQLEventStore,
  postgreSQLEventStoreMessageBatchPuller,
  readMessagesBatch,
} from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { performance } from 'node:perf_hooks';

const toEmmett = (event) => ({ type: event.type, data: event.data, metadata: { ...event.metadata, messageId: event.id } });

/** @param {{ connectionString: string, poolSize: number }} options */
export const createEmmettTarget = async ({ connectionString, poolSize }) => {
  // One pg.Pool of the same size as ours, shared by the store and the readers.
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const store = getPostgreSQLEventStore(connectionString, { connectionOptions: { pool } });
  await store.schema.migrate();
  const executor = dumbo({ connectionString, pool }).execute;

  return {
    start: 0n,
    append: (streamId, events, written) =>
      // Emmett's stream version counts events (0 = no stream yet); ours is the last revision.
      store.appendToStream(streamId, events.map(toEmmett), { expectedStreamVersion: BigInt(written) }),
    async readPage(after, batchSize) {
      const page = await readMessagesBatch(executor, { after, batchSize });
      return { count: page.messages.length, next: page.currentGlobalPosition, isEnd: !page.areMessagesLeft };
    },
    /** The raw catch-up poller Emmett's consumers run on; no checkpoints, like our subscribeToAll. */
    async subscribe(total, batchSize) {
      let delivered = 0;
      const puller = postgreSQLEventStoreMessageBatchPuller({
        executor,
        batchSize,
        pullingFrequencyInMs: 0, // its default (50 ms) sleeps between every batch, even mid catch-up
        signal: new AbortController().signal,
        eachBatch: async (messages) => {
          delivered += messages.length;
          return delivered >= total ? { type: 'STOP' } : undefined;
        },
      });
      await puller.start({ startFrom: 'BEGINNING' });
      return delivered;
    },
    /**
     * Emmett's documented processing API: store.consumer() with a reactor, which stores its checkpoint
     * after every message inside the batch's transaction. Stopped after `total` events or `seconds`.
     */
    async consume(total, batchSize, seconds) {
      let delivered = 0;
      const deadline = performance.now() + seconds * 1000;
      const consumer = store.consumer({ pulling: { batchSize, pullingFrequencyInMs: 0 } });
      consumer.reactor({
        processorId: `bench-${Date.now()}`,
        eachMessage: async () => {
          delivered += 1;
          return delivered >= total || performance.now() >= deadline ? { type: 'STOP' } : undefined;
        },
      });
      await consumer.start();
      await consumer.stop();
      return delivered;
    },
    async close() {
      await store.close();
      if (!pool.ending) await pool.end();
    },
  };
};
