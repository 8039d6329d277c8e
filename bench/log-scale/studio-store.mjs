// The studio's own infrastructure (apps/api/src/open-infrastructure.ts) opened by the bench, as `npm run rebuild`
// opens it: the encrypting event store, the projection engine with every projector (its processors not running),
// the pool, the keys and the server secret. A fresh PostgreSQL schema or a fresh embedded data directory per run.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../apps/api/dist/config.js';
import { openInfrastructure } from '../../apps/api/dist/open-infrastructure.js';
import { ensureDatabase } from '../play-load/game.mjs';
import { ROOT } from '../support/studio.mjs';

/** Opens the studio's infrastructure with `env` (DATABASE_URL and DB_SCHEMA, or DATA_DIR) as its configuration. */
export const openStudioStore = async (env) => {
  const config = loadConfig({ LOG_LEVEL: 'warn', WEB_DIST: '', RUN_PROJECTIONS: 'false', ...env }, ROOT);
  const infra = await openInfrastructure(config, { runProjections: false });
  return { infra, schema: config.schema, close: () => infra.close() };
};

/** A fresh place for a log on `database` ('postgres': a schema of `databaseUrl`; 'pglite': a data directory), opened. */
export const openFresh = async (database, databaseUrl) => {
  if (database === 'postgres') {
    await ensureDatabase(databaseUrl);
    const schema = `bench_log_${randomBytes(4).toString('hex')}`;
    const opened = await openStudioStore({ DATABASE_URL: databaseUrl, DB_SCHEMA: schema });
    return {
      ...opened,
      async discard() {
        await opened.infra.pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
        await opened.close();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'tempest-log-scale-'));
  const opened = await openStudioStore({ DATA_DIR: dataDir });
  return {
    ...opened,
    async discard() {
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
