// Copies the files tsc does not emit (plain .mjs worker entries, Python sources, and the offline model's game
// templates, which are read at run time) from each package's src to its dist, keeping their paths: the API's,
// the Python runtime's (python-worker.mjs and the .py files beside it) and the offline model's
// (templates/). Part of `npm run build:server` and `npm run build`.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['apps/api', 'libs/python-runtime', 'libs/frontend-compiler', 'libs/offline-model'];
const ASSET = /\.(mjs|py)$/;
/** Every file in here is an asset, whatever its type (.tsx, .ts, .css, .py). */
const TEMPLATES = join(root, 'libs/offline-model/src/templates');

const walk = (dir, all = false) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path, all || path === TEMPLATES);
    return all || ASSET.test(entry.name) ? [path] : [];
  });

for (const pkg of PACKAGES) {
  const src = join(root, pkg, 'src');
  const dist = join(root, pkg, 'dist');
  for (const file of walk(src)) {
    const target = join(dist, relative(src, file));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file, target);
  }
}
