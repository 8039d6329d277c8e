// The frontend compiler: bundles a game's React frontend (esbuild, a shared vendor bundle), type-checks it
// (in a worker thread), compiles its Tailwind classes, lints and formats it. The API wires it (apps/api/src/frontends/compiler).
export * from './frontend-compiler.js';
export type * from './compiler.types.js';
export { resolveCompilerPaths, type CompilerPaths } from './compiler-paths.js';
export { lintFiles } from './lint.js';
export type { TypeLib } from './monaco-types.js';
export { ProjectTypeChecker } from './type-check.js';
// The game page (the playtest, libs/playtest, plays exactly what the studio serves).
export { gamePageCsp, renderPage } from './render-page.js';
