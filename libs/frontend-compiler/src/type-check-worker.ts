import { parentPort } from 'node:worker_threads';
import { resolveCompilerPaths } from './compiler-paths.js';
import type { TypeCheckRequest, TypeCheckResponse } from './type-check-client.js';
import { ProjectTypeChecker } from './type-check.js';

/** The type checker's thread: TypeScript runs here so it neither blocks the server nor waits for the bundler. */
const paths = resolveCompilerPaths();
const checker = new ProjectTypeChecker(paths);

const answer = async (request: TypeCheckRequest): Promise<TypeCheckResponse> => {
  try {
    if (request.kind === 'declarations') return { id: request.id, result: (await import('./sdk-declarations.js')).studioSdkDeclarations(paths) };
    const result = checker.check(new Map(request.files), request.entryPoint);
    return { id: request.id, result, pid: checker.pid() };
  } catch (error) {
    return { id: request.id, failure: error instanceof Error ? error.message : String(error) };
  }
};

parentPort?.on('message', (request: TypeCheckRequest) => void answer(request).then((response) => parentPort?.postMessage(response)));
parentPort?.once('close', () => checker.close());
