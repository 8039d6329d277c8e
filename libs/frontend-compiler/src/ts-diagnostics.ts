const ASSIGNABILITY = new Set([2322, 2345, 2375, 2739, 2740, 2741, 2769]);

const HINTS: Record<number, string> = {
  2304: 'Declare it, or import it from the file or package that exports it.',
  2305: "Check the name against what the module exports (or import the file's default export without braces).",
  2339: 'Check the spelling, or add the property to the type.',
  2554: 'Pass as many arguments as the function declares.',
  2786: 'A component must return JSX, a string, a number or null.',
  18047: 'Check for null first (if (value) { … }) or use optional chaining (value?.field).',
  18048: 'Check for undefined first (if (value) { … }) or use optional chaining (value?.field).',
  2532: 'Check for undefined first (if (value) { … }) or use optional chaining (value?.field).',
  1005: 'Check the syntax just before this position: a missing bracket, parenthesis, comma or closing tag.',
  17002: 'Close each JSX tag with the same name it was opened with.',
  17008: 'Close the JSX element (or make it self-closing: <Tag />).',
};

const DID_YOU_MEAN = /Did you mean '([^']+)'\?/;

/** A helpful next step for a TypeScript diagnostic (its code; its message, then its related messages), when there is one. */
export const suggestionFor = (code: number, messages: string[]): string | null => {
  const match = messages.map((text) => DID_YOU_MEAN.exec(text)).find((found) => found !== null);
  if (match) return `Did you mean '${match[1]}'?`;
  return ASSIGNABILITY.has(code) ? 'Change the value or the declared type so they match.' : (HINTS[code] ?? null);
};
