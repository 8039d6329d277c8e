import pg from 'pg';

/**
 * LISTEN/NOTIFY as a wake-up hint between processes on real PostgreSQL. Never the mechanism:
 * subscriptions still poll. NOTIFY is sent after the append's commit, at most once per 25 ms, so the
 * append path never takes PostgreSQL's commit-time notify lock.
 */
export const startNotifyHint = (pool: pg.Pool, schema: string, onNotified: () => void) => {
  const channel = `tempest_events_${schema}`;
  let stopped = false;
  let pending: NodeJS.Timeout | null = null;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const listen = async () => {
    if (stopped) return;
    let client: pg.Client;
    try {
      client = new pg.Client(pool.options);
    } catch {
      // No client can be made any more (the runtime around the pool is gone, as in a test runner's torn-down
      // module registry after a store was left open): stop retrying rather than throw from a timer.
      stopped = true;
      return;
    }
    client.on('error', () => reconnect(client));
    client.on('notification', () => onNotified());
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (stopped) return void (await client.end().catch(() => undefined));
      listener = client;
    } catch {
      reconnect(client);
    }
  };
  const reconnect = (client: pg.Client) => {
    void client.end().catch(() => undefined);
    if (listener === client) listener = null;
    if (!stopped && !retry) retry = setTimeout(() => ((retry = null), void listen()), 1000).unref();
  };
  void listen();

  return {
    hint() {
      if (pending || stopped) return;
      pending = setTimeout(() => {
        pending = null;
        pool.query('SELECT pg_notify($1, $2)', [channel, '']).catch(() => undefined);
      }, 25);
    },
    async stop() {
      stopped = true;
      if (pending) clearTimeout(pending);
      if (retry) clearTimeout(retry);
      await listener?.end().catch(() => undefined);
    },
  };
};
