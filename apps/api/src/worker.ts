import { createAdapter } from '@socket.io/redis-adapter';
import { forgivingPublisher } from './realtime/redis-io.adapter.js';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { scrubText } from './common/log-redaction.js';
import { loadConfig } from './config.js';
import { openInfrastructure } from './open-infrastructure.js';
import { broadcastChanges } from './realtime/broadcast-changes.js';
import { announceAccessChange, onAccessRevoked } from './realtime/socket-access.js';

/**
 * The projection worker: runs every processor (taking each lease when free) and, with REDIS_URL,
 * publishes read-model changes to the socket.io clients of every API replica. No HTTP.
 */
const main = async () => {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error('The projection worker needs DATABASE_URL: the embedded database belongs to `npm start`.');
    process.exit(1);
  }
  const infra = await openInfrastructure(config, { runProjections: true });
  let io: Server | null = null;
  const redis = config.redisUrl ? createClient({ url: config.redisUrl }) : null;
  if (redis) {
    const sub = redis.duplicate();
    redis.on('error', () => undefined);
    sub.on('error', () => undefined);
    await Promise.all([redis.connect(), sub.connect()]);
    io = new Server({ serveClient: false, adapter: createAdapter(forgivingPublisher(redis), sub) });
    broadcastChanges(infra.engine, () => io!);
    // A revoked role: the API replicas re-check their sockets of that user (realtime/socket-access.ts).
    onAccessRevoked(infra.engine, (userId) => void announceAccessChange(io!, userId).catch((error: unknown) => console.error(error)));
  }
  console.log(`Projection worker ${infra.engine.owner} running: ${infra.engine.projectorNames().join(', ')}`);
  const shutdown = async () => {
    await infra.close();
    io?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
};

main().catch((error: unknown) => {
  // The text only, scrubbed: a failed query's error would print its parameters (common/log-redaction.ts).
  console.error(scrubText(error instanceof Error ? (error.stack ?? error.message) : String(error)));
  process.exit(1);
});
