import type { RunCommandToolFields } from '@tempest/contracts';
import type { AgentFrontend } from './agent-frontend.js';
import { buildErrorLines, lintLines } from './agent-frontend.js';
import { capOutput, parseSearch, searchAssets, type SearchableAsset } from './asset-search.js';

/** The friendly labels of the two frontend commands, which tool cards show. */
export const COMMAND_LABELS: Record<string, string> = { 'npm run build': 'Frontend Build', 'npm run validate': 'Frontend Validation' };

export const COMMAND_CWD = '/game';

/** What run_command answers besides the common tool-result fields: the shared contract's. */
export type CommandShape = RunCommandToolFields;

/** `compiledCode`: a successful build's code (what the playtest plays). */
export type CommandOutcome = { known: true; shape: CommandShape; message: string; compiledCode?: string | null } | { known: false };

const seconds = (started: number): number => Math.round(performance.now() - started) / 1000;

/** Collapses whitespace, so `npm  run build` is the build. */
export const normalizeCommand = (command: string): string => command.trim().replace(/\s+/g, ' ');

/** Runs one of the agent's commands against the game: the frontend build or lint, or a search over the assets' text. */
export const runCommand = async (
  raw: string,
  deps: { frontend: AgentFrontend; gameId: string; assets: () => Promise<SearchableAsset[]> },
): Promise<CommandOutcome> => {
  const command = normalizeCommand(raw);
  const started = performance.now();
  const shape = (fields: Omit<CommandShape, 'command' | 'cwd' | 'duration' | 'label'>): CommandShape => ({
    command,
    label: COMMAND_LABELS[command] ?? command,
    cwd: COMMAND_CWD,
    ...fields,
    duration: seconds(started),
  });

  if (command === 'npm run build') {
    const build = await deps.frontend.build(deps.gameId);
    if (!build) {
      const errors = ['The game has no frontend files to build'];
      return { known: true, message: 'Frontend Build failed: no frontend files', shape: shape({ exit_code: 1, status: 'error', output: '', errors, match_count: null, truncated: false }) };
    }
    const { result } = build;
    const errors = buildErrorLines(result);
    const summary = result.success
      ? `Build succeeded: ${build.files} file(s) compiled${result.lintSummary.error + result.lintSummary.warning > 0 ? `, ESLint found ${result.lintSummary.error} errors, ${result.lintSummary.warning} warnings` : ''}`
      : `Build failed with ${errors.length} error(s)`;
    const { output, truncated } = capOutput([summary, ...(result.error ? result.error.split('\n') : [])]);
    return {
      known: true,
      message: result.success ? 'Frontend Build succeeded' : `Frontend Build failed: ${errors[0] ?? 'unknown error'}`,
      compiledCode: result.success ? result.compiledCode : null,
      shape: shape({ exit_code: result.success ? 0 : 1, status: result.success ? 'success' : 'error', output, errors, match_count: null, truncated }),
    };
  }

  if (command === 'npm run validate') {
    const report = await deps.frontend.lint(deps.gameId);
    if (!report) {
      const errors = ['The game has no frontend files to validate'];
      return { known: true, message: 'Frontend Validation failed: no frontend files', shape: shape({ exit_code: 1, status: 'error', output: '', errors, match_count: null, truncated: false }) };
    }
    const { lint } = report;
    const lines = lintLines(lint);
    const summary = `ESLint found ${lint.lintSummary.error} errors, ${lint.lintSummary.warning} warnings in ${report.files} file(s)`;
    const { output, truncated } = capOutput([summary, ...lines]);
    const ok = lint.lintSummary.error === 0;
    return {
      known: true,
      message: ok ? `Frontend Validation passed (${lint.lintSummary.warning} warnings)` : `Frontend Validation failed: ${lint.lintSummary.error} errors`,
      shape: shape({ exit_code: ok ? 0 : 1, status: ok ? 'success' : 'error', output, errors: lintLines({ ...lint, lintIssues: lint.lintErrors }), match_count: null, truncated }),
    };
  }

  const query = parseSearch(command);
  if (!query) return { known: false };
  const found = searchAssets(await deps.assets(), query);
  const output = found.matchCount === 0 ? 'No matches found\n' : found.output;
  return {
    known: true,
    message: `${found.matchCount} match(es) for ${JSON.stringify(query.pattern)}`,
    // grep's convention: exit code 1 when nothing matched — not an error.
    shape: shape({ exit_code: found.matchCount === 0 ? 1 : 0, status: 'success', output, errors: [], match_count: found.matchCount, truncated: found.truncated }),
  };
};
