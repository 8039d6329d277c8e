import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import ts from 'typescript';
import { keptFilePath, readKept, writeKept } from '@tempest/python-runtime/kept-files';
import type { CompilerPaths } from './compiler-paths.js';
import { LibraryFiles, libraryHost, VirtualFiles } from './library-files.js';

/**
 * The game SDK's declarations, emitted once from its sources (emitDeclarationOnly, in memory).
 * Type-checking a game against declarations instead of the SDK's sources saves inferring the SDK's
 * function bodies on every compile; Monaco gets the same files.
 */
export type SdkDeclarations = {
  /** A directory (not on disk) beside the SDK's sources where the declarations are placed. */
  dir: string;
  /** Path relative to `dir` → declaration text. */
  files: Record<string, string>;
  /** SDK specifier (`@tempest/game-sdk`, `@tempest/game-sdk/protocol`) → its declaration file, relative to `dir`. */
  entries: Record<string, string>;
};

const commonDir = (files: string[]): string =>
  files.map(dirname).reduce((common, dir) => {
    while (!`${dir}/`.startsWith(`${common}/`)) common = dirname(common);
    return common;
  });

const toDts = (file: string): string => file.replace(/(\.d)?\.(tsx?|jsx?|mts|cts)$/, '.d.ts');

const emitOptions = (rootDir: string, outDir: string): ts.CompilerOptions => ({
  declaration: true,
  emitDeclarationOnly: true,
  noEmitOnError: false,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  strict: true,
  skipLibCheck: true,
  esModuleInterop: true,
  allowImportingTsExtensions: true,
  rootDir,
  outDir,
});

/** Emits the declarations of the SDK whose entry points `sdkTypes` names (declaration files are taken as they are). */
export const emitSdkDeclarations = (sdkTypes: Record<string, string>, library: LibraryFiles): SdkDeclarations | null => {
  const entryFiles = Object.values(sdkTypes);
  if (!entryFiles.length) return null;
  const rootDir = commonDir(entryFiles);
  const dir = join(rootDir, '.tempest-sdk-types');
  const host = libraryHost(library, new VirtualFiles(() => false), rootDir);
  const program = ts.createProgram({ rootNames: entryFiles, options: emitOptions(rootDir, dir), host });
  const files: Record<string, string> = {};
  program.emit(undefined, (fileName, text) => (files[posix.relative(dir, fileName)] = text));
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile && file.fileName.startsWith(`${rootDir}/`)) files[relative(rootDir, file.fileName)] = file.text;
  }
  const entries = Object.fromEntries(Object.entries(sdkTypes).map(([specifier, file]) => [specifier, toDts(relative(rootDir, file))]));
  return { dir, files, entries };
};

/** The SDK's sources under `dir` (every .ts/.tsx file but the tests), for the cache key. */
const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

/**
 * Where the declarations of this SDK are kept between processes: named by TypeScript's version and the SDK's
 * sources, in the installation's node_modules/.cache. Null when there is no SDK.
 */
export const declarationsCacheFile = (paths: CompilerPaths): string | null => {
  const entryFiles = Object.values(paths.sdkTypes);
  if (!entryFiles.length) return null;
  const hash = createHash('sha256').update(ts.version);
  for (const file of sourcesOf(commonDir(entryFiles))) hash.update(file).update(readFileSync(file));
  return keptFilePath(`sdk-declarations-${hash.digest('hex').slice(0, 16)}.json`);
};

const readCached = (file: string): SdkDeclarations | null => {
  try {
    const cached = JSON.parse(readKept(file)?.toString('utf8') ?? 'null') as SdkDeclarations | null;
    return cached !== null && typeof cached.dir === 'string' && typeof cached.files === 'object' && typeof cached.entries === 'object' ? cached : null;
  } catch {
    return null;
  }
};

let emitted: SdkDeclarations | null | undefined;

/**
 * The studio's SDK declarations for Monaco, once per thread: from the cache file when the SDK and TypeScript are
 * unchanged (no emit), else emitted (~2 s) and kept.
 */
export const studioSdkDeclarations = (paths: CompilerPaths): SdkDeclarations | null => {
  if (emitted !== undefined) return emitted;
  const file = declarationsCacheFile(paths);
  emitted = file === null ? null : readCached(file);
  if (emitted === null && file !== null) {
    emitted = emitSdkDeclarations(paths.sdkTypes, new LibraryFiles());
    if (emitted !== null) writeKept(file, JSON.stringify(emitted));
  }
  return emitted;
};
