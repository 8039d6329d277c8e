import { join, posix } from 'node:path';
import ts from 'typescript';
import type { CompilerError } from './build-errors.js';
import type { CompilerPaths } from './compiler-paths.js';
import { LibraryFiles, libraryHost, VirtualFiles } from './library-files.js';
import { emitSdkDeclarations, type SdkDeclarations } from './sdk-declarations.js';
import { diagnosticToError } from './ts-diagnostics.js';

const ENV_FILE = 'tempest-env.d.ts';

/** Ambient modules for the non-code files a game may import (the bundler handles them). */
const ENV_DECLARATIONS = [
  "declare module '*.css';",
  "declare module '*.md' { const text: string; export default text; }",
  "declare module '*.txt' { const text: string; export default text; }",
].join('\n');

/** jsx react-jsx, strict (noImplicitAny off), DOM + ES2022, React's types from @types/react, the SDK from its declarations. */
const compilerOptions = (sdk: SdkDeclarations | null): ts.CompilerOptions => ({
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noImplicitAny: false,
  skipLibCheck: true,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  noEmit: true,
  allowJs: true,
  checkJs: false,
  esModuleInterop: true,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  noUncheckedSideEffectImports: false,
  paths: sdk ? Object.fromEntries(Object.entries(sdk.entries).map(([specifier, file]) => [specifier, [join(sdk.dir, file)]])) : {},
});

const MAX_BUILDERS = 3;

/**
 * Type-checks a project's files (those reachable from the entry) against React's and the game SDK's
 * types. Library files are parsed once per thread, project files again only when their text changes.
 * TypeScript's semantic-diagnostics builder (what `tsc --watch` uses) keeps each file's diagnostics and
 * re-checks only the files a change can affect: an edit that keeps a file's exported types re-checks
 * that file alone, instead of every file with a new checker.
 */

export class ProjectTypeChecker {
  private readonly library = new LibraryFiles();
  private readonly virtual: VirtualFiles;
  private sdk: { declarations: SdkDeclarations | null; options: ts.CompilerOptions } | null = null;
  /** The last builders by project shape (entry and filenames), so projects compiled in turn keep their state. */
  private readonly builders = new Map<string, ts.SemanticDiagnosticsBuilderProgram>();

  constructor(private readonly paths: CompilerPaths) {
    const projectDir = `${paths.projectRoot}/`;
    this.virtual = new VirtualFiles((path) => `${path}/`.startsWith(projectDir) || (this.sdk?.declarations ? `${path}/`.startsWith(`${this.sdk.declarations.dir}/`) : false));
  }

  /** The SDK's declarations (emitted on first use). */
  declarations(): SdkDeclarations | null {
    if (!this.sdk) {
      const declarations = emitSdkDeclarations(this.paths.sdkTypes, this.library);
      this.sdk = { declarations, options: compilerOptions(declarations) };
      if (declarations) {
        const files = new Map(Object.entries(declarations.files).map(([file, text]) => [join(declarations.dir, file), text]));
        this.virtual.replace(`${declarations.dir}/`, files);
      }
    }
    return this.sdk.declarations;
  }

  check(files: Map<string, string>, entryPoint: string): CompilerError[] {
    this.declarations();
    const root = this.paths.projectRoot;
    const texts = new Map([...files].map(([name, text]) => [posix.join(root, name), text]));
    texts.set(posix.join(root, ENV_FILE), ENV_DECLARATIONS);
    this.virtual.replace(`${root}/`, texts);
    const shape = [entryPoint, ...[...files.keys()].sort()].join('\n');
    const builder = ts.createSemanticDiagnosticsBuilderProgram(
      [posix.join(root, entryPoint), posix.join(root, ENV_FILE)],
      this.sdk?.options ?? compilerOptions(null),
      libraryHost(this.library, this.virtual, root),
      this.builders.get(shape) ?? [...this.builders.values()].pop(),
    );
    this.builders.delete(shape);
    this.builders.set(shape, builder);
    if (this.builders.size > MAX_BUILDERS) this.builders.delete(this.builders.keys().next().value ?? '');
    const own = builder.getSourceFiles().filter((file) => texts.has(file.fileName) && !file.fileName.endsWith(ENV_FILE));
    const syntactic = own.flatMap((file) => builder.getSyntacticDiagnostics(file));
    const diagnostics = syntactic.length ? syntactic : own.flatMap((file) => builder.getSemanticDiagnostics(file));
    return diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).map((d) => diagnosticToError(d, root));
  }
}
