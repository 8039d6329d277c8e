/**
 * The keys a game's "how to play" text names, read as a player reads them: "Arrow keys or WASD", "Left/right or
 * A/D", "Up, W or Space", "press 1-3", "E or Enter", "D F J K (or ← ↓ ↑ →)", "Shift+B", "Type each word". Keys come
 * back as KeyboardEvent.key values (' ' for Space, lower-case letters), "Shift+B" as written; each once, in the
 * order the text names them.
 *
 * Self-contained on purpose (no module-level names): the playtest serializes it with toString() into the game's
 * page, where the checks run (page-checks.ts).
 */
export const keysNamedIn = (help: string): string[] => {
  const arrows = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];
  const symbols: Record<string, string> = { '←': 'ArrowLeft', '↓': 'ArrowDown', '↑': 'ArrowUp', '→': 'ArrowRight' };
  const patterns: [RegExp, (match: RegExpExecArray) => string[]][] = [
    [/\barrow keys\b|\bthe arrows\b|\barrows\//gi, () => arrows],
    [/\bWASD\b/g, () => ['w', 'a', 's', 'd']],
    [/\bLeft\/right\b/gi, () => ['ArrowLeft', 'ArrowRight']],
    [/\bUp\/down\b/gi, () => ['ArrowUp', 'ArrowDown']],
    [/(?<![/\w])Up\b(?!\/)/g, () => ['ArrowUp']],
    [/[←↓↑→]/g, (m) => [symbols[m[0]]]],
    [/\bSpace\b/g, () => [' ']],
    [/\bEnter\b/g, () => ['Enter']],
    [/\b(\d)-(\d)\b/g, (m) => Array.from({ length: Math.max(0, Number(m[2]) - Number(m[1]) + 1) }, (_, i) => String(Number(m[1]) + i))],
    [/\bShift\+([A-Z])\b/g, (m) => [`Shift+${m[1]}`]],
    // A single capital letter on its own is a letter key ("A/D", "E or Enter", "D F J K"), not after "Shift+";
    // but "A" or "I" opening a sentence before a word ("A frog jumps…", "I am…") is an article or a pronoun.
    [/(?<![+\w])([A-Z])(?![\w+])/g, (m) => {
      const opensSentence = /(^|[.!?:;]\s+)$/.test(help.slice(0, m.index));
      const wordAfter = /^\s+([a-z]+)/.exec(help.slice(m.index + 1));
      const article = (m[1] === 'A' || m[1] === 'I') && opensSentence && wordAfter !== null && !['to', 'or', 'and'].includes(wordAfter[1]);
      return article ? [] : [m[1].toLowerCase()];
    }],
    [/\btype each word\b/gi, () => [...'abcdefghijklmnopqrstuvwxyz']],
  ];
  const found: { at: number; keys: string[] }[] = [];
  for (const [pattern, keys] of patterns) {
    for (const match of help.matchAll(pattern)) found.push({ at: match.index ?? 0, keys: keys(match as RegExpExecArray) });
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).flatMap((f) => f.keys))];
};
