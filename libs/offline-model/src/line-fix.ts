/**
 * Fix with AI, offline (issue 13 item 6): the build error names a file, a line and a column; the offline
 * agent fixes that place with a small edit and keeps every other line of the file as the creator left it.
 * Pure functions: where the error is, and the smallest edit it knows for it.
 */

/** A build error as the overlay's text gives it (libs/frontend-compiler/src/build-errors.ts formatErrorText). */
export type ErrorAt = { file: string; line: number; column: number | null; message: string; suggestion: string | null };

const LOCATION = /^\s*Location:\s*((?:[\w.-]+\/)*[\w.-]+\.(?:tsx|ts|jsx|js|css|py)):(\d+)(?::(\d+))?\s*$/im;
const ANY_LOCATION = /\b((?:[\w-]+\/)*[\w-]+\.(?:tsx|ts|jsx|js|css|py)):(\d+)(?::(\d+))?\b/;
const MESSAGE = /^\s*Error:\s*(.+)$/im;
const SUGGESTION = /^\s*Suggestion:\s*(.+)$/im;

/** Pure: the error's file, line (1-based), column and message, or null when the text names no line. */
export const parseErrorAt = (text: string): ErrorAt | null => {
  const at = LOCATION.exec(text) ?? ANY_LOCATION.exec(text);
  if (!at) return null;
  return {
    file: at[1],
    line: Number(at[2]),
    column: at[3] === undefined ? null : Number(at[3]),
    message: MESSAGE.exec(text)?.[1]?.trim() ?? '',
    suggestion: SUGGESTION.exec(text)?.[1]?.trim() ?? null,
  };
};

export type LineFix = { content: string; what: string } | { reason: string };

/** The most lines of the creator's that a "small edit" puts back as generated; past this it asks first. */
export const MAX_RESTORED_LINES = 12;

const DID_YOU_MEAN = /Did you mean '([\w$.]+)'\?/;
const UNKNOWN_NAME = /(?:Cannot find name|Property|has no exported member(?: named)?|Module '[^']*' has no exported member)\s*'([\w$]+)'/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A misspelt name the compiler has a suggestion for: the name at the error's column (or first on its line) renamed. */
const renameTypo = (lines: string[], error: ErrorAt): LineFix | null => {
  const wanted = DID_YOU_MEAN.exec(`${error.message} ${error.suggestion ?? ''}`)?.[1];
  const wrong = UNKNOWN_NAME.exec(error.message)?.[1];
  if (!wanted || !wrong || wanted === wrong) return null;
  const index = error.line - 1;
  const line = lines[index];
  if (line === undefined) return null;
  const word = new RegExp(`(?<![\\w$])${escape(wrong)}(?![\\w$])`, 'g');
  const hits = [...line.matchAll(word)];
  if (hits.length === 0) return null;
  const column = (error.column ?? 1) - 1;
  const hit = hits.find((m) => m.index === column) ?? hits[0];
  const fixed = `${line.slice(0, hit.index)}${wanted}${line.slice(hit.index + wrong.length)}`;
  return { content: replaceLines(lines, index, index + 1, [fixed]), what: `changed '${wrong}' to '${wanted}' on line ${error.line}` };
};

const importBinds = (line: string, name: string): boolean => /^\s*import\b/.test(line) && new RegExp(`(?<![\\w$])${escape(name)}(?![\\w$])`).test(line.replace(/from\s+['"][^'"]*['"]/, ''));
const moduleOf = (line: string): string | null => /from\s+['"]([^'"]+)['"]/.exec(line)?.[1] ?? null;

/** A name used without its import: the import line the generated file has for it put back (or the module's line widened). */
const restoreImport = (lines: string[], generated: string[] | null, error: ErrorAt): LineFix | null => {
  const name = /Cannot find name '([\w$]+)'/.exec(error.message)?.[1];
  if (!name || !generated || lines.some((l) => importBinds(l, name))) return null;
  const wanted = generated.find((l) => importBinds(l, name));
  if (!wanted) return null;
  const module = moduleOf(wanted);
  const same = module === null ? -1 : lines.findIndex((l) => /^\s*import\b/.test(l) && moduleOf(l) === module);
  if (same >= 0) return { content: replaceLines(lines, same, same + 1, [wanted]), what: `put ${name} back into the import from '${module}' on line ${same + 1}` };
  const lastImport = lines.reduce((last, l, i) => (/^\s*import\b/.test(l) ? i : last), -1);
  return { content: replaceLines(lines, lastImport + 1, lastImport + 1, [wanted]), what: `put back the import of ${name} (line ${lastImport + 2})` };
};

/** Pure: the line differences of two texts as hunks (a's lines [a0, a1) stand where b has [b0, b1)). */
export const lineHunks = (a: string[], b: string[]): { a0: number; a1: number; b0: number; b1: number }[] => {
  const n = a.length;
  const m = b.length;
  // Longest common subsequence, from the ends: lcs[i][j] for a[i..], b[j..].
  const lcs = new Int32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[at(i, j)] = a[i] === b[j] ? lcs[at(i + 1, j + 1)] + 1 : Math.max(lcs[at(i + 1, j)], lcs[at(i, j + 1)]);
  const hunks: { a0: number; a1: number; b0: number; b1: number }[] = [];
  let [i, j] = [0, 0];
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    const [a0, b0] = [i, j];
    while ((i < n || j < m) && !(i < n && j < m && a[i] === b[j])) {
      if (j >= m || (i < n && lcs[at(i + 1, j)] >= lcs[at(i, j + 1)])) i++;
      else j++;
    }
    hunks.push({ a0, a1: i, b0, b1: j });
  }
  return mergeAcrossTrivial(hunks, a);
};

/** A blank line or one of brackets and punctuation only: no anchor for where a change starts or ends. */
const trivial = (line: string): boolean => /^[\s\W_]*$/.test(line);

/** Hunks separated only by trivial common lines are one change (a lone "}" or blank line matched by chance). */
const mergeAcrossTrivial = (hunks: { a0: number; a1: number; b0: number; b1: number }[], a: string[]) =>
  hunks.reduce<typeof hunks>((out, hunk) => {
    const last = out.at(-1);
    if (last && a.slice(last.a1, hunk.a0).every(trivial)) out[out.length - 1] = { a0: last.a0, a1: hunk.a1, b0: last.b0, b1: hunk.b1 };
    else out.push(hunk);
    return out;
  }, []);

/**
 * A line as compared with the generated one: the studio formats a file when it is saved (quotes, semicolons,
 * indentation), and a reformatted line is not a change of the creator's to put back.
 */
export const comparable = (line: string): string => line.trim().replace(/'/g, '"').replace(/[;,]$/, '');

/** The creator's change at the error (or just before it: a missing bracket is reported on the next line) put back as generated. */
const restoreHunk = (lines: string[], generated: string[] | null, error: ErrorAt): LineFix | null => {
  if (!generated) return null;
  const index = error.line - 1;
  const hunks = lineHunks(lines.map(comparable), generated.map(comparable));
  const hunk = hunks.find((h) => h.a0 <= index && index < h.a1) ?? hunks.filter((h) => h.a1 <= index && h.a1 >= index - 2).at(-1);
  if (!hunk) return null;
  const restored = hunk.a1 - hunk.a0;
  if (restored > MAX_RESTORED_LINES || hunk.b1 - hunk.b0 > MAX_RESTORED_LINES) return null;
  const range = restored === 1 ? `line ${hunk.a0 + 1}` : `lines ${hunk.a0 + 1}–${hunk.a1}`;
  const what =
    hunk.b1 === hunk.b0
      ? `removed ${range}, which ${restored === 1 ? "isn't" : "aren't"} in the version I generated`
      : restored === 0
        ? `put back what I generated after line ${hunk.a0}`
        : `put ${range} back as I generated ${restored > 1 ? 'them' : 'it'}`;
  return { content: replaceLines(lines, hunk.a0, hunk.a1, generated.slice(hunk.b0, hunk.b1)), what };
};

const replaceLines = (lines: string[], from: number, to: number, replacement: string[]): string => [...lines.slice(0, from), ...replacement, ...lines.slice(to)].join('\n');

/**
 * Pure: the smallest edit that fixes the error, keeping the rest of the file: a misspelt name the compiler
 * suggests a fix for; a missing import the generated file has; else the creator's change at that line put
 * back as generated (at most MAX_RESTORED_LINES lines). `generated` is the file as the plan makes it (null
 * for a file the agent did not make). A reason when none applies (then only a rewrite would do).
 */
export const fixAtLine = (stored: string, generated: string | null, error: ErrorAt): LineFix => {
  const lines = stored.split('\n');
  if (error.line < 1 || error.line > lines.length + 1) return { reason: `${error.file} has no line ${error.line} any more (it has ${lines.length})` };
  const reference = generated === null ? null : generated.split('\n');
  const fix = renameTypo(lines, error) ?? restoreImport(lines, reference, error) ?? restoreHunk(lines, reference, error);
  if (fix) return fix;
  if (reference === null) return { reason: `I don't know a small edit for "${error.message || 'this error'}" and ${error.file} isn't one of the files I made` };
  if (lines.map(comparable).join('\n') === reference.map(comparable).join('\n')) return { reason: `line ${error.line} is as I generated it, so the error comes from elsewhere` };
  return { reason: `your changes around line ${error.line} are more than a small edit can put right` };
};
