/** A piece of the assistant's answer: prose, or a fenced code block the creator can put into the editor. */
export type AnswerPart = { kind: 'text'; text: string } | { kind: 'code'; language: string; code: string };

const FENCE = /```([\w+-]*)[^\n]*\n([\s\S]*?)(?:\n```|```|$)/g;

/** Pure: the answer split at its fenced code blocks (an unclosed fence runs to the end); blank prose dropped. */
export function answerParts(answer: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  const text = (slice: string) => {
    const trimmed = slice.replace(/^\n+|\n+$/g, '');
    if (trimmed.trim() !== '') parts.push({ kind: 'text', text: trimmed });
  };
  let at = 0;
  for (const match of answer.matchAll(FENCE)) {
    text(answer.slice(at, match.index));
    parts.push({ kind: 'code', language: match[1] ?? '', code: match[2] ?? '' });
    at = (match.index ?? 0) + match[0].length;
  }
  text(answer.slice(at));
  return parts;
}

/** Pure: prose with its `inline code` spans marked, for rendering. */
export function inlineSpans(text: string): { code: boolean; text: string }[] {
  return text.split(/(`[^`\n]+`)/g).filter(Boolean).map((piece) => (/^`[^`]+`$/.test(piece) ? { code: true, text: piece.slice(1, -1) } : { code: false, text: piece }));
}
