/** The text split around its first 6-digit code (the verification or reset code), if it has one. */
export type CodeSplit = { before: string; code: string; after: string };

// Six digits standing alone: not part of a longer number such as a date or a phone number.
const CODE_PATTERN = /(?<!\d)\d{6}(?!\d)/;

export function splitAtCode(text: string): CodeSplit | null {
  const match = CODE_PATTERN.exec(text);
  if (!match) return null;
  return {
    before: text.slice(0, match.index),
    code: match[0],
    after: text.slice(match.index + match[0].length),
  };
}
