import type { Linter } from 'eslint';
import type { LintIssue, LintReport, ProjectFile } from './compiler.types.js';
import { contentHash, LruCache } from './compile-cache.js';
import { isScript, normaliseFilename } from './project-files.js';

/*
 * The lint rules (docs/api-frontends.md §2 "Lint"): typescript-eslint's parser for .ts/.tsx/.js/.jsx
 * (CSS, JSON, Markdown and text are not linted), no type information (fast, per file), and
 * - react-hooks "recommended-latest": rules-of-hooks (error), exhaustive-deps (warning) and the React
 *   Compiler rules the plugin recommends (purity, refs, immutability, set-state-in-render, …);
 * - @typescript-eslint/no-unused-vars as a warning (instead of core no-unused-vars; `_`-prefixed names
 *   and unused arguments are allowed);
 * - core: no-debugger (error), no-dupe-keys, no-duplicate-case, no-self-assign (error),
 *   eqeqeq ('smart'), no-constant-condition, no-unreachable, no-var, prefer-const, no-empty (warnings).
 */
const CORE_RULES: Linter.RulesRecord = {
  'no-unused-vars': 'off',
  '@typescript-eslint/no-unused-vars': ['warn', { args: 'none', ignoreRestSiblings: true, varsIgnorePattern: '^_', caughtErrors: 'none' }],
  'no-debugger': 'error',
  'no-dupe-keys': 'error',
  'no-duplicate-case': 'error',
  'no-self-assign': 'error',
  eqeqeq: ['warn', 'smart'],
  'no-constant-condition': 'warn',
  'no-unreachable': 'warn',
  'no-var': 'warn',
  'prefer-const': 'warn',
  'no-empty': 'warn',
};

const VIRTUAL_ROOT = '/tempest-project';

type LoadedLinter = { linter: Linter; config: Linter.Config[] };

const loadLinter = async (): Promise<LoadedLinter> => {
  const [{ Linter: LinterClass }, tseslint, hooks] = await Promise.all([
    import('eslint'),
    import('typescript-eslint'),
    import('eslint-plugin-react-hooks'),
  ]);
  const reactHooks = hooks.default;
  const hookRules = reactHooks.configs['recommended-latest'].rules as Linter.RulesRecord;
  const config: Linter.Config[] = [
    {
      files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
      languageOptions: {
        parser: tseslint.default.parser as Linter.Parser,
        ecmaVersion: 'latest',
        sourceType: 'module',
        parserOptions: { ecmaFeatures: { jsx: true } },
      },
      plugins: { 'react-hooks': reactHooks as never, '@typescript-eslint': tseslint.default.plugin as never },
      rules: { ...hookRules, ...CORE_RULES },
    },
  ];
  return { linter: new LinterClass({ cwd: VIRTUAL_ROOT, configType: 'flat' }), config };
};

let loaded: Promise<LoadedLinter> | null = null;
const linterOnce = (): Promise<LoadedLinter> => {
  if (!loaded) {
    loaded = loadLinter();
    loaded.catch(() => (loaded = null));
  }
  return loaded;
};

const cache = new LruCache<LintIssue[]>(8 * 1024 * 1024, (issues) => 200 + issues.length * 400);

/** A rule that crashes on odd code must not fail the compile: it becomes a warning on the file. */
const verify = ({ linter, config }: LoadedLinter, filename: string, content: string): Linter.LintMessage[] => {
  try {
    return linter.verify(content, config, `${VIRTUAL_ROOT}/${filename}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return [{ ruleId: null, severity: 1, message: `ESLint could not check this file: ${reason}`, line: 1, column: 1 }];
  }
};

const lintOne = (tools: LoadedLinter, filename: string, content: string): LintIssue[] => {
  const messages = verify(tools, filename, content);
  return messages.map((message) => ({
    file_path: filename,
    line: message.line ?? 1,
    column: message.column ?? 1,
    message: message.message,
    rule: message.ruleId ?? null,
    severity: message.severity === 2 || message.fatal ? 'error' : 'warning',
  }));
};

/** Lints the project's script files; each file's issues are cached by its name and content. */
export const lintFiles = async (files: ProjectFile[]): Promise<LintReport> => {
  const tools = await linterOnce();
  const lintIssues: LintIssue[] = [];
  for (const file of files) {
    const filename = normaliseFilename(file.filename);
    if (!isScript(filename)) continue;
    const key = contentHash(filename, file.content);
    let issues = cache.get(key);
    if (!issues) cache.set(key, (issues = lintOne(tools, filename, file.content)));
    lintIssues.push(...issues);
  }
  const lintErrors = lintIssues.filter((issue) => issue.severity === 'error');
  return { lintIssues, lintErrors, lintSummary: { error: lintErrors.length, warning: lintIssues.length - lintErrors.length } };
};

/** Loads ESLint and its plugins ahead of the first lint. */
export const warmUpLinter = async (): Promise<void> => {
  await linterOnce();
};
