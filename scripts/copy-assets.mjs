// Copies the server's files that tsc does not emit (plain .mjs worker entries, Python sources) from
// apps/api/src to apps/api/dist, keeping their paths. Part of `npm run build:server` and `npm run build`.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'apps/api/src');
const dist = join(root, 'apps/api/dist');
const ASSET = /\.(mjs|py)$/;

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : ASSET.test(entry.name) ? [join(dir, entry.name)] : [],
  );

for (const file of walk(src)) {
  const target = join(dist, relative(src, file));
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(file, target);
}
