import { describe, expect, it } from '@jest/globals';
import { analyzePrompt } from './analyze-prompt.js';
import { buildGame } from './build-game.js';
import { fixAtLine, lineHunks, MAX_RESTORED_LINES, parseErrorAt, type ErrorAt } from './line-fix.js';

const generated = buildGame(analyzePrompt('a space dodge game called Star Hopper')).frontendFiles.find((f) => f.filename === 'index.tsx')!.content;
const lines = generated.split('\n');
const HAND_EDIT = '// my own note: keep this';
/** The generated file with the creator's harmless edit at the top, and `change` applied. */
const edited = (change: (lines: string[]) => string[]) => change([HAND_EDIT, ...lines]);
const lineOf = (file: string[], pattern: RegExp) => file.findIndex((l) => pattern.test(l)) + 1;
const at = (file: string[], line: number, message: string, column: number | null = null, suggestion: string | null = null): ErrorAt => ({ file: 'index.tsx', line, column, message, suggestion });
const fixed = (stored: string[], error: ErrorAt, reference: string | null = generated) => {
  const fix = fixAtLine(stored.join('\n'), reference, error);
  if ('reason' in fix) throw new Error(fix.reason);
  return fix;
};

describe('Fix with AI offline: a small edit at the line the error names (issue 13 item 6)', () => {
  it('reads file, line, column and message from the overlay text, ignoring the Files: line', () => {
    const text = "Error: Cannot find name 'scor'. Did you mean 'score'?\nLocation: index.tsx:64:7\nSuggestion: Did you mean 'score'?\nFiles: hooks.ts, index.tsx";
    expect(parseErrorAt(`Fix this build error:\n\n${text}`)).toEqual({ file: 'index.tsx', line: 64, column: 7, message: "Cannot find name 'scor'. Did you mean 'score'?", suggestion: "Did you mean 'score'?" });
    expect(parseErrorAt('Error: x\nLocation: components/Hud.tsx:3')).toMatchObject({ file: 'components/Hud.tsx', line: 3, column: null });
    expect(parseErrorAt('fix this build error: Error: Cannot find name foo in index.tsx')).toBeNull();
  });

  it('a misspelt name the compiler suggests: renamed at the column, the hand edit kept', () => {
    const stored = edited((file) => file.map((l) => (l.includes('<Hud score={arena.score}') ? l.replace('arena.score', 'arena.scor') : l)));
    const line = lineOf(stored, /arena\.scor\b/);
    const column = stored[line - 1].indexOf('scor') + 1;
    const fix = fixed(stored, at(stored, line, "Property 'scor' does not exist on type 'Arena'. Did you mean 'score'?", column));
    expect(fix.what).toBe(`changed 'scor' to 'score' on line ${line}`);
    expect(fix.content).toBe([HAND_EDIT, ...lines].join('\n'));
  });

  it('a wrong-typed line the creator added: that line taken out, the rest kept', () => {
    const stored = edited((file) => file.flatMap((l) => (l.startsWith('export default function App') ? [l, "  const lives: number = 'three';"] : [l])));
    const line = lineOf(stored, /'three'/);
    const fix = fixed(stored, at(stored, line, "Type 'string' is not assignable to type 'number'.", 9));
    expect(fix.what).toBe(`removed line ${line}, which isn't in the version I generated`);
    expect(fix.content).toBe([HAND_EDIT, ...lines].join('\n'));
  });

  it('a generated line the creator changed into a type error: that line put back', () => {
    const stored = edited((file) => file.map((l) => (l.includes("useEntitiesWith<Thing>('hazard')") ? l.replace("useEntitiesWith<Thing>('hazard')", '42 as unknown as string') : l)));
    const line = lineOf(stored, /42 as unknown/);
    const fix = fixed(stored, at(stored, line + 3, "Argument of type 'string' is not assignable to parameter of type '[string, Thing][]'."));
    expect('reason' in fixAtLine(stored.join('\n'), generated, at(stored, line + 5, 'x'))).toBe(true);
    const direct = fixed(stored, at(stored, line, "Type 'string' is not assignable."));
    expect(direct.content).toBe([HAND_EDIT, ...lines].join('\n'));
    expect(fix).toBeDefined();
  });

  it('a name used without its import: the import line put back', () => {
    const stored = edited((file) => file.map((l) => (l.startsWith("import { Hud }") ? '' : l)));
    const line = lineOf(stored, /<Hud /);
    const fix = fixed(stored, at(stored, line, "Cannot find name 'Hud'.", 8));
    expect(fix.what).toMatch(/^put back the import of Hud/);
    expect(fix.content).toContain("import { Hud } from './components/Hud';");
    expect(fix.content).toContain(HAND_EDIT);
  });

  it('a file the studio reformatted on save: only the creator’s line goes, not every line whose quotes changed', () => {
    const formatted = lines.map((l) => l.replace(/'/g, '"'));
    const stored = [HAND_EDIT, ...formatted.flatMap((l) => (l.startsWith('export default function App') ? [l, '  const lives: number = "three";'] : [l]))];
    const line = lineOf(stored, /"three"/);
    const fix = fixed(stored, at(stored, line, "Type 'string' is not assignable to type 'number'.", 9));
    expect(fix.what).toBe(`removed line ${line}, which isn't in the version I generated`);
    expect(fix.content).toBe([HAND_EDIT, ...formatted].join('\n'));
  });

  it('a syntax error reported on the line after the creator’s change', () => {
    const stored = edited((file) => file.map((l) => (l.includes('useKeyActions(KEYS);') ? l.replace('useKeyActions(KEYS);', 'useKeyActions(KEYS;') : l)));
    const line = lineOf(stored, /useKeyActions\(KEYS;/);
    const fix = fixed(stored, at(stored, line + 1, "',' expected.", 3));
    expect(fix.content).toBe([HAND_EDIT, ...lines].join('\n'));
  });

  it('asks instead when only a rewrite would do, or the file is not one it made', () => {
    const rewritten = ['export default function App( {', '  return <div>;', ''];
    const big = fixAtLine(rewritten.join('\n'), generated, at(rewritten, 1, "')' expected."));
    expect(big).toEqual({ reason: 'your changes around line 1 are more than a small edit can put right' });
    const foreign = fixAtLine('const x: number = "a";', null, at([], 1, "Type 'string' is not assignable to type 'number'."));
    expect(foreign).toMatchObject({ reason: expect.stringContaining("isn't one of the files I made") });
    const typoInForeign = fixAtLine('const score = 1;\nconsole.log(scor);', null, at([], 2, "Cannot find name 'scor'. Did you mean 'score'?", 13));
    expect(typoInForeign).toEqual({ content: 'const score = 1;\nconsole.log(score);', what: "changed 'scor' to 'score' on line 2" });
    expect(fixAtLine(generated, generated, at(lines, 3, 'x'))).toMatchObject({ reason: expect.stringContaining('as I generated it') });
    expect(MAX_RESTORED_LINES).toBeLessThan(20);
  });

  it('lineHunks finds inserted, removed and changed lines', () => {
    expect(lineHunks(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual([]);
    expect(lineHunks(['a', 'x', 'b'], ['a', 'b'])).toEqual([{ a0: 1, a1: 2, b0: 1, b1: 1 }]);
    expect(lineHunks(['a', 'b'], ['a', 'y', 'b'])).toEqual([{ a0: 1, a1: 1, b0: 1, b1: 2 }]);
    expect(lineHunks(['a', 'q', 'c'], ['a', 'b', 'c'])).toEqual([{ a0: 1, a1: 2, b0: 1, b1: 2 }]);
  });
});
