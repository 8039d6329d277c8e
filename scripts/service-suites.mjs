#!/usr/bin/env node
// Prints the integration suites CI runs again on the machine's PostgreSQL and Redis: those whose header says
// why, in a line `// Services: <what differs on a server>`.
//
// The embedded database is PostgreSQL itself (PGlite: the same parser, planner, types and SQL), so a suite
// that only drives the API's logic proves the same thing on both, and `npm test` has already run it on PGlite.
// What does differ on a server, and is worth the second run: many connections at once (row locks, contention,
// ordering of concurrent commits), LISTEN/NOTIFY, COPY and parallel index builds (rebuilds), extensions
// (pg_trgm), plans on analysed tables, separate processes sharing one database, Redis, EventStoreDB.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const MARK = /^\/\/ Services: \S/m;
const SUITE = /\.(int-spec|e2e-spec)\.ts$/;

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : SUITE.test(entry.name) ? [path] : [];
  });

const suites = ['apps', 'libs', 'test/api']
  .flatMap((dir) => walk(join(root, dir)))
  .filter((path) => MARK.test(readFileSync(path, 'utf8')))
  .map((path) => relative(root, path))
  .sort();
process.stdout.write(suites.join('\n') + '\n');
