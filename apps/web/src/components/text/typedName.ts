/**
 * A name as the user typed it into a form (a checkpoint's in History, a save's in the play dock): trimmed, and
 * null when nothing is left, so the form cannot be submitted with a blank name.
 */
export const typedName = (text: string): string | null => text.trim() || null;
