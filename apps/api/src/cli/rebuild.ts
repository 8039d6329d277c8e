import { DataDirectoryInUseError } from '@tempest/event-store';
import { RebuildBusyError, type RebuildProgress } from '@tempest/projections';
import { loadConfig } from '../config.js';
import { openInfrastructure } from '../open-infrastructure.js';

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
    console.error(`${error.message}\nThe embedded database can only be rebuilt from here while the studio is stopped; staff can rebuild it from the running studio's /analytics page (Rebuild).`);
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
    let shown = 0;
    const onProgress = (p: RebuildProgress) => {
      if (Date.now() - shown < 2000) return;
      shown = Date.now();
      const rate = Math.round(p.read / Math.max(0.001, (Date.now() - started) / 1000));
      process.stderr.write(`  ${p.phase}: ${p.read} events read, position ${p.position} of ${p.head}, ${rate} events/s\n`);
    };
    const result = await infra.engine.rebuild(name, { swap: !dryRun, onProgress });
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
  // One rebuild at a time across the studio's replicas (docs/api-replay.md): say so, not a stack.
  console.error(error instanceof RebuildBusyError ? error.message : error);
  process.exit(1);
});
