// Floors of the code base, checked by `npm test` (scripts/check-floors.mjs) so a wrong arrow fails the build.
// docs/architecture.md "Floors" gives the order and why. Paths are relative to the repository root.
const WEB = '^apps/web/src/';
// The one file of app/ lower floors may import: react-redux's hooks typed with the store (it imports the
// store as a type only, so at run time it depends on react-redux alone).
const TYPED_HOOKS = `${WEB}app/hooks\\.ts$`;

/** `from` may not import `to` (regular expressions on paths). */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

const API = '^apps/api/src/';
/**
 * The API's floors, bottom to top (docs/architecture.md "Floors (API)"): a file imports its own floor or lower
 * ones, never a higher one. Folders of one floor may import each other without a circle (the reporter's folder
 * check). A type-only import is erased at build time and may name a higher floor's class (the infrastructure's
 * type names privacy's key store), as the web's typed hooks name the store.
 */
const API_FLOORS = [
  ['ground', 'helpers every floor uses (errors, the actor, request budget, CSRF token, read positions) and the config', ['common/', 'config\\.ts$']],
  ['infrastructure', "Nest's tokens, the kernel, the read database, the exceptions filter, the server secret", ['infrastructure/']],
  ['foundations', 'what every resource builds on: accounts, privacy, media, assets, the Python runtime module, health', ['accounts/', 'privacy/', 'media/', 'assets/', 'python/', 'health/']],
  ['resources', 'one folder per resource: its controllers, DTOs, reads and writes', ['analytics/', 'audit/', 'components/', 'entities/', 'frontends/', 'mechanic/', 'models/', 'time-travel/', 'profiles/', 'rebuilds/', 'staff/', 'subscription/', 'tokens/', 'versioning/']],
  ['processes', 'game-wide use cases over the resources: checkpoints and rollback, games and clone, play, publishing, erasure, live updates', ['checkpoints/', 'erasure/', 'games/', 'play/', 'publishing/', 'realtime/']],
  ['agent', 'the AI agent: runtime, tools, model gateway (it calls the floors below as a creator would)', ['agent/']],
  ['serve', "the game pages' origin and the security headers of every answer", ['serve/']],
  ['app', 'the composition: app.module, create-app, main, worker, the CLIs, openInfrastructure', ['app\\.module\\.ts$', 'create-app\\.ts$', 'main\\.ts$', 'worker\\.ts$', 'open-infrastructure\\.ts$', 'cli/']],
];
const floorPath = (paths) => `${API}(${paths.join('|')})`;
const apiFloorRules = API_FLOORS.slice(0, -1).map(([name, holds, paths], index) =>
  forbid(`api-${name}-below-${API_FLOORS[index + 1][0]}`, `The API's ${name} floor (${holds}) imports no higher floor.`,
    { path: floorPath(paths) },
    { path: floorPath(API_FLOORS.slice(index + 1).flatMap(([, , above]) => above)), dependencyTypesNot: ['type-only'] }),
);

module.exports = {
  forbidden: [
    // ---- web app: api, components < features < layout < pages < app ----
    forbid('web-api-is-ground-floor', 'api/ (server access, socket, cache tags) imports no UI and no feature.',
      { path: `${WEB}api/` }, { path: `${WEB}(components|features|layout|pages|app)/` }),
    forbid('web-components-are-feature-free', 'components/ holds parts that know no feature and no server.',
      { path: `${WEB}components/` }, { path: `${WEB}(api|features|layout|pages|app)/` }),
    forbid('web-features-below-layout', 'A feature never imports the site frame, a page or the app shell (the typed hooks aside).',
      { path: `${WEB}features/` }, { path: `${WEB}(layout|pages|app)/`, pathNot: TYPED_HOOKS }),
    forbid('web-layout-below-pages', 'layout/ (the site frame, composed of features) imports no page and no app shell.',
      { path: `${WEB}layout/` }, { path: `${WEB}(pages|app)/`, pathNot: TYPED_HOOKS }),
    forbid('web-pages-below-app', 'A page never imports the app shell (store, router, theme), the typed hooks aside.',
      { path: `${WEB}pages/` }, { path: `${WEB}app/`, pathNot: TYPED_HOOKS }),
    {
      name: 'web-no-circular',
      comment: 'No import circles. A circle through type-only imports is erased at build time and allowed (the typed hooks name the store type).',
      severity: 'error',
      from: { path: WEB },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    forbid('web-no-server-code', 'The web app reaches the server over HTTP and socket.io only; shared types come from libs/contracts.',
      { path: WEB }, { path: '^apps/api/' }),
    forbid('web-server-types-from-contract', 'Server types reach the web app through libs/contracts only (the game SDK is a library it builds games with).',
      { path: WEB }, { path: '^libs/', pathNot: '^libs/(contracts|game-sdk)/' }),
    // ---- API: floors, no circles ----
    ...apiFloorRules,
    forbid('api-unplaced-file', 'Every file of the API is on a floor (API_FLOORS above): a new folder is given one.',
      { path: API, pathNot: floorPath(API_FLOORS.flatMap(([, , paths]) => paths)) }, { path: '.' }),
    {
      name: 'api-no-circular',
      comment: 'No import circles in the API. A circle through type-only imports is erased at build time and allowed.',
      severity: 'error',
      from: { path: API },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    // ---- server side ----
    forbid('contracts-stand-alone', 'libs/contracts is types and constants both apps take as source: it imports nothing outside itself.',
      { path: '^libs/contracts/' }, { pathNot: '^libs/contracts/' }),
    forbid('libs-never-import-apps', 'A library must not depend on an app (docs/architecture.md "Packages").',
      { path: '^libs/' }, { path: '^apps/' }),
    forbid('domain-knows-no-framework', 'libs/domain is plain functions and types: nothing of Nest or TypeORM.',
      { path: '^libs/domain/' }, { path: '(^|/)node_modules/(@nestjs/|typeorm/)|^(@nestjs/|typeorm$|typeorm/)' }),
    forbid('engines-know-no-framework', 'The engines (offline model, frontend compiler, Python runtime, playtest) are plain libraries: the API wires them into Nest.',
      { path: '^libs/(offline-model|frontend-compiler|python-runtime|playtest)/' }, { path: '(^|/)node_modules/(@nestjs/|typeorm/)|^(@nestjs/|typeorm$|typeorm/)' }),
  ],
  options: {
    doNotFollow: { path: ['node_modules', '(^|/)dist/'] },
    exclude: { path: ['(^|/)dist/', '\\.d\\.ts$'] },
    // Type-only imports are seen (and marked), so the rules can tell them from run-time ones.
    tsPreCompilationDeps: true,
    // Absolute: TypeScript 6 finds no inputs when handed a relative name here.
    tsConfig: { fileName: require('node:path').join(__dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], conditionNames: ['import', 'types', 'default'] },
    moduleSystems: ['es6'],
    cache: false,
  },
};
