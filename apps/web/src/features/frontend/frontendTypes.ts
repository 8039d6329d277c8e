/** Shapes of the frontend routes, /create/vibecode/… (docs/api-frontends.md §1–§2). */

import type { FrontendAnswer, FrontendFile, FrontendSettings, NamedContent, SaveFrontendAnswer, UpdateFileAnswer } from '@tempest/contracts';

// Server answers are the shared contract's; the names the workbench uses for them:
export type { BuildError, BuildErrorDetail, CompileResult, FrontendSettings, FrontendSummary, LintIssue, LintSummary, NamedContent } from '@tempest/contracts';
export type ServerFile = FrontendFile;
export type FrontendProject = FrontendAnswer;
export type SaveResult = SaveFrontendAnswer;
export type UpdateFileResult = UpdateFileAnswer;

/** A project file as the workbench holds it; `id` once the server has it. */
export type ProjectFile = { id?: string; filename: string; content: string; folder_path: string };

export type SaveRequest = {
  gameId: string;
  id?: string;
  name?: string;
  description?: string;
  files: { id?: string; filename: string; content: string }[];
  entryPoint?: string;
  settings?: FrontendSettings;
};

export type UpdateFileRequest = {
  gameId: string;
  file_id?: string;
  filename: string;
  /** null deletes the file. */
  content: string | null;
  frontend_id?: string;
};

export type CompileRequest = {
  gameId: string;
  files?: NamedContent[];
  entryPoint?: string;
  settings?: FrontendSettings;
  useServerFiles?: boolean;
  frontendId?: string;
};

export type TypeLib = { filePath: string; content: string };

export const ENTRY_POINT = 'index.tsx';

export const DEFAULT_SETTINGS: FrontendSettings = { enable_websocket: false, tailwind_config: {} };
