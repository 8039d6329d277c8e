import { unexpectedError } from './build-errors.js';
import { contentHash, LruCache, stringBytes } from './compile-cache.js';
import {
  cachedBuildBytes,
  EMPTY_FORMAT,
  EMPTY_LINT,
  failedResult,
  stableStringify,
  toCachedBuild,
  type BuildOutcome,
  type CachedBuild,
} from './compile-result.js';
import { resolveCompilerPaths, type CompilerPaths } from './compiler-paths.js';
import type { CompileInput, CompileOptions, CompileResult, FormatReport, LintReport, ProjectFile } from './compiler.types.js';
import { cssInjectionCode } from './css-inject.js';
import { formatFiles, warmUpFormatter } from './format.js';
import { lintFiles, warmUpLinter } from './lint.js';
import { buildMonacoTypes, type TypeLib } from './monaco-types.js';
import { bundleProject } from './project-bundle.js';
import { normaliseFilename, toFileMap } from './project-files.js';
import { renderPage } from './render-page.js';
import { TailwindCompiler } from './tailwind.js';
import { TypeCheckClient } from './type-check-client.js';
import { vendorBundle } from './vendor-bundle.js';

/** Part of every buildId: a new compiler version never serves an old cached build. */
export const COMPILER_VERSION = 'tempest-compiler-1';

/** Results kept in memory (the shared vendor code counted once). */
const RESULT_CACHE_BYTES = 64 * 1024 * 1024;
/** Build outcomes (bundle + Tailwind + type check) by content, whatever lint/format options asked for them. */
const OUTCOME_CACHE_BYTES = 32 * 1024 * 1024;
const outcomeBytes = (outcome: BuildOutcome): number => stringBytes(outcome.projectCode) + outcome.errors.length * 400 + 1024;

const elapsed = (started: number): number => Math.round((performance.now() - started) * 10) / 10;

/**
 * Issue 5 "Compile" (docs/api-frontends.md §2): bundles a game's frontend with esbuild (React 19 and the
 * game SDK from a vendor bundle built once per process), type-checks it, compiles its Tailwind classes,
 * lints and formats it. Results are cached by content hash; the toolchain's own failures come back as
 * `success: false`, never as exceptions.
 */
export class FrontendCompiler {
  private readonly paths: CompilerPaths = resolveCompilerPaths();
  private readonly typeChecker = new TypeCheckClient();
  private readonly tailwind = new TailwindCompiler(this.paths);
  private readonly results = new LruCache<CachedBuild>(RESULT_CACHE_BYTES, cachedBuildBytes);
  private readonly inFlight = new Map<string, Promise<CachedBuild>>();
  private readonly outcomes = new LruCache<BuildOutcome>(OUTCOME_CACHE_BYTES, outcomeBytes);
  private readonly buildsInFlight = new Map<string, Promise<BuildOutcome>>();
  private monacoTypes: Promise<TypeLib[]> | null = null;

  async compile(input: CompileInput, options: CompileOptions = {}): Promise<CompileResult> {
    const started = performance.now();
    let buildId = '';
    try {
      buildId = this.buildIdOf(input);
      const key = `${buildId}:${options.lint !== false}:${options.format !== false}`;
      const hit = this.results.get(key);
      const cached = hit ?? (await this.buildOnce(key, buildId, input, options));
      const compiledCode = cached.projectCode === null ? null : `${(await vendorBundle(this.paths)).code}\n${cached.projectCode}`;
      return { ...cached.result, compiledCode, cached: Boolean(hit), durationMs: elapsed(started) };
    } catch (error) {
      return failedResult(buildId, unexpectedError('compiler', error), elapsed(started));
    }
  }

  lint(files: ProjectFile[]): Promise<LintReport> {
    return lintFiles(files);
  }

  format(files: ProjectFile[]): Promise<FormatReport> {
    return formatFiles(files);
  }

  /**
   * The code of a successful build this process compiled and still keeps (by the buildId its compile
   * answered), else null: the workbench previews a Compile of unsaved buffers through it.
   */
  async builtCode(buildId: string): Promise<string | null> {
    const outcome = this.outcomes.get(buildId) ?? (await this.buildsInFlight.get(buildId));
    if (!outcome || outcome.projectCode === null) return null;
    return `${(await vendorBundle(this.paths)).code}\n${outcome.projectCode}`;
  }

  renderPage(compiledCode: string, title: string): string {
    return renderPage(compiledCode, title);
  }

  typesForMonaco(): Promise<TypeLib[]> {
    if (!this.monacoTypes) {
      this.monacoTypes = this.typeChecker.declarations().then((sdk) => buildMonacoTypes(this.paths.nodeModules, sdk));
      this.monacoTypes.catch(() => (this.monacoTypes = null));
    }
    return this.monacoTypes;
  }

  /**
   * Outside tests the toolchain warms up in the background once the server is up (about 3 s of CPU), so the
   * first compile does not pay for it. COMPILER_WARMUP=0 turns this off. A failure is only reported to `warn`.
   */
  warmUpSoon(warn: (message: string) => void): void {
    if (process.env.NODE_ENV === 'test' || process.env.COMPILER_WARMUP === '0') return;
    setTimeout(() => {
      this.warmUp().catch((error: unknown) => warn(`Compiler warm-up failed: ${String(error)}`));
    }, 0).unref();
  }

  /** Stops the type checker's worker thread. */
  async close(): Promise<void> {
    await this.typeChecker.close();
  }

  /**
   * Builds the vendor bundle and loads TypeScript's libraries, ESLint, Prettier and Tailwind ahead of use; then,
   * last, the SDK's declarations the code editor asks for.
   */
  async warmUp(): Promise<void> {
    const files = [{ filename: 'index.tsx', content: 'export default function App() {\n  return <div className="p-1" />;\n}\n' }];
    await this.compile({ files, entryPoint: 'index.tsx', settings: { enable_websocket: false, tailwind_config: {} } });
    await Promise.all([this.typeChecker.warmUp(), warmUpLinter(), warmUpFormatter(), this.tailwind.warmUp()]);
    await this.typeChecker.declarations();
  }

  private buildIdOf(input: CompileInput): string {
    const files = input.files
      .map((file) => [normaliseFilename(file.filename), file.content] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return contentHash(COMPILER_VERSION, JSON.stringify(files), input.entryPoint, stableStringify(input.settings ?? {}));
  }

  /** Identical compiles running at the same time share one build. */
  private buildOnce(key: string, buildId: string, input: CompileInput, options: CompileOptions): Promise<CachedBuild> {
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.run(buildId, input, options).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async run(buildId: string, input: CompileInput, options: CompileOptions): Promise<CachedBuild> {
    const [outcome, lint, format] = await Promise.all([
      this.outcomeOf(buildId, input),
      options.lint === false ? EMPTY_LINT : lintFiles(input.files),
      options.format === false ? EMPTY_FORMAT : formatFiles(input.files),
    ]);
    const cached = toCachedBuild(buildId, outcome, lint, format);
    this.results.set(`${buildId}:${options.lint !== false}:${options.format !== false}`, cached);
    return cached;
  }

  /**
   * The build of this content, shared by compiles that differ only in lint/format (the agent's build, the
   * play page and the workbench ask for the same files at about the same moment after an agent turn).
   */
  private outcomeOf(buildId: string, input: CompileInput): Promise<BuildOutcome> {
    const done = this.outcomes.get(buildId);
    if (done) return Promise.resolve(done);
    let pending = this.buildsInFlight.get(buildId);
    if (!pending) {
      pending = this.build(input)
        .then((outcome) => {
          this.outcomes.set(buildId, outcome);
          return outcome;
        })
        .finally(() => this.buildsInFlight.delete(buildId));
      this.buildsInFlight.set(buildId, pending);
    }
    return pending;
  }

  /** Bundle, Tailwind and type check; the bundler's errors (syntax, imports, entry) come before type errors. */
  private async build(input: CompileInput): Promise<BuildOutcome> {
    const files = toFileMap(input.files);
    const entryPoint = normaliseFilename(input.entryPoint || 'index.tsx');
    const bundling = bundleProject(files, entryPoint, this.paths.vendor);
    const styling = this.tailwind.css(files, input.settings?.tailwind_config ?? {});
    const checking = this.typeChecker.check(files, entryPoint);
    const [bundle, css, typeErrors] = await Promise.all([bundling, styling, checking, vendorBundle(this.paths)]);
    if (bundle.errors.length) return { projectCode: null, errors: bundle.errors };
    if (typeErrors.length) return { projectCode: null, errors: typeErrors };
    const code = css ? `${cssInjectionCode(css, 'tailwind')}\n${bundle.code}` : (bundle.code ?? '');
    return { projectCode: code, errors: [] };
  }
}
