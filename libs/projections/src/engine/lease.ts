import pg from 'pg';

/**
 * Leadership per processor across replicas: a PostgreSQL session advisory lock held on one dedicated
 * connection. When the process dies its connection closes, the lock is released, and another
 * replica's next attempt takes it. Checkpoint compare-and-set guards the short overlap.
 */
export class LeaseClient {
  private client: pg.Client | null = null;
  private readonly held = new Set<string>();
  private lost: (() => void) | null = null;
  private closed = false;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly namespace: string,
  ) {}

  /** Called when the connection (and so every lease) is lost. */
  onLost(listener: () => void): void {
    this.lost = listener;
  }

  async tryAcquire(name: string): Promise<boolean> {
    if (this.held.has(name)) return true;
    const client = await this.connect();
    const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [
      `${this.namespace}:${name}`,
    ]);
    if (rows[0].ok) this.held.add(name);
    return rows[0].ok;
  }

  async release(name: string): Promise<void> {
    if (!this.held.delete(name) || !this.client) return;
    await this.client
      .query('SELECT pg_advisory_unlock(hashtext($1))', [`${this.namespace}:${name}`])
      .catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.held.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<pg.Client> {
    if (this.client) return this.client;
    if (this.closed) throw new Error('The lease client is closed');
    const client = new pg.Client(this.connection);
    client.on('error', () => {
      if (this.client !== client) return;
      this.client = null;
      this.held.clear();
      void client.end().catch(() => undefined);
      this.lost?.();
    });
    await client.connect();
    if (this.closed) {
      // close() ran while we were connecting: this connection must not outlive it.
      await client.end().catch(() => undefined);
      throw new Error('The lease client is closed');
    }
    this.client = client;
    return client;
  }
}
