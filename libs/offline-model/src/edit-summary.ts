/**
 * What the offline agent says after an edit turn, derived from what its tools actually did (issue 13 item 11):
 * a change is named as done only when at least one asset was written; a turn that wrote nothing says so and
 * claims nothing; a write that failed, or a build that fails afterwards, is said plainly.
 */
export type EditOutcome = {
  /** The plan edit's own words, lower case ("made it faster"; may end with "; I couldn't do …"). */
  change: string;
  /** Names of the assets a tool wrote (created, edited or deleted) this turn. */
  written: string[];
  /** Writes a tool refused, with its message. */
  failed: { name: string; message: string }[];
  /** The game itself renamed: true; refused: its message; not asked: null. */
  renamed: true | string | null;
  /** The build after frontend changes: null when it did not run, else its first error (or '' when it passed). */
  buildError: string | null;
};

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "a", "a and b", "a, b and c"; more than four: the first three and how many more. */
export const listOf = (names: string[]): string => {
  const shown = names.length > 4 ? [...names.slice(0, 3), `${names.length - 3} more`] : names;
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
};

/** Pure: the closing sentence(s) of an edit turn. */
export const editSummary = ({ change, written, failed, renamed, buildError }: EditOutcome): string => {
  const refusals = failed.map((f) => `${f.name} (${f.message.replace(/\.$/, '')})`);
  const parts: string[] = [];
  if (written.length === 0 && renamed !== true) {
    parts.push(
      failed.length > 0
        ? `I couldn't make that change: writing ${listOf(refusals)} failed, so the game is as it was.`
        : `Nothing changed: the game already has what you asked for (${change.replace(/;.*$/, '')}).`,
    );
  } else {
    parts.push(`${capitalised(change)}.${written.length > 0 ? ` I updated ${listOf(written)}.` : ''}`);
    if (failed.length > 0) parts.push(`Only in part: I couldn't write ${listOf(refusals)}.`);
  }
  if (renamed === true) parts.push('The game itself is renamed too.');
  else if (typeof renamed === 'string') parts.push(`I couldn't rename the game itself: ${renamed}`);
  if (buildError) parts.push(`The build fails after this change: ${buildError}`);
  return parts.join(' ');
};
