import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig, type AppConfig } from '../../apps/api/src/config.js';
import { createApp } from '../../apps/api/src/create-app.js';
import type { Infrastructure } from '../../apps/api/src/infrastructure/infrastructure.js';
import { openInfrastructure } from '../../apps/api/src/open-infrastructure.js';
import { freshDatabase, type DatabaseTarget, type TestDatabase } from './databases.js';

export type TestApp = { url: string; app: NestExpressApplication; infra: Infrastructure; config: AppConfig; close(): Promise<void> };

/** The real API (Nest, projections, socket.io) on a random port: embedded in-memory PGlite, or `databaseUrl`. */
export const startTestApp = async (
  databaseUrl: string | null,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> => {
  const config: AppConfig = {
    // Suites play from one address far more than a person does: play limits are tested with scale 1 in
    // test/api/anonymous-storage.e2e-spec.ts.
    ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '', PLAY_LIMITS_SCALE: '1000' }),
    databaseUrl,
    dataDir: null,
    port: 0,
    host: '127.0.0.1',
    ...overrides,
  };
  const infra = await openInfrastructure(config);
  const app = await createApp(config, infra);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    infra,
    config,
    async close() {
      await app.close();
      await infra.close();
    },
  };
};

/** A test app on a fresh database of `target`; close() also drops the database. */
export const startTestAppOn = async (target: DatabaseTarget, overrides: Partial<AppConfig> = {}) => {
  const db: TestDatabase | null = target === 'postgres' ? await freshDatabase('postgres') : null;
  const app = await startTestApp(db?.connectionString ?? null, overrides);
  return {
    ...app,
    database: db,
    async close() {
      await app.close();
      await db?.drop();
    },
  };
};

/** Two app lifetimes on one database: an embedded data directory, or a PostgreSQL database. */
export const sameDatabaseTwice = async (target: DatabaseTarget) => {
  if (target === 'postgres') {
    const db = await freshDatabase('postgres');
    return { start: () => startTestApp(db.connectionString), drop: () => db.drop() };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'tempest-restart-'));
  return { start: () => startTestApp(null, { dataDir }), drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
};

/** A stand-in web build (index.html and one asset) in a temporary directory, for tests of web serving. */
export const fakeWebDist = (): { dir: string; remove(): void } => {
  const dir = mkdtempSync(join(tmpdir(), 'tempest-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Tempest</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};
