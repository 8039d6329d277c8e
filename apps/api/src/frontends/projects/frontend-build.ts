import type { CompileResult, FrontendCompiler, ProjectFile } from '@tempest/frontend-compiler';
import { frontendWorkingFiles, FRONTEND_READ_MODELS, type FrontendProjectView } from '@tempest/projections';
import type { ReadModels } from '../../infrastructure/read-db.module.js';
import type { FrontendWorkspace } from './frontend-workspace.js';

export type FrontendBuild = { files: number; result: CompileResult };

/** A build error as one line: `file:line:column message`. */
export const buildErrorLines = (result: CompileResult): string[] => {
  const errors = result.errorDetail?.errors ?? (result.error ? [{ message: result.error, file: null, line: null, column: null }] : []);
  return errors.map((e) => `${e.file ? `${e.file}${e.line === null ? '' : `:${e.line}${e.column === null ? '' : `:${e.column}`}`} ` : ''}${e.message}`);
};

/** The game's first project and its working files (pending changes included), or null when it has no files. */
export const workingProjectFiles = async (workspace: FrontendWorkspace, reads: ReadModels, gameId: string): Promise<{ project: FrontendProjectView; files: ProjectFile[] } | null> => {
  const project = await workspace.projectOf(gameId);
  if (!project) return null;
  const db = (await reads.at(FRONTEND_READ_MODELS, 'committed')).db;
  const files: ProjectFile[] = (await frontendWorkingFiles(db, project.id)).map(({ filename, content }) => ({ filename, content }));
  return files.length === 0 ? null : { project, files };
};

/**
 * Compiles the game's frontend as the studio's preview plays it: the working files of its first project, its entry
 * point and Tailwind settings. Null when it has no files. The agent's build and the creator's playtest share it.
 */
export const buildWorkingFrontend = async (workspace: FrontendWorkspace, reads: ReadModels, compiler: FrontendCompiler, gameId: string): Promise<FrontendBuild | null> => {
  const found = await workingProjectFiles(workspace, reads, gameId);
  if (!found) return null;
  const { project, files } = found;
  const settings = { enable_websocket: false, tailwind_config: project.settings.tailwind_config };
  const result = await compiler.compile({ files, entryPoint: project.entryPoint, settings }, { format: false });
  return { files: files.length, result };
};
