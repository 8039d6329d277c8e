import { useEffect, useState } from 'react';
import { TYPEWRITER_START, typewriterStep, typewriterText } from '../typewriter';

/** The typewriter's current text; stands still (empty) while `running` is false. */
export function useTypewriter(lines: readonly string[], running: boolean): string {
  const [state, setState] = useState(TYPEWRITER_START);

  useEffect(() => {
    if (!running || lines.length === 0) return;
    const { delay, next } = typewriterStep(state, lines);
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [lines, running, state]);

  return running ? typewriterText(state, lines) : '';
}
