import { posix } from 'node:path';
import * as esbuild from 'esbuild';
import { buildError, type CompilerError } from './build-errors.js';
import { SDK_PACKAGE } from './compiler-paths.js';
import { cssInjectionCode, VENDOR_GLOBAL } from './css-inject.js';
import { bundleMessageToError, type ErrorExtras } from './bundle-errors.js';
import { closestFilename, extensionOf, importPathFor, normaliseFilename, resolveRelative } from './project-files.js';

export type BundleResult = { code: string; errors: [] } | { code: null; errors: CompilerError[] };

const PROJECT = 'tempest-project';
const VENDOR = 'tempest-vendor';
const ENTRY = 'tempest-entry';

const LOADERS: Record<string, esbuild.Loader> = { tsx: 'tsx', ts: 'ts', jsx: 'jsx', js: 'js', json: 'json', md: 'text', txt: 'text' };

type Context = { files: Map<string, string>; entryPoint: string; vendor: string[] };

const entryCode = (entryPoint: string): string =>
  `import { startGame } from ${JSON.stringify(SDK_PACKAGE)};\n` +
  `import App from ${JSON.stringify(`./${entryPoint}`)};\nstartGame(App);\n`;

const fail = (text: string, extras: ErrorExtras): esbuild.OnResolveResult => ({ errors: [{ text, detail: extras }] });

const resolveBare = (ctx: Context, path: string): esbuild.OnResolveResult => {
  if (ctx.vendor.includes(path)) return { path, namespace: VENDOR };
  return fail(`Package "${path}" is not available in games`, {
    suggestion: `Import only the packages the studio provides (${ctx.vendor.join(', ')}), or write the code in a project file.`,
    alternatives: ctx.vendor,
  });
};

const resolveFile = (ctx: Context, importer: string, path: string): esbuild.OnResolveResult => {
  const found = resolveRelative(ctx.files, importer, path);
  if (found) return { path: found, namespace: PROJECT };
  const names = [...ctx.files.keys()];
  const closest = closestFilename(names, normaliseFilename(posix.join(posix.dirname(importer), path)));
  return fail(`Could not find the file "${path}" imported by ${importer || 'the entry'}`, {
    suggestion: closest ? `Did you mean "${importPathFor(importer, closest)}" (the file ${closest})?` : 'Create the file first.',
    files: names,
  });
};

const projectPlugin = (ctx: Context): esbuild.Plugin => ({
  name: 'tempest-project',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${ENTRY}$`) }, () => ({ path: ENTRY, namespace: ENTRY }));
    build.onResolve({ filter: /.*/ }, (args) => {
      const importer = args.namespace === PROJECT ? args.importer : '';
      if (args.path.startsWith('.') || args.path.startsWith('/')) return resolveFile(ctx, importer, args.path);
      return resolveBare(ctx, args.path);
    });
    build.onLoad({ filter: /.*/, namespace: ENTRY }, () => ({ contents: entryCode(ctx.entryPoint), loader: 'js' }));
    build.onLoad({ filter: /.*/, namespace: VENDOR }, (args) => ({
      contents: `module.exports = globalThis.${VENDOR_GLOBAL}[${JSON.stringify(args.path)}];`,
      loader: 'js',
    }));
    build.onLoad({ filter: /.*/, namespace: PROJECT }, (args) => {
      const contents = ctx.files.get(args.path) ?? '';
      const extension = extensionOf(args.path);
      if (extension === 'css') return { contents: cssInjectionCode(contents, args.path), loader: 'js' };
      return { contents, loader: LOADERS[extension] ?? 'text' };
    });
  },
});

/** The project (without the vendor modules, which it reads from the vendor global) as one IIFE. */
export const bundleProject = async (files: Map<string, string>, entryPoint: string, vendor: string[]): Promise<BundleResult> => {
  if (!files.has(entryPoint)) {
    return { code: null, errors: [buildError(`The entry point ${entryPoint} is missing`, { file: entryPoint }, {
      suggestion: `Create ${entryPoint} and export the game's root component from it as the default export.`,
      example: 'export default function App() {\n  return <div>Hello</div>;\n}',
      files: [...files.keys()],
    })] };
  }
  try {
    const result = await esbuild.build({
      entryPoints: [ENTRY],
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'es2020',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [projectPlugin({ files, entryPoint, vendor })],
      logLevel: 'silent',
      charset: 'utf8',
    });
    return { code: result.outputFiles[0].text, errors: [] };
  } catch (error) {
    const failure = error as esbuild.BuildFailure;
    if (!Array.isArray(failure.errors)) throw error;
    return { code: null, errors: failure.errors.map((message) => bundleMessageToError(message, entryPoint)) };
  }
};
