// `npm run build`: compiles the server (tsc -b, incremental) and builds the web app with Vite when its
// sources changed since the last build, so `npm start` stays quick after the first time.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
};

console.log('Building the server…');
run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/api']);
run(process.execPath, [join(root, 'scripts/copy-assets.mjs')]);

const web = join(root, 'apps/web');
const built = join(web, 'dist/index.html');
const sources = Math.max(
  ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => newest(join(web, p))),
  newest(join(root, 'package-lock.json')),
);
if (!existsSync(built) || statSync(built).mtimeMs < sources || process.argv.includes('--force')) {
  console.log('Building the web app…');
  run('npm', ['run', 'build', '-w', '@tempest/web']);
} else {
  console.log('The web app is up to date.');
}
