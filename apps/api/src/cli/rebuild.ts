import { DataDirectoryInUseError } from '@tempest/event-store';
import { loadConfig } from '../config.js';
import { openInfrastructure } from '../infrastructure/infrastructure.js';

const usage = 'Usage: npm run rebuild -- <projection> [--dry-run]\n  --dry-run  replay into side tables and leave the live ones alone';

/** `npm run rebuild -- <name>`: replays a projection from the first event into fresh tables, then swaps them in. */
const main = async () => {
  const args = process.argv.slice(2);
  const name = args.find((a) => !a.startsWith('--'));
  const dryRun = args.includes('--dry-run');
  const config = loadConfig();
  let infra;
  try {
    infra = await openInfrastructure(config, { runProjections: false });
  } catch (error) {
    if (!(error instanceof DataDirectoryInUseError)) throw error;
    console.error(`${error.message}\nThe embedded database can only be rebuilt while the studio is stopped.`);
    process.exit(1);
  }
  try {
    const known = infra.engine.projectorNames();
    if (!name || !known.includes(name)) {
      console.error(`${name ? `Unknown projection "${name}".\n` : ''}${usage}\nProjections: ${known.join(', ')}`);
      process.exitCode = 1;
      return;
    }
    const started = Date.now();
    const result = await infra.engine.rebuild(name, { swap: !dryRun });
    const where = result.swapped ? 'swapped into the live tables' : `left in schema ${result.schema}`;
    console.log(
      `Rebuilt ${name}: ${result.events} events replayed up to ${result.position.txId}.${result.position.position}, ` +
        `${where} (${Date.now() - started} ms).`,
    );
  } finally {
    await infra.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
