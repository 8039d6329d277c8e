/** The compiler's surface (docs/api-frontends.md §2), shared by the compile, save and serve routes. */
export type ProjectFile = { filename: string; content: string };

export type FrontendSettings = { enable_websocket: boolean; tailwind_config: Record<string, unknown> };

export type CompileInput = { files: ProjectFile[]; entryPoint: string; settings: FrontendSettings };

export type LintIssue = {
  file_path: string;
  line: number;
  column: number;
  message: string;
  rule: string | null;
  severity: 'error' | 'warning';
};

export type LintReport = { lintIssues: LintIssue[]; lintSummary: { error: number; warning: number }; lintErrors: LintIssue[] };

export type FormatReport = { formattedFiles: ProjectFile[]; formatWarnings: string[] };

export type BuildError = { message: string; file: string | null; line: number | null; column: number | null; suggestion: string | null };

export type BuildErrorDetail = BuildError & {
  example: string | null;
  alternatives: string[];
  files: string[];
  errors: BuildError[];
};

export type CompileResult = LintReport &
  FormatReport & {
    success: boolean;
    /** One self-contained IIFE (project, React, game SDK, CSS); null when the build failed. */
    compiledCode: string | null;
    /** The overlay's text (markers per line: Error:, Location:, Suggestion:, Example:, Alternatives:, Files:). */
    error: string | null;
    errorDetail: BuildErrorDetail | null;
    /** Content hash of the input and the compiler version. */
    buildId: string;
    cached: boolean;
    durationMs: number;
  };

export type CompileOptions = { lint?: boolean; format?: boolean };
