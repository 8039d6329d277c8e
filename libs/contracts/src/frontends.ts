// The frontend routes, /create/vibecode/… (docs/api-frontends.md §1–§2): a game's React/TSX frontend,
// its files, the compiler's answers.

export type FrontendSettings = { enable_websocket: boolean; tailwind_config: Record<string, unknown> };

/** A file as the server holds it. */
export type FrontendFile = { id: string; filename: string; content: string; folder_path: string };

/** A file's name and content (what the compiler formats and the save sends). */
export type NamedContent = { filename: string; content: string };

export type LintIssue = {
  file_path: string;
  line: number;
  column: number;
  message: string;
  rule: string | null;
  severity: 'error' | 'warning';
};

export type LintSummary = { error: number; warning: number };
export type LintReport = { lintIssues: LintIssue[]; lintSummary: LintSummary; lintErrors: LintIssue[] };
export type FormatReport = { formattedFiles: NamedContent[]; formatWarnings: string[] };

export type BuildError = { message: string; file: string | null; line: number | null; column: number | null; suggestion: string | null };
export type BuildErrorDetail = BuildError & { example: string | null; alternatives: string[]; files: string[]; errors: BuildError[] };

/** POST …/compile/. */
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

/** Where a write's last event landed in `$all` (pass as minPosition to read it back); null: nothing written. */
type Written = { position: string | null };

/** GET …/frontends/. */
export type FrontendSummary = { id: string; name: string; description: string; updatedAt: string };
export type FrontendListAnswer = { success: true; frontends: FrontendSummary[] };

/** GET …/frontends/{frontendId}/. */
export type FrontendAnswer = {
  success: true;
  id: string;
  gameId: string;
  name: string;
  description: string;
  files: FrontendFile[];
  entryPoint: string;
  settings: FrontendSettings;
  updatedAt: string;
};

/** POST …/frontends/save/. */
export type SaveFrontendAnswer = LintReport &
  FormatReport & { success: true; frontendId: string; id: string; message: string; files: FrontendFile[]; updatedAt: string } & Written;

/** POST …/frontends/update-file/ (`file: null`: the file was deleted). */
export type UpdateFileAnswer = { success: true; file: FrontendFile | null; frontendId: string } & Written;
export type MoveFileAnswer = { success: true; file: FrontendFile } & Written;
export type BulkMoveAnswer = { success: true; moved: number; files: FrontendFile[] } & Written;

/** POST /create/vibecode/api/games/{gameId}/frontends/images: an Image building block's picture, kept in the media store. */
export type FrontendImageAnswer = { status: 'success'; url: string; content_type: string; size_bytes: number };
