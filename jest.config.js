import { availableParallelism } from 'node:os';

// Jest runs TypeScript through SWC in ESM mode (see ../shared/STACK.md), which only strips the types:
// `npm run typecheck` checks them (tsconfig.tests.json for the tests of apps/api, the libs and test/).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];
const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: {
    '^@tempest/event-store/eventstoredb$': '<rootDir>/libs/event-store/src/eventstoredb/eventstoredb.event-store.ts',
    '^@tempest/(contracts|domain|event-store|projections|python-runtime|frontend-compiler|offline-model|playtest)$': '<rootDir>/libs/$1/src/index.ts',
    '^@tempest/python-runtime/kept-files$': '<rootDir>/libs/python-runtime/src/kept-files.ts',
    '^@tempest/game-sdk/protocol$': '<rootDir>/libs/game-sdk/src/protocol.ts',
    '^@tempest/game-sdk$': '<rootDir>/libs/game-sdk/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
};
export default {
  // A hang guard, not a speed check: CI machines have 2 shared cores and a restart test can take a minute there.
  testTimeout: 180_000,
  // Also a hang guard: once every suite has finished, exit even if a handle is still open. A full run on a
  // loaded machine (1,301 tests, 1,347 s) once stayed alive after its summary; every suite run alone exits.
  forceExit: true,
  // Jest's default is one worker per core but one, which is a single worker on the 2-core CI machines. Every
  // unit and integration suite has its own in-memory database (or its own PostgreSQL database), so two run
  // side by side safely and use both cores. The browser suites are run with -w 1 (one Chromium at a time).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A worker keeps what each suite leaves behind (ESM module graphs, PGlite instances): one measured 6 GB of memory
  // after about 80 suites of a full run. Past 1.5 GB of heap it is replaced after its current suite (about a second).
  workerIdleMemoryLimit: '1536MB',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{apps,libs}/*/src/**/*.spec.ts', '<rootDir>/libs/game-sdk/src/**/*.spec.tsx', '<rootDir>/apps/web/src/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{apps,libs}/*/src/**/*.int-spec.ts', '<rootDir>/test/api/**/*.e2e-spec.ts'],
    },
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts', '<rootDir>/{apps,libs}/*/src/**/*.browser-spec.ts'] },
  ],
};
