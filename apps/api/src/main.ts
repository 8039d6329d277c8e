import type { AddressInfo } from 'node:net';
import { DataDirectoryInUseError, EventStoreUnreachableError } from '@tempest/event-store';
import { scrubText } from './common/log-redaction.js';
import { loadConfig } from './config.js';
import { createApp } from './create-app.js';
import { openInfrastructure } from './open-infrastructure.js';
import { GameOriginServer } from './serve/game-origin.server.js';
import { PythonPool } from '@tempest/python-runtime';

const main = async () => {
  const config = loadConfig();
  let infra;
  try {
    infra = await openInfrastructure(config);
  } catch (error) {
    // What the operator set up wrong is said in one line, not a stack.
    if (error instanceof EventStoreUnreachableError || error instanceof DataDirectoryInUseError) {
      console.error(`\n  ${error instanceof EventStoreUnreachableError ? 'EVENTSTORE_CONNECTION_STRING: ' : ''}${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config, infra);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await infra.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  await app.listen(config.port, config.host);
  // Python starts in the background (Pyodide: 3–6 s once, ~0.4 s from the kept snapshot), so the first game's
  // scripts do not wait for it. PYTHON_WARMUP=0 leaves it to the first job.
  if (process.env.PYTHON_WARMUP !== '0') app.get(PythonPool).warm();
  const { port } = app.getHttpServer().address() as AddressInfo;
  const where = infra.database === 'embedded' ? `embedded database in ${config.dataDir ?? 'memory'}` : 'PostgreSQL';
  const gamePort = app.get(GameOriginServer).port;
  console.log(`\n  Tempest studio is running at http://localhost:${port}/  (${where}, event store: ${infra.store.kind})`);
  console.log(`  Games play in frames served from port ${gamePort} (a separate origin)\n`);
};

main().catch((error: unknown) => {
  // The text only, scrubbed: a failed query's error would print its parameters (common/log-redaction.ts).
  console.error(scrubText(error instanceof Error ? (error.stack ?? error.message) : String(error)));
  process.exit(1);
});
