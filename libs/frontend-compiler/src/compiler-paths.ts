import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Where the compiler finds what a game may import. Everything is resolved from this module's own
 * location (the studio's node_modules), never from process.cwd().
 */
export type CompilerPaths = {
  /** The studio's node_modules directory. */
  nodeModules: string;
  /** A directory next to node_modules where the project's virtual files live for TypeScript. */
  projectRoot: string;
  /** The bare specifiers a game may import: React's and the SDK's, all served by the vendor bundle. */
  vendor: string[];
  /** The game SDK's entry points for type-checking and Monaco declarations (specifier → .ts/.tsx/.d.ts file). */
  sdkTypes: Record<string, string>;
};

export const SDK_PACKAGE = '@tempest/game-sdk';
export const REACT_SPECIFIERS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'];

const require = createRequire(import.meta.url);

const studioNodeModules = (): string => join(dirname(require.resolve('react/package.json')), '..');

type ExportsMap = Record<string, string | Record<string, string>>;

/** The SDK's public entry points from its package.json exports (`.` and subpaths like `./protocol`). */
const sdkEntries = (nodeModules: string): Record<string, string> => {
  const dir = join(nodeModules, SDK_PACKAGE);
  if (!existsSync(join(dir, 'package.json'))) return {};
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports?: ExportsMap };
  const entries: Record<string, string> = {};
  for (const [key, target] of Object.entries(pkg.exports ?? { '.': './src/index.ts' })) {
    const file = typeof target === 'string' ? target : (target.types ?? target.default ?? target.import);
    if (!file || key.includes('*')) continue;
    const absolute = join(realpathSync(dir), file);
    if (existsSync(absolute)) entries[key === '.' ? SDK_PACKAGE : `${SDK_PACKAGE}/${key.slice(2)}`] = absolute;
  }
  return entries;
};

/** The studio's own paths (React and the SDK as the API's dependencies resolve them). */
export const resolveCompilerPaths = (): CompilerPaths => {
  const nodeModules = studioNodeModules();
  const sdkTypes = sdkEntries(nodeModules);
  const vendor = [...REACT_SPECIFIERS, ...Object.keys(sdkTypes)];
  return { nodeModules, projectRoot: join(dirname(nodeModules), '.tempest-project'), vendor, sdkTypes };
};
