import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import ts from 'typescript';

/** A parsed file with the version TypeScript's builder compares to find what changed since the last check. */
const parse = (fileName: string, text: string, language: ts.ScriptTarget | ts.CreateSourceFileOptions): ts.SourceFile => {
  const file = ts.createSourceFile(fileName, text, language, false);
  (file as ts.SourceFile & { version: string }).version = createHash('sha1').update(text).digest('hex');
  return file;
};

/**
 * Files outside the project (TypeScript's libs, @types/react, the game SDK), read and parsed once per
 * thread: they do not change while the server runs, and parsing lib.dom.d.ts alone takes longer than a
 * whole warm compile.
 */
export class LibraryFiles {
  private readonly sourceFiles = new Map<string, ts.SourceFile | undefined>();
  private readonly exists = new Map<string, boolean>();

  sourceFile(fileName: string, language: ts.ScriptTarget | ts.CreateSourceFileOptions): ts.SourceFile | undefined {
    if (!this.sourceFiles.has(fileName)) {
      const text = ts.sys.readFile(fileName);
      this.sourceFiles.set(fileName, text === undefined ? undefined : parse(fileName, text, language));
    }
    return this.sourceFiles.get(fileName);
  }

  fileExists(path: string): boolean {
    return this.cached(path, ts.sys.fileExists);
  }

  directoryExists(path: string): boolean {
    return this.cached(`${path}/`, (dir) => ts.sys.directoryExists(dir.slice(0, -1)));
  }

  private cached(key: string, probe: (key: string) => boolean): boolean {
    let known = this.exists.get(key);
    if (known === undefined) this.exists.set(key, (known = probe(key)));
    return known;
  }
}

/** Files that exist only in memory (the project, the SDK's declarations), parsed again only when their text changes. */
export class VirtualFiles {
  private readonly texts = new Map<string, string>();
  private readonly parsed = new Map<string, ts.SourceFile>();
  private dirs = new Set<string>();

  constructor(private readonly isVirtualDir: (path: string) => boolean) {}

  /** Replaces the files under `prefix` with `files` (absolute path → text). */
  replace(prefix: string, files: Map<string, string>): void {
    for (const path of this.texts.keys()) if (path.startsWith(prefix) && !files.has(path)) this.texts.delete(path);
    for (const [path, text] of files) this.texts.set(path, text);
    this.dirs = new Set();
    for (const path of this.texts.keys()) {
      for (let dir = posix.dirname(path); !this.dirs.has(dir) && dir !== '/'; dir = posix.dirname(dir)) this.dirs.add(dir);
    }
  }

  directoryExists(path: string): boolean {
    return this.dirs.has(path.replace(/\/$/, ''));
  }

  has(path: string): boolean {
    return this.texts.has(path);
  }

  text(path: string): string | undefined {
    return this.texts.get(path);
  }

  inVirtualDir(path: string): boolean {
    return this.isVirtualDir(path);
  }

  sourceFile(path: string, language: ts.ScriptTarget | ts.CreateSourceFileOptions): ts.SourceFile | undefined {
    const text = this.texts.get(path);
    if (text === undefined) return undefined;
    const cached = this.parsed.get(path);
    if (cached && cached.text === text) return cached;
    const file = parse(path, text, language);
    this.parsed.set(path, file);
    return file;
  }
}

/** A compiler host over the library cache, with virtual files in front of the disk. */
export const libraryHost = (library: LibraryFiles, virtual: VirtualFiles, currentDirectory: string): ts.CompilerHost => ({
  getSourceFile: (fileName, language) => (virtual.has(fileName) ? virtual.sourceFile(fileName, language) : library.sourceFile(fileName, language)),
  getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
  writeFile: () => undefined,
  getCurrentDirectory: () => currentDirectory,
  getCanonicalFileName: (fileName) => fileName,
  useCaseSensitiveFileNames: () => true,
  getNewLine: () => '\n',
  fileExists: (path) => virtual.has(path) || (!virtual.inVirtualDir(path) && library.fileExists(path)),
  readFile: (path) => virtual.text(path) ?? (virtual.inVirtualDir(path) ? undefined : ts.sys.readFile(path)),
  directoryExists: (path) => virtual.directoryExists(path) || (!virtual.inVirtualDir(path) && library.directoryExists(path)),
  realpath: (path) => (virtual.inVirtualDir(path) ? path : (ts.sys.realpath?.(path) ?? path)),
  getDirectories: (path) => (virtual.inVirtualDir(path) ? [] : ts.sys.getDirectories(path)),
});
