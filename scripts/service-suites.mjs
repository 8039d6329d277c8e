#!/usr/bin/env node
// Prints the integration suites whose outcome depends on the configured services: those that read
// DATABASE_URL, REDIS_URL or EVENTSTORE_CONNECTION_STRING, directly or through test/support's
// databaseTargets(). The others start their own embedded PGlite whatever the environment says, so the
// PostgreSQL + Redis run in .ci/run would only repeat what `npm test` already proved.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const USES_SERVICES = /databaseTargets|DATABASE_URL|REDIS_URL|EVENTSTORE_CONNECTION_STRING/;
const SUITE = /\.(int-spec|e2e-spec)\.ts$/;

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : SUITE.test(entry.name) ? [path] : [];
  });

const suites = ['apps', 'libs', 'test/api']
  .flatMap((dir) => walk(join(root, dir)))
  .filter((path) => USES_SERVICES.test(readFileSync(path, 'utf8')))
  .map((path) => relative(root, path))
  .sort();
process.stdout.write(suites.join('\n') + '\n');
