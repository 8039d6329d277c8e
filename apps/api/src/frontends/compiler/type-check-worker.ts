import { parentPort } from 'node:worker_threads';
import { resolveCompilerPaths } from './compiler-paths.js';
import type { TypeCheckRequest, TypeCheckResponse } from './type-check-client.js';
import { ProjectTypeChecker } from './type-check.js';

/** The type checker's thread: TypeScript runs here so it neither blocks the server nor waits for the bundler. */
const checker = new ProjectTypeChecker(resolveCompilerPaths());

const answer = (request: TypeCheckRequest): TypeCheckResponse => {
  try {
    if (request.kind === 'declarations') return { id: request.id, result: checker.declarations() };
    return { id: request.id, result: checker.check(new Map(request.files), request.entryPoint) };
  } catch (error) {
    return { id: request.id, failure: error instanceof Error ? error.message : String(error) };
  }
};

parentPort?.on('message', (request: TypeCheckRequest) => parentPort?.postMessage(answer(request)));
