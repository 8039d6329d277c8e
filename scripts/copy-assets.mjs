// Copies the server's files that tsc does not emit (plain .mjs worker entries, Python sources, and the
// offline agent's game templates, which are read at run time) from apps/api/src to apps/api/dist, keeping
// their paths. Part of `npm run build:server` and `npm run build`.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'apps/api/src');
const dist = join(root, 'apps/api/dist');
const ASSET = /\.(mjs|py)$/;
/** Every file in here is an asset, whatever its type (.tsx, .ts, .css, .py). */
const TEMPLATES = join(src, 'agent/offline/templates');

const walk = (dir, all = false) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path, all || path === TEMPLATES);
    return all || ASSET.test(entry.name) ? [path] : [];
  });

for (const file of walk(src)) {
  const target = join(dist, relative(src, file));
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(file, target);
}
