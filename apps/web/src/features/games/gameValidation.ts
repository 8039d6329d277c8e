export const NAME_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 2000;

/** Mirrors the API's rule: 1..100 characters after trimming. Returns a message or null. */
export function validateGameName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Give your game a name.';
  if (trimmed.length > NAME_MAX_LENGTH) {
    return `Names can be at most ${NAME_MAX_LENGTH} characters (this one has ${trimmed.length}).`;
  }
  return null;
}

export function validateGameDescription(description: string): string | null {
  const { length } = description.trim();
  if (length > DESCRIPTION_MAX_LENGTH) {
    return `Descriptions can be at most ${DESCRIPTION_MAX_LENGTH} characters (this one has ${length}).`;
  }
  return null;
}
