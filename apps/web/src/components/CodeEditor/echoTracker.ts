/**
 * Tells the editor's own text coming back as a `value` prop (an echo, possibly several keystrokes
 * behind) from a change made elsewhere (a reload, another tab's save). Typing fast, React may render a
 * value the editor has already moved past; writing that back would move the cursor to the end and drop
 * the keys typed since (issue 13 item 10). Only a value the editor never produced is applied.
 */
export type EchoTracker = {
  /** The editor produced `text` (the user typed). */
  emitted(text: string): void;
  /** What a new `value` prop means, given the editor's current text. */
  settle(value: string, current: string): 'echo' | 'same' | 'external';
  /** A new document: forget what was typed into the old one. */
  reset(): void;
};

export function createEchoTracker(): EchoTracker {
  // Texts the editor produced that no render has handed back yet, oldest first.
  let pending: string[] = [];
  return {
    emitted(text) {
      pending.push(text);
    },
    settle(value, current) {
      const index = pending.lastIndexOf(value);
      if (index >= 0) {
        // Renders arrive in order: once this one is back, the older ones never will be.
        pending = pending.slice(index + 1);
        return 'echo';
      }
      if (value === current) {
        pending = [];
        return 'same';
      }
      pending = [];
      return 'external';
    },
    reset() {
      pending = [];
    },
  };
}
