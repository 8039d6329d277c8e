// The same project built by `vite build` (Vite 8 + @vitejs/plugin-react, as the studio's web app builds),
// for comparison. React and the SDK resolve from the studio's node_modules (the temp dir is inside the repo).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '../..');

export const viteBuild = async (files) => {
  const [{ build }, { default: react }] = await Promise.all([
    import('vite'),
    import(pathToFileURL(join(repo, 'apps/web/node_modules/@vitejs/plugin-react/dist/index.js')).href),
  ]);
  const root = join(here, `.vite-tmp-${process.pid}`);
  rmSync(root, { recursive: true, force: true });
  for (const file of files) {
    mkdirSync(dirname(join(root, 'src', file.filename)), { recursive: true });
    writeFileSync(join(root, 'src', file.filename), file.content);
  }
  writeFileSync(join(root, 'src/main.tsx'), "import { startGame } from '@tempest/game-sdk';\nimport App from './index';\nstartGame(App);\n");
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>');
  try {
    const started = performance.now();
    await build({ root, configFile: false, logLevel: 'silent', plugins: [react()], build: { outDir: join(root, 'dist'), emptyOutDir: true } });
    return performance.now() - started;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
};
