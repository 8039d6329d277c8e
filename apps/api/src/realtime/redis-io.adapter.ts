import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';

/**
 * The client, its `publish` never rejecting. socket.io's Redis adapter publishes without waiting for the answer:
 * a change applied while the app shuts down (its clients quit first) or while Redis is away was an unhandled
 * rejection ("The client is closed"). Live updates are best effort — every client reads again when it rejoins —
 * so a publish that fails is dropped.
 */
export const forgivingPublisher = <C extends { publish: (...args: never[]) => Promise<unknown> }>(client: C): C => {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<unknown>;
  Object.defineProperty(client, 'publish', { value: (...args: unknown[]) => publish(...args).catch(() => 0), configurable: true });
  return client;
};

/** socket.io over Redis pub/sub, so a change applied on one replica reaches clients of every replica. */
export class RedisIoAdapter extends IoAdapter {
  private adapter: ReturnType<typeof createAdapter> | null = null;
  private clients: { quit(): Promise<unknown> }[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl: string,
  ) {
    super(app);
  }

  async connect(): Promise<void> {
    const pub = createClient({ url: this.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', () => undefined);
    sub.on('error', () => undefined);
    await Promise.all([pub.connect(), sub.connect()]);
    this.clients = [pub, sub];
    this.adapter = createAdapter(forgivingPublisher(pub), sub);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    if (this.adapter) server.adapter(this.adapter);
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.clients.map((c) => c.quit().catch(() => undefined)));
  }
}
