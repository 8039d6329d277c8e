/**
 * The keys a game's "how to play" line names, read as a player reads them (test support): "Arrow keys or WASD",
 * "Left/right or A/D", "Up, W or Space", "press 1-3", "E or Enter", "D F J K (or ← ↓ ↑ →)", "Shift+B", "Type each
 * word". Keys come back as KeyboardEvent.key values (' ' for Space, lower-case letters), "Shift+B" as Playwright
 * presses it; each once, in the order the text names them.
 */
const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];
const SYMBOLS: Record<string, string> = { '←': 'ArrowLeft', '↓': 'ArrowDown', '↑': 'ArrowUp', '→': 'ArrowRight' };

const PATTERNS: [RegExp, (match: RegExpExecArray) => string[]][] = [
  [/\barrow keys\b|\bthe arrows\b|\barrows\//gi, () => ARROWS],
  [/\bWASD\b/g, () => ['w', 'a', 's', 'd']],
  [/\bLeft\/right\b/gi, () => ['ArrowLeft', 'ArrowRight']],
  [/\bUp\/down\b/gi, () => ['ArrowUp', 'ArrowDown']],
  [/(?<![/\w])Up\b(?!\/)/g, () => ['ArrowUp']],
  [/[←↓↑→]/g, (m) => [SYMBOLS[m[0]]]],
  [/\bSpace\b/g, () => [' ']],
  [/\bEnter\b/g, () => ['Enter']],
  [/\b(\d)-(\d)\b/g, (m) => Array.from({ length: Number(m[2]) - Number(m[1]) + 1 }, (_, i) => String(Number(m[1]) + i))],
  [/\bShift\+([A-Z])\b/g, (m) => [`Shift+${m[1]}`]],
  // A single capital letter on its own is a letter key ("A/D", "E or Enter", "D F J K"), not after "Shift+".
  [/(?<![+\w])([A-Z])(?![\w+])/g, (m) => [m[1].toLowerCase()]],
  [/\btype each word\b/gi, () => [...'abcdefghijklmnopqrstuvwxyz']],
];

/** The keys `help` names, in the order it names them. */
export const keysNamedIn = (help: string): string[] => {
  const found: { at: number; keys: string[] }[] = [];
  for (const [pattern, keys] of PATTERNS) {
    for (const match of help.matchAll(pattern)) found.push({ at: match.index ?? 0, keys: keys(match as RegExpExecArray) });
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).flatMap((f) => f.keys))];
};
