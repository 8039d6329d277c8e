import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { SDK_PACKAGE } from './compiler-paths.js';
import type { SdkDeclarations } from './sdk-declarations.js';

export type TypeLib = { filePath: string; content: string };

/** Declaration files copied as they are from the studio's node_modules (React, React DOM, csstype). */
const PACKAGE_FILES: Record<string, string[]> = {
  '@types/react': ['package.json', 'index.d.ts', 'global.d.ts', 'jsx-runtime.d.ts', 'jsx-dev-runtime.d.ts'],
  '@types/react-dom': ['package.json', 'index.d.ts', 'client.d.ts'],
  csstype: ['package.json', 'index.d.ts'],
};

const uri = (pkg: string, file: string): string => `file:///node_modules/${pkg}/${file}`;

/** For Monaco: the declarations as a package under `node_modules/@tempest/game-sdk`, with stubs where an entry's name differs. */
const sdkPackageFiles = (declarations: SdkDeclarations): Record<string, string> => {
  const files = { ...declarations.files };
  for (const [specifier, actual] of Object.entries(declarations.entries)) {
    const expected = specifier === SDK_PACKAGE ? 'index.d.ts' : `${specifier.slice(SDK_PACKAGE.length + 1)}.d.ts`;
    if (expected === actual || files[expected]) continue;
    const target = posix.relative(posix.dirname(expected), actual.replace(/\.d\.ts$/, ''));
    files[expected] = `export * from '${target.startsWith('.') ? target : `./${target}`}';\n`;
  }
  files['package.json'] = JSON.stringify({ name: SDK_PACKAGE, types: 'index.d.ts' }, null, 2);
  return files;
};

/** React, React DOM (incl. client and the JSX runtime), csstype and the game SDK, for Monaco's completions. */
export const buildMonacoTypes = (nodeModules: string, sdk: SdkDeclarations | null): TypeLib[] => [
  ...Object.entries(PACKAGE_FILES).flatMap(([pkg, files]) =>
    files.map((file) => ({ filePath: uri(pkg, file), content: readFileSync(join(nodeModules, pkg, file), 'utf8') })),
  ),
  ...Object.entries(sdk ? sdkPackageFiles(sdk) : {}).map(([file, content]) => ({ filePath: uri(SDK_PACKAGE, file), content })),
];
