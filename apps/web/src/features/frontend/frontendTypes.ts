/** Shapes of the frontend routes, /create/vibecode/… (docs/api-frontends.md §1–§2). */

export type FrontendSettings = { enable_websocket: boolean; tailwind_config: Record<string, unknown> };

/** A project file as the workbench holds it; `id` once the server has it. */
export type ProjectFile = { id?: string; filename: string; content: string; folder_path: string };

export type ServerFile = { id: string; filename: string; content: string; folder_path: string };

export type FrontendSummary = { id: string; name: string; description: string; updatedAt: string };

export type FrontendProject = {
  success: true;
  id: string;
  gameId: string;
  name: string;
  description: string;
  files: ServerFile[];
  entryPoint: string;
  settings: FrontendSettings;
  updatedAt: string;
};

export type LintIssue = {
  file_path: string;
  line: number;
  column: number;
  message: string;
  rule: string | null;
  severity: 'error' | 'warning';
};

export type LintSummary = { error: number; warning: number };

export type BuildError = { message: string; file: string | null; line: number | null; column: number | null; suggestion: string | null };

export type BuildErrorDetail = BuildError & { example: string | null; alternatives: string[]; files: string[]; errors: BuildError[] };

export type NamedContent = { filename: string; content: string };

export type CompileResult = {
  success: boolean;
  compiledCode: string | null;
  error: string | null;
  errorDetail: BuildErrorDetail | null;
  lintIssues: LintIssue[];
  lintSummary: LintSummary;
  lintErrors: LintIssue[];
  formattedFiles: NamedContent[];
  formatWarnings: string[];
  buildId: string;
  cached: boolean;
  durationMs: number;
};

export type SaveResult = {
  success: true;
  frontendId: string;
  id: string;
  message: string;
  lintIssues: LintIssue[];
  lintSummary: LintSummary;
  lintErrors: LintIssue[];
  formatWarnings: string[];
  formattedFiles: NamedContent[];
  files: ServerFile[];
  updatedAt: string;
};

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

export type UpdateFileResult = { success: true; file: ServerFile | null; frontendId: string };

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
