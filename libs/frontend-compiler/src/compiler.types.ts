/** The compiler's surface (docs/api-frontends.md §2), shared by the compile, save and serve routes. */
export type ProjectFile = { filename: string; content: string };

// The compiler's answers are the shared contract's (the workbench reads them).
export type { BuildError, BuildErrorDetail, CompileResult, FormatReport, FrontendSettings, LintIssue, LintReport } from '@tempest/contracts';
import type { FrontendSettings } from '@tempest/contracts';

export type CompileInput = { files: ProjectFile[]; entryPoint: string; settings: FrontendSettings };

export type CompileOptions = { lint?: boolean; format?: boolean };
