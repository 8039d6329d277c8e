/** What a keydown target needs to tell whether the user is typing. */
export type KeyTarget = {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
  closest?: (selector: string) => unknown;
} | null;

const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'time', 'datetime-local', 'month', 'week']);

/** Pause keys are ignored while typing (inputs, textareas, contenteditable, Monaco). */
export function isTypingTarget(target: KeyTarget): boolean {
  if (!target) return false;
  const tag = (target.tagName ?? '').toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return TEXT_INPUT_TYPES.has((target.type ?? '').toLowerCase());
  if (target.isContentEditable) return true;
  return Boolean(target.closest?.('.monaco-editor, [contenteditable="true"], [role="textbox"]'));
}

/** Buttons and links act on Space themselves. */
const isControl = (target: KeyTarget): boolean =>
  Boolean(target?.closest?.('button, a[href], [role="button"], [role="checkbox"], [role="switch"], [role="tab"], summary'));

export type KeyInfo = { key: string; target: KeyTarget; ctrlKey: boolean; metaKey: boolean; altKey: boolean; repeat: boolean };

/** R or P toggles pause; Space toggles play (which is pause, here). See docs/api-frontends.md, The game view in the studio. */
export function isPauseToggleKey(event: KeyInfo): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || isTypingTarget(event.target)) return false;
  const key = event.key.toLowerCase();
  if (key === 'r' || key === 'p') return true;
  return key === ' ' && !isControl(event.target);
}

/**
 * Whether the game frame may take the focus as it becomes ready (start, Restart, a rebuilt preview): not
 * while the user types somewhere else (the code editor, the agent's chat), which a reload must not interrupt.
 */
export const mayFocusFrame = (active: KeyTarget): boolean => !isTypingTarget(active);
