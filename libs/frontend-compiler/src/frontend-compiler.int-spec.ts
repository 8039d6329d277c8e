import { afterAll, describe, expect, it, jest } from '@jest/globals';
import type { CompileResult, FrontendSettings, ProjectFile } from './compiler.types.js';
import { readFileSync } from 'node:fs';
import { resolveCompilerPaths } from './compiler-paths.js';
import { FrontendCompiler } from './frontend-compiler.js';
import { declarationsCacheFile } from './sdk-declarations.js';

const compiler = new FrontendCompiler();
afterAll(() => compiler.close());

const settings: FrontendSettings = { enable_websocket: false, tailwind_config: {} };
const APP = `import { useState } from 'react';
import { Board } from './components/Board';

export default function App() {
  const [score, setScore] = useState(0);
  return <Board score={score} onScore={() => setScore(score + 1)} />;
}
`;
const BOARD = `import { Button } from '@tempest/game-sdk';

export function Board({ score, onScore }: { score: number; onScore: () => void }) {
  return <div><p>Score: {score} points-of-tempest</p><Button text="Score" onClick={onScore} /></div>;
}
`;

const compile = (files: Record<string, string>, tailwind_config: Record<string, unknown> = {}): Promise<CompileResult> =>
  compiler.compile({
    files: Object.entries(files).map(([filename, content]) => ({ filename, content })),
    entryPoint: 'index.tsx',
    settings: { ...settings, tailwind_config },
  });

describe('FrontendCompiler.compile', () => {
  it('bundles the project, React and the SDK into one script with no imports left', async () => {
    const result = await compile({ 'index.tsx': APP, 'components/Board.tsx': BOARD });
    expect(result.error).toBeNull();
    expect(result.success).toBe(true);
    const code = result.compiledCode ?? '';
    expect(code).toContain('points-of-tempest');
    expect(code).not.toMatch(/^\s*import\s/m);
    expect(code).not.toMatch(/\bimport\s*\(|require\(\s*["'](react|react-dom|@tempest)/);
    expect(result.buildId).toMatch(/^[0-9a-f]{64}$/);
    expect(result.cached).toBe(false);
  });

  it('serves an unchanged project from the cache', async () => {
    const files = { 'index.tsx': APP, 'components/Board.tsx': BOARD };
    const first = await compile(files);
    const again = await compile(files);
    expect(again.cached).toBe(true);
    expect(again.buildId).toBe(first.buildId);
    expect(again.compiledCode).toBe(first.compiledCode);
  });

  it('fails a type error with its file, line, column and a suggestion', async () => {
    const result = await compile({ 'index.tsx': "export default function App() {\n  const n: number = 'x';\n  return <div>{n}</div>;\n}\n" });
    expect(result.success).toBe(false);
    expect(result.compiledCode).toBeNull();
    expect(result.errorDetail).toMatchObject({
      message: "Type 'string' is not assignable to type 'number'.",
      file: 'index.tsx',
      line: 2,
      column: 9,
      suggestion: 'Change the value or the declared type so they match.',
    });
    expect(result.error).toContain('Location: index.tsx:2:9');
  });

  it('passes on TypeScript\'s "Did you mean" as the suggestion', async () => {
    const result = await compile({ 'index.tsx': 'export default function App() {\n  const score = 1;\n  return <div>{scor}</div>;\n}\n' });
    expect(result.errorDetail).toMatchObject({ file: 'index.tsx', line: 3, suggestion: "Did you mean 'score'?" });
  });

  it('reports a JSX syntax error where it is', async () => {
    const result = await compile({ 'index.tsx': 'export default function App() {\n  return <div><span>hi</div>;\n}\n' });
    expect(result.success).toBe(false);
    expect(result.errorDetail?.file).toBe('index.tsx');
    expect(result.errorDetail?.line).toBe(2);
    expect(result.errorDetail?.message).toMatch(/span/);
    expect(result.error).toMatch(/^Error: .*\nLocation: index\.tsx:2:\d+/);
  });

  it('asks for a default export, with an example', async () => {
    const result = await compile({ 'index.tsx': 'export function App() {\n  return <div />;\n}\n' });
    expect(result.success).toBe(false);
    expect(result.errorDetail?.message).toBe('index.tsx has no default export');
    expect(result.errorDetail?.example).toContain('export default function App()');
    expect(result.error).toContain('Example:\n    export default function App() {');
  });

  it('refuses packages the studio does not provide and names the ones it does', async () => {
    const result = await compile({ 'index.tsx': "import _ from 'lodash';\nexport default function App() {\n  return <div>{_.max([1])}</div>;\n}\n" });
    expect(result.success).toBe(false);
    expect(result.errorDetail).toMatchObject({ message: 'Package "lodash" is not available in games', file: 'index.tsx', line: 1 });
    expect(result.errorDetail?.alternatives).toEqual(expect.arrayContaining(['react', 'react-dom/client', '@tempest/game-sdk']));
    expect(result.error).toMatch(/\nAlternatives: react, /);
  });

  it('names a missing project file and the closest one that exists', async () => {
    const result = await compile({ 'index.tsx': APP.replace('./components/Board', './components/Bord'), 'components/Board.tsx': BOARD });
    expect(result.success).toBe(false);
    expect(result.errorDetail).toMatchObject({ file: 'index.tsx', line: 2 });
    expect(result.errorDetail?.message).toContain('./components/Bord');
    expect(result.errorDetail?.suggestion).toContain('./components/Board');
    expect(result.errorDetail?.files).toEqual(['index.tsx', 'components/Board.tsx']);
  });

  it('finds a file created after a compile that missed it, and checks it', async () => {
    const index = APP.replace('./components/Board', './components/Scoreboard');
    const missing = await compile({ 'index.tsx': index });
    expect(missing.success).toBe(false);
    expect(missing.errorDetail?.message).toContain('./components/Scoreboard');
    const created = await compile({ 'index.tsx': index, 'components/Scoreboard.tsx': BOARD });
    expect({ success: created.success, error: created.error }).toEqual({ success: true, error: null });
    const typo = await compile({ 'index.tsx': index, 'components/Scoreboard.tsx': BOARD.replace('onClick={onScore}', 'onClick={onScor}') });
    expect(typo.errorDetail).toMatchObject({ file: 'components/Scoreboard.tsx', line: 4, suggestion: "Did you mean 'onScore'?" });
  });

  it('compiles the Tailwind classes used, with the project theme, into the script', async () => {
    const app = 'export default function App() {\n  return <div className="bg-brand p-4">hi</div>;\n}\n';
    const result = await compile({ 'index.tsx': app }, { theme: { extend: { colors: { brand: '#123456' } } } });
    expect(result.success).toBe(true);
    expect(result.compiledCode).toContain('.bg-brand');
    expect(result.compiledCode).toContain('--color-brand: #123456');
    const plain = await compile({ 'index.tsx': 'export default function App() {\n  return <div>no classes here</div>;\n}\n' });
    expect(plain.compiledCode).not.toContain('tailwindcss');
  });

  it('injects imported CSS and bundles JSON', async () => {
    const app = "import './styles.css';\nimport levels from './levels.json';\nexport default function App() {\n  return <div>{levels.first}</div>;\n}\n";
    const result = await compile({ 'index.tsx': app, 'styles.css': '.board { color: rebeccapurple; }', 'levels.json': '{ "first": "cave-of-tests" }' });
    expect(result.error).toBeNull();
    expect(result.compiledCode).toContain('rebeccapurple');
    expect(result.compiledCode).toContain('cave-of-tests');
  });

  it('builds content once when it is compiled with different lint/format options at the same moment', async () => {
    const fresh = new FrontendCompiler();
    const build = jest.spyOn(fresh as unknown as { build: (input: unknown) => Promise<unknown> }, 'build');
    try {
      const input = { files: [{ filename: 'index.tsx', content: APP }, { filename: 'components/Board.tsx', content: BOARD.replace('points-of-tempest', 'shared-build') }], entryPoint: 'index.tsx', settings };
      // The agent's build (no format), the play page (neither) and the workbench (both), all at once.
      const results = await Promise.all([fresh.compile(input, { format: false }), fresh.compile(input, { lint: false, format: false }), fresh.compile(input)]);
      expect(results.map((r) => r.error)).toEqual([null, null, null]);
      expect(new Set(results.map((r) => r.compiledCode)).size).toBe(1);
      expect(new Set(results.map((r) => r.buildId)).size).toBe(1);
      expect(results[2].lintSummary).toEqual(results[0].lintSummary);
      const later = await fresh.compile(input, { lint: false });
      expect(later.compiledCode).toBe(results[0].compiledCode);
      expect(build).toHaveBeenCalledTimes(1);
    } finally {
      await fresh.close();
    }
  });

  it('answers success false, never throws, when the input breaks the toolchain', async () => {
    const broken = [{ filename: 'index.tsx', content: 42 }] as unknown as ProjectFile[];
    const result = await compiler.compile({ files: broken, entryPoint: 'index.tsx', settings });
    expect(result.success).toBe(false);
    expect(result.error).toMatch(/^Error: The compiler failed unexpectedly/);
  });
});

describe('FrontendCompiler lint and format', () => {
  it('reports a hook called conditionally as a rules-of-hooks error', async () => {
    const code = "import { useState } from 'react';\n\nexport default function App({ on }: { on: boolean }) {\n  if (on) {\n    const [x] = useState(0);\n    return <div>{x}</div>;\n  }\n  return null;\n}\n";
    const result = await compile({ 'index.tsx': code });
    const issue = result.lintIssues.find((i) => i.rule === 'react-hooks/rules-of-hooks');
    expect(issue).toMatchObject({ file_path: 'index.tsx', line: 5, severity: 'error' });
    expect(result.lintErrors).toContainEqual(issue);
    expect(result.lintSummary.error).toBeGreaterThanOrEqual(1);
  });

  it('warns about an unused variable', async () => {
    const report = await compiler.lint([{ filename: 'utils.ts', content: 'export const f = () => {\n  const unused = 1;\n  return 2;\n};\n' }]);
    expect(report.lintIssues).toEqual([expect.objectContaining({ file_path: 'utils.ts', line: 2, rule: '@typescript-eslint/no-unused-vars', severity: 'warning' })]);
    expect(report.lintSummary).toEqual({ error: 0, warning: 1 });
    expect(report.lintErrors).toEqual([]);
  });

  it('does not lint CSS or JSON', async () => {
    const report = await compiler.lint([{ filename: 'a.css', content: 'not { css' }, { filename: 'b.json', content: '{' }]);
    expect(report.lintIssues).toEqual([]);
  });

  it('lists only files Prettier changes, and warns about files it cannot parse', async () => {
    const report = await compiler.format([
      { filename: 'index.tsx', content: 'export default function App(){return <div   className="a">hi</div>}' },
      { filename: 'clean.ts', content: 'export const x = 1;\n' },
      { filename: 'broken.ts', content: 'const = ;' },
      { filename: 'notes.txt', content: 'left   alone' },
    ]);
    expect(report.formattedFiles).toEqual([
      { filename: 'index.tsx', content: 'export default function App() {\n  return <div className="a">hi</div>;\n}\n' },
    ]);
    expect(report.formatWarnings).toHaveLength(1);
    expect(report.formatWarnings[0]).toMatch(/^broken\.ts: /);
  });
});

describe('FrontendCompiler.typesForMonaco', () => {
  it('gives React, React DOM, the JSX runtime, csstype and the game SDK', async () => {
    const libs = await compiler.typesForMonaco();
    const paths = libs.map((lib) => lib.filePath);
    expect(paths).toEqual(
      expect.arrayContaining([
        'file:///node_modules/@types/react/index.d.ts',
        'file:///node_modules/@types/react/jsx-runtime.d.ts',
        'file:///node_modules/@types/react-dom/client.d.ts',
        'file:///node_modules/csstype/index.d.ts',
        'file:///node_modules/@tempest/game-sdk/index.d.ts',
        'file:///node_modules/@tempest/game-sdk/package.json',
      ]),
    );
    const sdk = libs.find((lib) => lib.filePath === 'file:///node_modules/@tempest/game-sdk/index.d.ts');
    expect(sdk?.content).toContain('startGame');
    // Kept for the next process, named by TypeScript's version and the SDK's sources.
    const cacheFile = declarationsCacheFile(resolveCompilerPaths());
    const kept = JSON.parse(readFileSync(cacheFile ?? '', 'utf8')) as { files: Record<string, string> };
    expect(kept.files['index.d.ts']).toBe(sdk?.content);
  });
});
