// One store under test, in its own process (forked by run.mjs), driven over IPC one workload at a time.
// argv[2]: JSON { store: 'tempest' | 'emmett', connectionString?, dataDir?, poolSize, schema? }.
// With dataDir, the process serves its own embedded PGlite from that directory, as the app does.
import { startEmbeddedPostgres } from '../../libs/event-store/dist/index.js';
import { catchUp, readAll, timedWriters, topUp } from './workloads.mjs';

const config = JSON.parse(process.argv[2]);

const open = async () => {
  const embedded = config.dataDir ? await startEmbeddedPostgres({ dataDir: config.dataDir }) : null;
  const connectionString = embedded?.connectionString ?? config.connectionString;
  const kind = embedded ? 'pglite' : 'postgres';
  const { poolSize, schema } = config;
  const target =
    config.store === 'tempest'
      ? await (await import('./tempest-target.mjs')).createTempestTarget({ connectionString, kind, poolSize, schema })
      : await (await import('./emmett-target.mjs')).createEmmettTarget({ connectionString, poolSize });
  return {
    target,
    async close() {
      await target.close();
      await embedded?.stop();
    },
  };
};

const main = async () => {
  const opened = await open();
  const { target } = opened;
  let written = 0;
  const ops = {
    async writers(args) {
      const result = await timedWriters(target, args);
      written += result.written;
      return result;
    },
    async topUp({ total }) {
      written = await topUp(target, total, written);
      return { written };
    },
    read: (args) => readAll(target, args),
    subscribe: (args) => catchUp(target, args),
    consume: ({ total, batchSize, seconds }) =>
      catchUp(target, { total, batchSize, subscribe: (t, b) => target.consume(t, b, seconds) }),
    async close() {
      await opened.close();
      setImmediate(() => process.exit(0));
      return {};
    },
  };
  process.on('message', async ({ id, op, args }) => {
    try {
      if (!ops[op]) throw new Error(`unknown op ${op}`);
      process.send({ id, ok: true, result: await ops[op](args) });
    } catch (error) {
      process.send({ id, ok: false, error: error instanceof Error ? error.stack : String(error) });
    }
  });
  process.send({ ready: true });
};

main().catch((error) => {
  process.send?.({ ready: false, error: error instanceof Error ? error.stack : String(error) });
  process.exitCode = 1;
  setImmediate(() => process.exit(1));
});
