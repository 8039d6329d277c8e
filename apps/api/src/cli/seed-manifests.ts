import { DataDirectoryInUseError } from '@tempest/event-store';
import { seedGameManifests } from '../checkpoints/manifest-seeding.js';
import { loadConfig } from '../config.js';
import { openInfrastructure } from '../open-infrastructure.js';

const usage = `Usage: npm run seed:manifests
  Seeds every game's manifest again from its own streams (docs/architecture.md, A game's manifest): after the
  last replica of a version before manifests has stopped, or to repair facts an EventStoreDB write left out.
  The studio seeds once by itself at its first start; this seeds again. Safe beside a running studio.`;

/** `npm run seed:manifests`: seeds every game's manifest again (a seed folds with the facts, so it never undoes one). */
const main = async () => {
  if (process.argv.includes('--help')) return void console.log(usage);
  let infra;
  try {
    infra = await openInfrastructure(loadConfig(), { runProjections: false });
  } catch (error) {
    if (!(error instanceof DataDirectoryInUseError)) throw error;
    console.error(`${error.message}\nWith the embedded database, stop the studio first (on PostgreSQL this runs beside it).`);
    process.exit(1);
  }
  try {
    const result = await seedGameManifests(infra.store, { now: new Date().toISOString(), again: true });
    console.log(`Game manifests: ${result?.seeded ?? 0} of ${result?.games ?? 0} games seeded from their streams.`);
  } finally {
    await infra.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
