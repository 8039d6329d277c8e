// The Python sandbox the studio runs games' scripts in: a pool of Pyodide workers (python-worker.mjs and the
// .py files beside it, copied to dist by scripts/copy-assets.mjs), parsing scripts and running their functions.
export * from './parse-script.js';
export * from './python-errors.js';
export * from './python-pool.js';
export type * from './python-protocol.js';
export * from './run-function.js';
