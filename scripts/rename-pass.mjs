// The rename pass of docs/glossary.md (issue 29 §6): reads the table between `<!-- renames:start -->` and
// `<!-- renames:end -->` and applies it with the TypeScript language service, over every TypeScript source of
// the repository at once (apps/api, apps/web, libs/*, test/), the workspace packages resolved to their
// sources so that a name renamed in a library is renamed in both apps.
//
//   name    an exported identifier declared in `where`, and every reference to it (imports, re-exports, JSX
//           tags, type positions). Only identifiers: a string is never touched, so stored event types, routes,
//           JSON fields and messages stay. Where a reference is also a property name (`{ readCheckpoint }`
//           shorthand, a destructured binding), the property keeps its name (`{ readCheckpoint: readProcessorPosition }`).
//   file,   a path moved with `git mv`, the imports naming it rewritten by the language service; the path's
//   folder  mentions in docs, benches, scripts and configs (source path, and apps/api or libs dist path) are
//           rewritten as text.
//
// Then it checks what it promised: in every file it changed, the string literals (module specifiers aside)
// and the property names are the same before and after, else it writes nothing. Run after other branches
// moved files, a name not declared where the row says is renamed where it is declared now (one exported
// declaration of that name), and a row whose name or path is nowhere is skipped; both are printed as notes.
//
//   node scripts/rename-pass.mjs [--dry-run] [--glossary docs/glossary.md]
// After it: `npx tsc -b apps/api`, `npx tsgo -p tsconfig.tests.json`, `(cd apps/web && npx tsc -p .)`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const ts = createRequire(import.meta.url)('typescript');
const { values: args } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false }, glossary: { type: 'string', default: 'docs/glossary.md' } } });

// ---- the table ----
const rows = (() => {
  const text = readFileSync(resolve(ROOT, args.glossary), 'utf8');
  const body = /<!-- renames:start -->([\s\S]*?)<!-- renames:end -->/.exec(text)?.[1];
  if (!body) throw new Error(`${args.glossary}: no renames table (<!-- renames:start --> … <!-- renames:end -->)`);
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('|') && !/^\|\s*(kind|-)/.test(line))
    .map((line) => {
      const [kind, where, from, to] = line.slice(1, -1).split('|').map((cell) => cell.trim());
      if (!['name', 'file', 'folder'].includes(kind) || !where || !from || !to) throw new Error(`${args.glossary}: cannot read the row ${line}`);
      return { kind, where, from, to };
    });
})();

// ---- the sources, in memory until the end ----
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.git']);
const sourcesUnder = (dir) => {
  const found = [];
  const walk = (at) => {
    if (!existsSync(at)) return;
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) {
        // The offline agent's game templates are data the API copies, not code it compiles (apps/api/tsconfig.json).
        if (!SKIP_DIRS.has(entry.name) && !path.endsWith(`agent${sep}offline${sep}templates`)) walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
    }
  };
  walk(join(ROOT, dir));
  return found;
};
const files = new Map(); // absolute path → { text, version, original, originalPath }
for (const dir of ['apps/api/src', 'apps/web/src', 'libs/contracts/src', 'libs/domain/src', 'libs/event-store/src', 'libs/projections/src', 'libs/game-sdk/src', 'test'])
  for (const path of sourcesUnder(dir)) {
    const text = readFileSync(path, 'utf8');
    files.set(path, { text, version: 0, original: text, originalPath: path });
  }

const LIBS = ['contracts', 'domain', 'event-store', 'projections', 'game-sdk'];
const options = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node', 'jest'],
  skipLibCheck: true,
  noEmit: true,
  experimentalDecorators: true,
  // The packages from their sources, as one program: a reference in apps/web to a contracts type is found.
  paths: Object.fromEntries(LIBS.map((lib) => [`@tempest/${lib}`, [join(ROOT, 'libs', lib, 'src/index.ts')]])),
};
const host = {
  getScriptFileNames: () => [...files.keys()],
  getScriptVersion: (path) => String(files.get(path)?.version ?? 0),
  getScriptSnapshot: (path) => {
    const text = files.has(path) ? files.get(path).text : existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
  },
  getCurrentDirectory: () => ROOT,
  getCompilationSettings: () => options,
  getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
  fileExists: (path) => files.has(path) || (existsSync(path) && !isMovedAway(path)),
  readFile: (path) => (files.has(path) ? files.get(path).text : existsSync(path) ? readFileSync(path, 'utf8') : undefined),
  readDirectory: ts.sys.readDirectory,
  // Module resolution asks this thousands of times: a set, not a scan of the files.
  directoryExists: (path) => heldDirectories.has(path) || (ts.sys.directoryExists(path) && !isMovedAway(path)),
  getDirectories: ts.sys.getDirectories,
  useCaseSensitiveFileNames: () => true,
};
const movedAway = new Set();
const heldDirectories = new Set();
const holdDirectoriesOf = (path) => {
  for (let dir = dirname(path); dir.startsWith(ROOT) && !heldDirectories.has(dir); dir = dirname(dir)) heldDirectories.add(dir);
};
for (const path of files.keys()) holdDirectoriesOf(path);
const isMovedAway = (path) => movedAway.size > 0 && [...movedAway].some((old) => path === old || path.startsWith(`${old}${sep}`));
const service = ts.createLanguageService(host, ts.createDocumentRegistry());

/** Applies text changes `{ span: { start, length }, newText }` to one file in memory. */
const applyEdits = (path, edits) => {
  const file = files.get(path);
  if (!file) throw new Error(`an edit to ${relative(ROOT, path)}, which the pass does not hold`);
  let text = file.text;
  for (const e of [...edits].sort((a, b) => b.span.start - a.span.start)) text = text.slice(0, e.span.start) + e.newText + text.slice(e.span.start + e.span.length);
  file.text = text;
  file.version += 1;
};

// ---- name ----
const DECLARATIONS = [ts.SyntaxKind.FunctionDeclaration, ts.SyntaxKind.ClassDeclaration, ts.SyntaxKind.InterfaceDeclaration, ts.SyntaxKind.TypeAliasDeclaration, ts.SyntaxKind.EnumDeclaration, ts.SyntaxKind.VariableDeclaration];
const declarationOf = (path, name) => {
  const source = service.getProgram().getSourceFile(path);
  if (!source) throw new Error(`${relative(ROOT, path)} is not in the program`);
  let found = null;
  const visit = (node) => {
    if (found) return;
    if (DECLARATIONS.includes(node.kind) && node.name && ts.isIdentifier(node.name) && node.name.text === name) found = node.name;
    else if (!ts.isFunctionLike(node) || node === source) ts.forEachChild(node, visit);
  };
  visit(source);
  return found && { source, position: found.getStart(source) };
};
const tokenAt = (source, position) => {
  let found = source;
  const visit = (node) => {
    if (position >= node.getStart(source) && position < node.getEnd()) {
      found = node;
      ts.forEachChild(node, visit);
    }
  };
  ts.forEachChild(source, visit);
  return found;
};
/**
 * Renames the identifier at `position` and what refers to it. The service keeps a re-export's public name
 * (`export { New as Old }`) so that its importers need not change: here they do, so the alias is renamed in
 * turn (and so on down a chain of re-exports), then `New as New` is written `New`. An import takes the new
 * name (the service renames its uses in that file too). A property's name (shorthand, binding) keeps its
 * prefix or suffix: that is a JSON field or an object key, not the identifier being renamed.
 */
const renameAt = (path, position, from, to, counts) => {
  const locations = service.findRenameLocations(path, position, false, false, { providePrefixAndSuffixTextForRename: true });
  if (!locations?.length) throw new Error(`${relative(ROOT, path)}: ${from} cannot be renamed (${service.getRenameInfo(path, position, {}).localizedErrorMessage ?? 'no locations'})`);
  const program = service.getProgram();
  const byFile = new Map();
  const aliases = [];
  for (const l of locations) {
    const source = program.getSourceFile(l.fileName);
    const at = source.text.slice(l.textSpan.start, l.textSpan.start + l.textSpan.length);
    if (at !== from) throw new Error(`${relative(ROOT, l.fileName)}: a location of ${from} reads ${at}`);
    const parent = tokenAt(source, l.textSpan.start).parent;
    let newText = `${l.prefixText ?? ''}${to}${l.suffixText ?? ''}`;
    if (parent && ts.isImportSpecifier(parent)) newText = to;
    if (parent && ts.isExportSpecifier(parent) && newText !== to) aliases.push(l.fileName);
    (byFile.get(l.fileName) ?? byFile.set(l.fileName, []).get(l.fileName)).push({ span: l.textSpan, newText });
  }
  for (const [file, edits] of byFile) applyEdits(file, edits);
  counts.locations += locations.length;
  for (const file of byFile.keys()) counts.files.add(file);
  for (const file of new Set(aliases)) {
    // `export { New as Old }`: rename Old, the name its importers use, from this specifier.
    const source = service.getProgram().getSourceFile(file);
    const specifiers = [];
    const visit = (node) => {
      if (ts.isExportSpecifier(node) && node.propertyName?.getText(source) === to && node.name.getText(source) === from) specifiers.push(node);
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const specifier of specifiers.reverse()) renameAt(file, specifier.name.getStart(source), from, to, counts);
  }
  for (const file of new Set(aliases)) {
    const source = parseFile(file, files.get(file).text);
    const edits = [];
    const visit = (node) => {
      if (ts.isExportSpecifier(node) && node.propertyName?.getText(source) === to && node.name.getText(source) === to)
        edits.push({ span: { start: node.propertyName.getStart(source), length: node.name.getEnd() - node.propertyName.getStart(source) }, newText: to });
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (edits.length > 0) applyEdits(file, edits);
  }
};
/**
 * The declaration a row names. Run after other branches are merged, a file may have moved: then the one
 * exported declaration of that name anywhere is taken (said in the output); none, and the row is skipped
 * (renamed already, or gone); several, and the pass stops.
 */
const findDeclaration = ({ where, from }) => {
  const path = join(ROOT, where);
  if (files.has(path)) {
    const declared = declarationOf(path, from);
    if (declared) return { path, ...declared };
  }
  const candidates = [...files.keys()].filter((f) => !/\.(spec|test|int-spec|e2e-spec|browser-spec)\.tsx?$/.test(f) && new RegExp(`export [^\\n]*\\b${from}\\b`).test(files.get(f).text));
  const found = candidates.map((f) => ({ path: f, ...(declarationOf(f, from) ?? {}) })).filter((d) => d.source);
  if (found.length > 1) throw new Error(`${from}: not declared in ${where}, and declared in ${found.map((d) => relative(ROOT, d.path)).join(', ')}: say which in the glossary`);
  if (found.length === 1) notes.push(`${from}: not in ${where}, renamed where it is declared now (${relative(ROOT, found[0].path)})`);
  return found[0] ?? null;
};
const notes = [];
const renameName = (row) => {
  const { from, to } = row;
  const declared = findDeclaration(row);
  if (!declared) {
    notes.push(`${from}: declared nowhere (renamed already, or gone): row skipped`);
    return { locations: 0, files: 0 };
  }
  const path = declared.path;
  const counts = { locations: 0, files: new Set() };
  renameAt(path, declared.position, from, to, counts);
  return { locations: counts.locations, files: counts.files.size };
};

// ---- file, folder ----
// The imports are rewritten here rather than by the service's getEditsForFileRename, which took minutes a path
// over this many files: every relative module specifier (import, export, import type, import(), jest's
// mocks, `new URL(…, import.meta.url)`) is resolved from where its file is, the move applied to both ends,
// and written relative again, in the specifier's own style (`.js`, no extension, a folder).
const moves = []; // [old, new] relative paths, for the path mentions
const MODULE_CALLS = /^(import|require|jest\.(unstable_)?mock|jest\.(requireActual|doMock)|jest\.unstable_mockModule|new URL)$/;
const isModuleSpecifier = (node, source) => {
  const p = node.parent;
  if (!p) return false;
  if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isExternalModuleReference(p)) return true;
  if (ts.isLiteralTypeNode(p) && ts.isImportTypeNode(p.parent)) return true;
  return (ts.isCallExpression(p) || ts.isNewExpression(p)) && p.arguments?.[0] === node && MODULE_CALLS.test(p.expression.getText(source));
};
const parseFile = (path, text) => ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
const renamePath = ({ kind, from, to }) => {
  const oldPath = join(ROOT, from);
  const newPath = join(ROOT, to);
  const held = [...files.keys()].filter((f) => f === oldPath || f.startsWith(`${oldPath}${sep}`));
  if (held.length === 0) {
    // After a merge that moved it, or a second run: said, not guessed.
    notes.push(`${from}: no such ${kind} among the sources${existsSync(newPath) ? ` (${to} exists: moved already)` : ''}: row skipped`);
    return { locations: 0, files: 0 };
  }
  if (kind === 'file' && !held.includes(oldPath)) throw new Error(`${from} is a folder, the row says file`);
  if (kind === 'folder' && held.includes(oldPath)) throw new Error(`${from} is a file, the row says folder`);
  if (existsSync(newPath) || [...files.keys()].some((f) => f === newPath || f.startsWith(`${newPath}${sep}`))) throw new Error(`${to} exists already`);
  const strip = (p) => p.replace(/\.tsx?$/, '');
  /** Where a path (a file, a specifier's target in any style, something inside a folder) is after the move. */
  const moved = (p) => {
    if (kind === 'folder') return p === oldPath || p.startsWith(`${oldPath}${sep}`) ? newPath + p.slice(oldPath.length) : p;
    if (p === oldPath) return newPath;
    if (p === `${strip(oldPath)}.js`) return `${strip(newPath)}.js`;
    if (p === strip(oldPath)) return strip(newPath);
    return p;
  };
  const needle = from.split('/').pop().replace(/\.tsx?$/, '');
  let places = 0;
  let touched = 0;
  for (const [path, file] of [...files.entries()]) {
    const after = moved(path);
    if (after === path && !file.text.includes(needle)) continue;
    const source = parseFile(path, file.text);
    const edits = [];
    const visit = (node) => {
      if (ts.isStringLiteralLike(node) && node.text.startsWith('.') && isModuleSpecifier(node, source)) {
        const target = join(dirname(path), node.text);
        const movedTarget = moved(target);
        if (movedTarget !== target || after !== path) {
          let spec = relative(dirname(after), movedTarget).split(sep).join('/');
          if (!spec.startsWith('.')) spec = `./${spec}`;
          if (node.text.endsWith('/') && !spec.endsWith('/')) spec += '/';
          if (spec !== node.text) edits.push({ span: { start: node.getStart(source) + 1, length: node.getWidth(source) - 2 }, newText: spec });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (edits.length > 0) {
      applyEdits(path, edits);
      places += edits.length;
      touched += 1;
    }
  }
  for (const f of held) {
    const to = moved(f);
    files.set(to, { ...files.get(f), version: files.get(f).version + 1 });
    files.delete(f);
    holdDirectoriesOf(to);
  }
  movedAway.add(oldPath);
  if (kind === 'folder') for (const dir of [...heldDirectories]) if (dir === oldPath || dir.startsWith(`${oldPath}${sep}`)) heldDirectories.delete(dir);
  moves.push([from, to]);
  return { locations: places, files: touched };
};

// ---- the promise: no string, no property name changed ----
const fingerprint = (path, text) => {
  const source = parseFile(path, text);
  const strings = [];
  const properties = [];
  const visit = (node) => {
    if (ts.isStringLiteralLike(node) && !isModuleSpecifier(node, source)) strings.push(node.text);
    if ((ts.isPropertyAssignment(node) || ts.isPropertySignature(node) || ts.isPropertyDeclaration(node) || ts.isMethodDeclaration(node) || ts.isShorthandPropertyAssignment(node)) && node.name) properties.push(node.name.getText(source));
    if (ts.isBindingElement(node)) properties.push((node.propertyName ?? node.name).getText(source));
    if (ts.isJsxAttribute(node)) properties.push(node.name.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return JSON.stringify([strings.sort(), properties.sort()]);
};

// ---- run ----
for (const row of rows) {
  const done = row.kind === 'name' ? renameName(row) : renamePath(row);
  console.log(`${row.kind.padEnd(6)} ${row.from} → ${row.to}: ${done.locations} places in ${done.files} files`);
}
for (const note of notes) console.log(`  note: ${note}`);
const changed = [...files.entries()].filter(([path, f]) => f.text !== f.original || path !== f.originalPath);
const broken = changed.filter(([path, f]) => fingerprint(f.originalPath, f.original) !== fingerprint(path, f.text));
if (broken.length > 0) {
  for (const [path] of broken) console.error(`  a string or a property name changed in ${relative(ROOT, path)}`);
  throw new Error('The pass would change strings or property names: nothing written.');
}

// Path mentions outside TypeScript: docs, benches, scripts, configs (the source path and, for the server's
// packages, its built path).
const mentionFiles = [
  ...['docs', 'bench', 'scripts'].flatMap((dir) => (existsSync(join(ROOT, dir)) ? execFileSync('git', ['ls-files', dir], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean) : [])),
  ...execFileSync('git', ['ls-files', '--', '*.cjs', '*.md', 'jest.config.js', 'nest-cli.json', 'Dockerfile'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean),
].filter((f, i, all) => all.indexOf(f) === i && !f.endsWith('rename-pass.mjs') && ![relative(ROOT, resolve(ROOT, args.glossary)), 'docs/glossary.md'].includes(f) && /\.(md|mjs|cjs|js|json)$|Dockerfile$/.test(f));
const built = (path) => (/^(apps\/api|libs\/[^/]+)\/src\//.test(path) ? path.replace('/src/', '/dist/').replace(/\.tsx?$/, '.js') : null);
const mentionEdits = new Map();
for (const f of mentionFiles) {
  let text = readFileSync(join(ROOT, f), 'utf8');
  const before = text;
  for (const [from, to] of moves) {
    text = text.split(from).join(to);
    const [bf, bt] = [built(from), built(to)];
    if (bf) text = text.split(bf).join(bt);
  }
  if (text !== before) mentionEdits.set(f, text);
}

if (args['dry-run']) {
  console.log(`\nDry run: ${changed.length} source files and ${mentionEdits.size} other files would change; nothing written.`);
} else {
  for (const [from, to] of moves) execFileSync('git', ['mv', from, to], { cwd: ROOT });
  for (const [path, f] of changed) writeFileSync(path, f.text);
  for (const [f, text] of mentionEdits) writeFileSync(join(ROOT, f), text);
  console.log(`\n${changed.length} source files changed, ${moves.length} paths moved, path mentions rewritten in ${mentionEdits.size} other files (${[...mentionEdits.keys()].join(', ') || 'none'}).`);
}
