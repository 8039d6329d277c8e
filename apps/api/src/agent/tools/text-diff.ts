/** A line diff of two texts, as edit_asset answers it (additions, deletions, unified). */
import type { TextDiff } from '@tempest/contracts';

/** An edit's line counts and unified diff: the shared contract's (edit_asset's `diff`). */
export type { TextDiff } from '@tempest/contracts';

type Op = { kind: ' ' | '-' | '+'; line: string };

/** Above this many cells of the LCS table the changed middle is shown as replaced wholesale. */
const MAX_CELLS = 4_000_000;
const CONTEXT = 3;

const linesOf = (text: string): string[] => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

/** The edit script between a and b (common prefix and suffix first, then an LCS of the middle). */
const editScript = (a: string[], b: string[]): Op[] => {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const head: Op[] = a.slice(0, start).map((line) => ({ kind: ' ', line }));
  const tail: Op[] = a.slice(endA).map((line) => ({ kind: ' ', line }));
  const x = a.slice(start, endA);
  const y = b.slice(start, endB);
  if (x.length * y.length > MAX_CELLS) {
    return [...head, ...x.map((line): Op => ({ kind: '-', line })), ...y.map((line): Op => ({ kind: '+', line })), ...tail];
  }
  const width = y.length + 1;
  const lcs = new Uint32Array((x.length + 1) * width);
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      lcs[i * width + j] = x[i] === y[j] ? lcs[(i + 1) * width + j + 1] + 1 : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
    }
  }
  const middle: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      middle.push({ kind: ' ', line: x[i++] });
      j++;
    } else if (i < x.length && (j === y.length || lcs[(i + 1) * width + j] >= lcs[i * width + j + 1])) {
      middle.push({ kind: '-', line: x[i++] });
    } else {
      middle.push({ kind: '+', line: y[j++] });
    }
  }
  return [...head, ...middle, ...tail];
};

/** `--- a/path`, `+++ b/path` and `@@ -l,n +l,n @@` hunks with three lines of context, like `diff -u`. */
export const diffText = (before: string, after: string, path: string): TextDiff => {
  const ops = editScript(linesOf(before), linesOf(after));
  const additions = ops.filter((op) => op.kind === '+').length;
  const deletions = ops.filter((op) => op.kind === '-').length;
  if (additions + deletions === 0) return { additions, deletions, unified: '' };
  const changed = ops.flatMap((op, index) => (op.kind === ' ' ? [] : [index]));
  const hunks: [number, number][] = [];
  for (const index of changed) {
    const from = Math.max(0, index - CONTEXT);
    const to = Math.min(ops.length, index + CONTEXT + 1);
    const last = hunks.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else hunks.push([from, to]);
  }
  const out = [`--- a/${path}`, `+++ b/${path}`];
  for (const [from, to] of hunks) {
    const before = ops.slice(0, from);
    const oldStart = before.filter((op) => op.kind !== '+').length;
    const newStart = before.filter((op) => op.kind !== '-').length;
    const body = ops.slice(from, to);
    const oldCount = body.filter((op) => op.kind !== '+').length;
    const newCount = body.filter((op) => op.kind !== '-').length;
    out.push(`@@ -${oldCount ? oldStart + 1 : oldStart},${oldCount} +${newCount ? newStart + 1 : newStart},${newCount} @@`);
    out.push(...body.map((op) => `${op.kind}${op.line}`));
  }
  return { additions, deletions, unified: `${out.join('\n')}\n` };
};
