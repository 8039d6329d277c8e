/** Typewriter timings (ms; docs/api-agent.md, The prompt screen). */
export const TYPE_MS = 50;
export const DELETE_MS = 30;
export const HOLD_MS = 1200;
export const PAUSE_MS = 500;

export type TypewriterState = { line: number; length: number; phase: 'typing' | 'deleting' };

export const TYPEWRITER_START: TypewriterState = { line: 0, length: 0, phase: 'typing' };

/** The text on screen in `state`. */
export function typewriterText(state: TypewriterState, lines: readonly string[]): string {
  return lines.length === 0 ? '' : lines[state.line % lines.length].slice(0, state.length);
}

/**
 * How long `state` stays on screen and what comes after it: type a line a character at a time,
 * hold it, erase it faster, pause on the empty line, then type the next line (cycling).
 */
export function typewriterStep(state: TypewriterState, lines: readonly string[]): { delay: number; next: TypewriterState } {
  const full = lines.length === 0 ? 0 : lines[state.line % lines.length].length;
  if (state.phase === 'typing') {
    if (state.length < full) return { delay: TYPE_MS, next: { ...state, length: state.length + 1 } };
    return { delay: HOLD_MS, next: { ...state, phase: 'deleting', length: Math.max(0, full - 1) } };
  }
  if (state.length > 0) return { delay: DELETE_MS, next: { ...state, length: state.length - 1 } };
  return { delay: PAUSE_MS, next: { line: (state.line + 1) % Math.max(1, lines.length), length: 1, phase: 'typing' } };
}

/** The full-page examples change every 3 seconds. */
export const EXAMPLE_ROTATION_MS = 3000;

/** The `size` items shown at rotation `step`: consecutive pages of the list, wrapping round. */
export function rotatingWindow<T>(items: readonly T[], step: number, size: number): T[] {
  if (items.length <= size) return [...items];
  const start = (step * size) % items.length;
  return Array.from({ length: size }, (_, i) => items[(start + i) % items.length]);
}
