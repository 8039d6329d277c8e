import { posix } from 'node:path';
import { API, type Diagnostic, type Project, type Snapshot } from '@typescript/native-preview/unstable/sync';
import { buildError, type CompilerError } from './build-errors.js';
import type { CompilerPaths } from './compiler-paths.js';
import { suggestionFor } from './ts-diagnostics.js';

const ENV_FILE = 'tempest-env.d.ts';
const CONFIG_FILE = 'tsconfig.json';

/** Ambient modules for the non-code files a game may import (the bundler handles them). */
const ENV_DECLARATIONS = [
  "declare module '*.css';",
  "declare module '*.md' { const text: string; export default text; }",
  "declare module '*.txt' { const text: string; export default text; }",
].join('\n');

/** DiagnosticCategory.Error of TypeScript's protocol. */
const ERROR = 1;

/**
 * jsx react-jsx, strict (noImplicitAny off), DOM + ES2022, React's types from @types/react, the SDK from its
 * sources (the native checker infers them faster than TypeScript 6 read declarations).
 */
const tsconfig = (paths: CompilerPaths, entryPoint: string): string =>
  JSON.stringify({
    compilerOptions: {
      target: 'es2022',
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noImplicitAny: false,
      skipLibCheck: true,
      lib: ['es2022', 'dom', 'dom.iterable'],
      types: [],
      noEmit: true,
      allowJs: true,
      checkJs: false,
      esModuleInterop: true,
      resolveJsonModule: true,
      allowImportingTsExtensions: true,
      noUncheckedSideEffectImports: false,
      paths: Object.fromEntries(Object.entries(paths.sdkTypes).map(([specifier, file]) => [specifier, [file]])),
    },
    files: [entryPoint, ENV_FILE],
  });

/** A diagnostic's message with its chain below it, indented as `tsc` prints it. */
const flatten = (diagnostic: Diagnostic, depth = 0): string =>
  [`${'  '.repeat(depth)}${diagnostic.text}`, ...(diagnostic.messageChain ?? []).map((next) => flatten(next, depth + 1))].join('\n');

/** 1-based line and column of an offset in `text`. */
const lineAndColumn = (text: string, offset: number): { line: number; column: number } => {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
};

/**
 * Type-checks a project's files (those reachable from the entry) against React's and the game SDK's types
 * with TypeScript's native compiler (TypeScript 7, `@typescript/native-preview`), through its API: one `tsgo`
 * process per thread keeps the libraries parsed and checked between compiles, and is told which files
 * changed. The project lives only in memory: the process reads it through file-system callbacks.
 */
export class ProjectTypeChecker {
  private readonly root: string;
  private readonly texts = new Map<string, string>();
  private dirs = new Set<string>();
  private api: API | null = null;
  private snapshot: Snapshot | null = null;

  constructor(private readonly paths: CompilerPaths) {
    this.root = paths.projectRoot;
  }

  check(files: Map<string, string>, entryPoint: string): CompilerError[] {
    for (const [name, text] of files) if (typeof text !== 'string') throw new TypeError(`${name} is not text`);
    const next = new Map([...files].map(([name, text]) => [posix.join(this.root, name), text]));
    next.set(posix.join(this.root, ENV_FILE), ENV_DECLARATIONS);
    next.set(posix.join(this.root, CONFIG_FILE), tsconfig(this.paths, entryPoint));
    const project = this.update(next);
    const own = project.program.getSourceFileNames().filter((name) => next.has(name) && !name.endsWith(ENV_FILE));
    const syntactic = own.flatMap((name) => project.program.getSyntacticDiagnostics(name));
    const diagnostics = syntactic.length ? syntactic : own.flatMap((name) => project.program.getSemanticDiagnostics(name));
    return diagnostics.filter((d) => d.category === ERROR).map((d) => this.toError(d));
  }

  /** The checker process's id, once started (so a thread that must be stopped mid-check can have it killed). */
  pid(): number | undefined {
    return (this.api as unknown as { client?: { channel?: { child?: { pid?: number } } } } | null)?.client?.channel?.child?.pid;
  }

  close(): void {
    this.snapshot?.dispose();
    this.api?.close();
    this.api = null;
    this.snapshot = null;
  }

  /** Replaces the project's files and tells the checker which ones changed; the first call starts it. */
  private update(next: Map<string, string>): Project {
    const changed = [...next].filter(([path, text]) => this.texts.has(path) && this.texts.get(path) !== text).map(([path]) => path);
    const created = [...next.keys()].filter((path) => !this.texts.has(path));
    const deleted = [...this.texts.keys()].filter((path) => !next.has(path));
    this.texts.clear();
    for (const [path, text] of next) this.texts.set(path, text);
    this.dirs = new Set([this.root]);
    for (const path of next.keys()) for (let dir = posix.dirname(path); dir.startsWith(`${this.root}/`); dir = posix.dirname(dir)) this.dirs.add(dir);
    const config = posix.join(this.root, CONFIG_FILE);
    const previous = this.snapshot;
    if (this.api === null) {
      this.api = this.start();
      this.snapshot = this.api.updateSnapshot({ openProjects: [config] });
    } else {
      this.snapshot = this.api.updateSnapshot({ fileChanges: { changed, created, deleted } });
    }
    previous?.dispose();
    const project = this.snapshot.getProject(config);
    if (!project) throw new Error('The type checker did not load the project');
    return project;
  }

  /** `tsgo --api`, reading the project from memory and everything else (libs, @types/react, the SDK) from disk. */
  private start(): API {
    const inProject = (path: string) => path === this.root || path.startsWith(`${this.root}/`);
    return new API({
      cwd: this.root,
      fs: {
        readFile: (path) => (inProject(path) ? (this.texts.get(path) ?? null) : undefined),
        fileExists: (path) => (inProject(path) ? this.texts.has(path) : undefined),
        directoryExists: (path) => (inProject(path) ? this.dirs.has(path) : undefined),
        realpath: (path) => (inProject(path) ? path : undefined),
      },
    });
  }

  private toError(diagnostic: Diagnostic): CompilerError {
    const message = flatten(diagnostic);
    const related = (diagnostic.relatedInformation ?? []).map((info) => flatten(info));
    const suggestion = suggestionFor(diagnostic.code, [message, ...related]);
    const text = diagnostic.fileName === undefined ? undefined : this.texts.get(diagnostic.fileName);
    if (diagnostic.fileName === undefined || text === undefined) return buildError(message, {}, { suggestion });
    const file = posix.relative(this.root, diagnostic.fileName);
    return buildError(message, { file, ...lineAndColumn(text, diagnostic.pos) }, { suggestion });
  }
}
