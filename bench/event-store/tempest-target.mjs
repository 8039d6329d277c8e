// Our adapter (libs/event-store, built to dist) as a bench target.
import pg from 'pg';
import { createPostgresEventStore, START } from '../../libs/event-store/dist/index.js';

/**
 * @param {{ connectionString: string, kind: 'postgres' | 'pglite', poolSize: number, schema?: string }} options
 */
export const createTempestTarget = async ({ connectionString, kind, poolSize, schema }) => {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const store = await createPostgresEventStore({ pool, kind, schema });
  return {
    start: START,
    append: (streamId, events, written) =>
      store.append(streamId, events, written === 0 ? 'no_stream' : BigInt(written - 1)),
    async readPage(cursor, pageSize) {
      const page = await store.readAll(cursor, pageSize);
      return { count: page.events.length, next: page.next, isEnd: page.isEnd };
    },
    async subscribe(total, batchSize) {
      let subscription;
      const delivered = await new Promise((resolve, reject) => {
        let count = 0;
        subscription = store.subscribeToAll(
          async (batch) => {
            count += batch.length;
            if (count >= total) resolve(count);
          },
          { from: START, batchSize },
        );
        void subscription.failed.then(reject);
      });
      await subscription.stop();
      return delivered;
    },
    async close() {
      await store.close();
      await pool.end();
    },
  };
};
