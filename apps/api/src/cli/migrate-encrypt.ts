import { DataDirectoryInUseError } from '@tempest/event-store';
import { loadConfig } from '../config.js';
import { openInfrastructure } from '../open-infrastructure.js';
import { migrateToEncryptedFields } from '../privacy/encrypt-migration.js';

const usage = `Usage: npm run migrate:encrypt -- [--batch <events>] [--restart]
  Encrypts the personal and private fields of events written before field encryption, in place (resumable).
  --batch    events read per step (default 500)
  --restart  walk from the first event again (events already encrypted are left as they are)`;

/** `npm run migrate:encrypt`: the one-off re-encryption of plaintext events (docs/architecture.md, Field encryption). */
const main = async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help')) return void console.log(usage);
  const batchAt = args.indexOf('--batch');
  const batch = batchAt >= 0 ? Number.parseInt(args[batchAt + 1] ?? '', 10) : 500;
  if (!Number.isInteger(batch) || batch < 1 || batch > 10_000) {
    console.error(`--batch takes a whole number from 1 to 10000.\n${usage}`);
    process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  let infra;
  try {
    infra = await openInfrastructure(config, { runProjections: false });
  } catch (error) {
    if (!(error instanceof DataDirectoryInUseError)) throw error;
    console.error(`${error.message}\nThe embedded database can only be migrated while the studio is stopped (on PostgreSQL it can run beside the studio).`);
    process.exit(1);
  }
  if (!infra.store.kind.startsWith('p')) {
    console.error('Field encryption migrates the PostgreSQL event store; EventStoreDB events are not rewritten.');
    await infra.close();
    process.exit(1);
  }
  try {
    const started = Date.now();
    let shown = 0;
    const result = await migrateToEncryptedFields({
      pool: infra.pool,
      schema: config.schema,
      store: infra.store,
      keys: infra.keys,
      batch,
      restart: args.includes('--restart'),
      onBatch(p) {
        if (Date.now() - shown < 2000) return;
        shown = Date.now();
        process.stderr.write(`  ${p.scanned} events read, ${p.encrypted} encrypted, at ${p.txId}.${p.position}\n`);
      },
    });
    console.log(
      `Field encryption: ${result.scanned} events with personal or private fields read, ${result.encrypted} of them encrypted in place ` +
        `(up to ${result.txId}.${result.position}, ${Date.now() - started} ms).`,
    );
  } finally {
    await infra.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
