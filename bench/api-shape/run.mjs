// The shape of apps/api (issue 29), counted from the sources of this checkout and, with --before <rev>, of
// another revision (a git worktree, bench/support/worktree.mjs; not built: nothing here runs the code).
// Static counts only, read with the TypeScript compiler's parser (no type checking) and dependency-cruiser.
// Test files (*.spec.ts, *.int-spec.ts, *.browser-spec.ts, *.e2e-spec.ts) are never counted.
//
//   controllers          classes decorated @Controller(…) in apps/api/src
//   bus handlers         classes decorated @CommandHandler(…) or @QueryHandler(…) in apps/api/src
//   forwarding files     files of apps/api/src whose every function only forwards (below), at least one
//   freshness call sites where apps/api decides how fresh a read must be: calls of waitForCommitted(…) and
//                        of fresh(…), and uses of the read-position helpers (READ_YOUR_WRITE_TIMEOUT_MS,
//                        minPositionParam) outside their own file and outside import/export lines; one site a
//                        line (`waitForCommitted(p, READ_YOUR_WRITE_TIMEOUT_MS)` is one)
//   import cycles        dependency-cruiser on apps/api/src with a `circular` rule (run-time imports: a
//                        type-only import is erased at build time, as the web app's rule says): the rule's
//                        violations, the strongly connected groups of modules (each is one or more cycles),
//                        and the same at folder level (the first folder under src/): how many folders the
//                        largest group joins, of how many
//   error classes        classes of libs/domain/src that extend Error, directly or through another such class
//   inline ApiError      `new ApiError(` in apps/api/src
//
// A function FORWARDS when its body only calls another function with the same arguments: one statement
// (or an arrow's expression) that is a call or `new`, returned, awaited or neither, whose arguments are
// made of the function's own parameters, `this`, imported names and literals, at most re-packed (property
// reads, object and array literals, spreads, casts, nested calls of the same kind: `gameStreamId(gameId)`),
// with no decision in it (no `?:`, `??`, `||`, `&&`, comparison, arithmetic, template, or function literal).
// So `execute({ id, name }) { return handleCommand(this.store, decider, streamOf(id), { type: 'X', data: { id,
// name } }) }` forwards (the per-verb bus handler), `create(dto) { return this.bus.execute(new X(dto.id)) }`
// forwards (a controller method that only sends), `f(a) { if (!a) throw …; return g(a) }` does not.
// Constructors are not functions here (Nest's injection), nor are functions nested in another. Of them, the
// STRICT forwarders pass exactly their parameters, in order (`f(a, b) { return g(a, b) }`): printed apart.
//
//   node bench/api-shape/run.mjs [--before <rev>] [--list]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../support/studio.mjs';
import { worktreeOf } from '../support/worktree.mjs';
import { stronglyConnectedGroups } from '../../scripts/strongly-connected.mjs';

const ts = createRequire(import.meta.url)('typescript');

const { values: args } = parseArgs({ options: { before: { type: 'string' }, list: { type: 'boolean', default: false } } });

const TEST = /\.(spec|int-spec|browser-spec|e2e-spec)\.ts$|\.d\.ts$/;
/** Every .ts source (not a test) under `dir`, as paths relative to `root`. */
const sources = (root, dir) => {
  const found = [];
  const walk = (at) => {
    for (const entry of readdirSync(join(root, at), { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist' && entry.name !== 'templates') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !TEST.test(entry.name)) found.push(path);
    }
  };
  walk(dir);
  return found.sort();
};
const parse = (root, path) => ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.Latest, true);

const decoratorNames = (node) => (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []).map((d) => (ts.isCallExpression(d.expression) ? d.expression.expression.getText() : d.expression.getText()));

const walkAll = (node, visit) => {
  visit(node);
  ts.forEachChild(node, (child) => walkAll(child, visit));
};

// ---- forwarding ----
const strip = (e) => {
  for (;;) {
    if (ts.isParenthesizedExpression(e) || ts.isAwaitExpression(e) || ts.isVoidExpression(e) || ts.isNonNullExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isTypeAssertionExpression(e)) e = e.expression;
    else return e;
  }
};
/** An argument made of inputs with no decision: names, `this`, literals, property reads, re-packing, nested plain calls. */
const plain = (e) => {
  e = strip(e);
  if (ts.isIdentifier(e) || e.kind === ts.SyntaxKind.ThisKeyword || ts.isLiteralExpression(e) || ts.isNoSubstitutionTemplateLiteral(e)) return true;
  if ([ts.SyntaxKind.TrueKeyword, ts.SyntaxKind.FalseKeyword, ts.SyntaxKind.NullKeyword, ts.SyntaxKind.UndefinedKeyword].includes(e.kind)) return true;
  if (ts.isPropertyAccessExpression(e)) return plain(e.expression);
  if (ts.isElementAccessExpression(e)) return plain(e.expression) && plain(e.argumentExpression);
  if (ts.isSpreadElement(e)) return plain(e.expression);
  if (ts.isArrayLiteralExpression(e)) return e.elements.every(plain);
  if (ts.isObjectLiteralExpression(e))
    return e.properties.every((p) => ts.isShorthandPropertyAssignment(p) || (ts.isPropertyAssignment(p) && !ts.isComputedPropertyName(p.name) && plain(p.initializer)) || (ts.isSpreadAssignment(p) && plain(p.expression)));
  if (ts.isCallExpression(e) || ts.isNewExpression(e)) return plain(e.expression) && (e.arguments ?? []).every(plain);
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.MinusToken) return ts.isNumericLiteral(e.operand);
  return false;
};
/** The one call a body consists of, or null. */
const onlyCall = (body) => {
  let e;
  if (!ts.isBlock(body)) e = body;
  else {
    if (body.statements.length !== 1) return null;
    const [s] = body.statements;
    if (ts.isReturnStatement(s) && s.expression) e = s.expression;
    else if (ts.isExpressionStatement(s)) e = s.expression;
    else return null;
  }
  e = strip(e);
  return ts.isCallExpression(e) || ts.isNewExpression(e) ? e : null;
};
/** 'strict' (exactly its parameters, in order), 'forwards', or null. */
const forwarding = (fn) => {
  if (!fn.body) return null;
  const call = onlyCall(fn.body);
  if (call === null || !plain(call.expression) || !(call.arguments ?? []).every(plain)) return null;
  const params = fn.parameters.map((p) => (ts.isIdentifier(p.name) ? `${p.dotDotDotToken ? '...' : ''}${p.name.text}` : null));
  const passed = (call.arguments ?? []).map((a) => (ts.isSpreadElement(a) ? `...${a.expression.getText()}` : a.getText()));
  return !params.includes(null) && params.join(',') === passed.join(',') ? 'strict' : 'forwards';
};
/** A file's own functions: declarations, functions given to module-level constants, methods of its classes (constructors aside). */
const functionsOf = (file) => {
  const found = [];
  const take = (name, fn) => found.push({ name, kind: forwarding(fn) });
  for (const s of file.statements) {
    if (ts.isFunctionDeclaration(s) && s.body) take(s.name?.text ?? 'default', s);
    else if (ts.isVariableStatement(s))
      for (const d of s.declarationList.declarations) {
        const init = d.initializer && strip(d.initializer);
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) take(d.name.getText(), init);
      }
    else if (ts.isClassDeclaration(s))
      for (const m of s.members) if ((ts.isMethodDeclaration(m) || ts.isGetAccessor(m) || ts.isSetAccessor(m)) && m.body) take(`${s.name?.text}.${m.name.getText()}`, m);
  }
  return found;
};

// ---- error classes of the domain ----
const errorClasses = (root) => {
  const parents = new Map();
  for (const path of sources(root, 'libs/domain/src'))
    walkAll(parse(root, path), (node) => {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const extended = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression.getText();
      if (extended) parents.set(node.name.text, extended);
    });
  const isError = (name, seen = new Set()) => name === 'Error' || (parents.has(name) && !seen.has(name) && isError(parents.get(name), seen.add(name)));
  return [...parents.keys()].filter((name) => isError(name)).length;
};

// ---- import cycles ----
/** The import graph's circles, largest first. */
const groupsOf = (edges) => stronglyConnectedGroups(edges).sort((a, b) => b.length - a.length);
const cycles = (root) => {
  const dir = mkdtempSync(join(tmpdir(), 'tempest-api-shape-'));
  const config = join(dir, 'api-cycles.cjs');
  // The circular rule the issue asks for; its violations are counted, and the graph (run-time imports) is
  // grouped here too, so a cycle is counted once however many of its edges the rule reports.
  writeFileSync(
    config,
    `module.exports = {
  forbidden: [{ name: 'api-no-circular', severity: 'error', from: { path: '^apps/api/src/' }, to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } } }],
  options: {
    doNotFollow: { path: ['node_modules', '(^|/)dist/'] },
    exclude: { path: ['(^|/)dist/', '\\\\.d\\\\.ts$', '\\\\.(spec|int-spec|browser-spec|e2e-spec)\\\\.ts$', 'src/agent/offline/templates/'] },
    includeOnly: '^apps/api/src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: ${JSON.stringify(join(root, 'apps/api/tsconfig.json'))} },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'], conditionNames: ['import', 'types', 'default'] },
    moduleSystems: ['es6'],
    cache: false,
  },
};
`,
  );
  try {
    const out = execFileSync(join(root, 'node_modules/.bin/depcruise'), ['--config', config, '--output-type', 'json', 'apps/api/src'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
    const { modules, summary } = JSON.parse(out);
    const runtime = (d) => !(d.dependencyTypes ?? []).every((t) => t.startsWith('type-only'));
    const moduleEdges = new Map();
    const withTypes = new Map(); // type-only imports too: printed apart, for a reader who counts them
    const folderEdges = new Map();
    // A file directly in src/ (app.module.ts, config.ts, main.ts) is a node of its own: taken together they
    // would join every folder into one circle (the app module imports all, all import the config).
    const folder = (path) => /^apps\/api\/src\/([^/]+)\//.exec(path)?.[1] ?? relative('apps/api/src', path);
    const folders = new Set();
    for (const m of modules) {
      if (!m.source.startsWith('apps/api/src/')) continue;
      if (/^apps\/api\/src\/[^/]+\//.test(m.source)) folders.add(folder(m.source));
      const inApi = m.dependencies.filter((d) => d.resolved.startsWith('apps/api/src/'));
      withTypes.set(m.source, new Set(inApi.map((d) => d.resolved)));
      const to = inApi.filter(runtime).map((d) => d.resolved);
      moduleEdges.set(m.source, new Set(to));
      for (const t of to) if (folder(t) !== folder(m.source)) (folderEdges.get(folder(m.source)) ?? folderEdges.set(folder(m.source), new Set()).get(folder(m.source))).add(folder(t));
    }
    const moduleGroups = groupsOf(moduleEdges);
    const folderGroups = groupsOf(folderEdges);
    return {
      violations: summary.violations.filter((v) => v.rule.name === 'api-no-circular').length,
      modules: moduleEdges.size,
      moduleGroups,
      typeGroups: groupsOf(withTypes),
      folders: folders.size,
      folderGroups,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

// ---- one checkout ----
const measure = (root) => {
  const api = sources(root, 'apps/api/src');
  let controllers = 0;
  let handlers = 0;
  let apiErrors = 0;
  const fresh = [];
  const forwardingFiles = [];
  let forwardingFunctions = 0;
  let strictFunctions = 0;
  let functions = 0;
  for (const path of api) {
    const file = parse(root, path);
    const ownHelpers = /common\/read-position\.ts$/.test(path);
    walkAll(file, (node) => {
      const names = decoratorNames(node);
      if (ts.isClassDeclaration(node) && names.includes('Controller')) controllers += 1;
      if (ts.isClassDeclaration(node) && (names.includes('CommandHandler') || names.includes('QueryHandler'))) handlers += 1;
      if (ts.isNewExpression(node) && node.expression.getText() === 'ApiError') apiErrors += 1;
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
        if (name === 'waitForCommitted' || name === 'fresh') fresh.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${name}()`);
      }
      if (!ownHelpers && ts.isIdentifier(node) && (node.text === 'READ_YOUR_WRITE_TIMEOUT_MS' || node.text === 'minPositionParam')) {
        let inModuleLine = false;
        for (let p = node.parent; p; p = p.parent) if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p)) inModuleLine = true;
        if (!inModuleLine) fresh.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text}`);
      }
    });
    const fns = functionsOf(file);
    functions += fns.length;
    forwardingFunctions += fns.filter((f) => f.kind !== null).length;
    strictFunctions += fns.filter((f) => f.kind === 'strict').length;
    if (fns.length > 0 && fns.every((f) => f.kind !== null)) forwardingFiles.push({ path, functions: fns });
  }
  return {
    files: api.length,
    controllers,
    handlers,
    forwardingFiles,
    forwardingFunctions,
    strictFunctions,
    functions,
    fresh: [...new Map(fresh.map((f) => [f.split(' ')[0], f])).keys()].map((line) => fresh.filter((f) => f.startsWith(`${line} `)).map((f, i) => (i === 0 ? f : f.split(' ')[1])).join(', ')),
    freshFiles: new Set(fresh.map((f) => f.split(':')[0])).size,
    cycles: cycles(root),
    errorClasses: errorClasses(root),
    apiErrors,
  };
};

const label = (root) => execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const builds = [...(args.before ? [worktreeOf(args.before).dir] : []), ROOT].map((root) => ({ root, name: label(root) + (root === ROOT && args.before ? ' (this checkout)' : '') }));
const results = builds.map((b) => ({ ...b, ...measure(b.root) }));

for (const r of results) {
  console.log(`\n${r.name}: ${r.files} source files in apps/api/src`);
  console.log(`  import cycles: ${r.cycles.violations} violations of the circular rule; ${r.cycles.moduleGroups.length} groups of modules in cycles (largest ${r.cycles.moduleGroups[0]?.length ?? 0} of ${r.cycles.modules} modules); largest folder group ${r.cycles.folderGroups[0]?.length ?? 0} of ${r.cycles.folders} folders: ${(r.cycles.folderGroups[0] ?? []).join(', ')}`);
  if (args.list) {
    console.log('  forwarding files:');
    for (const f of r.forwardingFiles) console.log(`    ${f.path}  (${f.functions.map((x) => `${x.name}${x.kind === 'strict' ? ' [strict]' : ''}`).join(', ')})`);
    console.log('  freshness call sites:');
    for (const f of r.fresh) console.log(`    ${f}`);
  }
}
const row = (title, value) => `| ${title} | ${results.map(value).join(' | ')} |`;
console.log(`\n| apps/api | ${results.map((r) => r.name).join(' | ')} |`);
console.log(`|---|${results.map(() => '--:').join('|')}|`);
console.log(row('controllers (@Controller)', (r) => r.controllers));
console.log(row('bus handlers (@CommandHandler, @QueryHandler)', (r) => r.handlers));
console.log(row('forwarding files (every function only forwards)', (r) => r.forwardingFiles.length));
console.log(row('forwarding functions, of them strict (same parameters) / of all functions', (r) => `${r.forwardingFunctions}, ${r.strictFunctions} / ${r.functions}`));
console.log(row('freshness call sites (in files)', (r) => `${r.fresh.length} (${r.freshFiles})`));
console.log(row('import cycles: circular-rule violations', (r) => r.cycles.violations));
console.log(row('import cycles: groups of modules in cycles (largest, modules)', (r) => `${r.cycles.moduleGroups.length} (${r.cycles.moduleGroups[0]?.length ?? 0})`));
console.log(row('import cycles: folders in the largest group / folders', (r) => `${r.cycles.folderGroups[0]?.length ?? 0} / ${r.cycles.folders}`));
console.log(row('… groups of modules in cycles counting type-only imports (largest)', (r) => `${r.cycles.typeGroups.length} (${r.cycles.typeGroups[0]?.length ?? 0})`));
console.log(row('error classes in libs/domain', (r) => r.errorClasses));
console.log(row('inline `new ApiError(` in apps/api', (r) => r.apiErrors));
