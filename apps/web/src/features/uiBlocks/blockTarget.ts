// The Blocks drawer's words about where its block goes.

/** The line above the preview: what Insert (or Update) will do; after a refusal, that nothing was written. */
export const targetText = (label: string, usageLine: number | null, cursorLine: number, refused: boolean): string => {
  if (refused) return `The ${label} was not written: see why below`;
  if (usageLine !== null) return `Editing the ${label} on line ${usageLine}`;
  return `New ${label}: Insert puts it at the cursor (line ${cursorLine})`;
};
