import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import * as esbuild from 'esbuild';
import type { CompilerPaths } from './compiler-paths.js';
import { cssInjectionCode, VENDOR_GLOBAL } from './css-inject.js';

export type VendorBundle = { code: string; specifiers: string[] };

/** Styles the vendor modules import (an SDK stylesheet) are injected at runtime like the project's. */
const injectCssPlugin: esbuild.Plugin = {
  name: 'tempest-vendor-css',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => ({
      contents: cssInjectionCode(await readFile(args.path, 'utf8'), args.path),
      loader: 'js',
    }));
  },
};

/**
 * Each vendor module becomes an object with `__esModule`, so the project's `import React from 'react'`
 * gets React's own default export and `import { useState } from 'react'` reads the property.
 */
const vendorEntry = (specifiers: string[]): string => {
  const imports = specifiers.map((specifier, i) => `import * as m${i} from ${JSON.stringify(specifier)};`);
  const entries = specifiers.map((specifier, i) => `${JSON.stringify(specifier)}: { __esModule: true, ...m${i} }`);
  return `${imports.join('\n')}\nglobalThis.${VENDOR_GLOBAL} = {\n${entries.join(',\n')}\n};\n`;
};

/** React, ReactDOM (client), the JSX runtime and the game SDK as one minified production IIFE. */
export const buildVendorBundle = async (paths: CompilerPaths): Promise<VendorBundle> => {
  const result = await esbuild.build({
    stdin: { contents: vendorEntry(paths.vendor), resolveDir: dirname(paths.nodeModules), loader: 'js', sourcefile: 'tempest-vendor.js' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [injectCssPlugin],
    logLevel: 'silent',
  });
  return { code: result.outputFiles[0].text, specifiers: paths.vendor };
};

const cache = new Map<string, Promise<VendorBundle>>();

/** Built once per process (per set of vendor modules); a failed build is retried next time. */
export const vendorBundle = (paths: CompilerPaths): Promise<VendorBundle> => {
  const key = paths.vendor.join('\n');
  let pending = cache.get(key);
  if (!pending) {
    pending = buildVendorBundle(paths);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
};
