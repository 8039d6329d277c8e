import { decryptGroup, FieldDecryptionError, type Envelope } from './field-crypto.js';

/**
 * An event's encrypted fields by the ciphertext they belong to (field-crypto.ts): a field encrypted alone is
 * its own; the fields of a ciphertext of several, in index order. This code writes at most one ciphertext of
 * several per event (the migration seals fields alone beside fields already encrypted), so any field that is
 * not alone belongs to it; an incomplete or mixed set fails to decrypt as a whole.
 */
const groupsOf = (envelopes: readonly Envelope[]): number[][] => {
  const groups: number[][] = [];
  const shared: number[] = [];
  envelopes.forEach((e, i) => (e.count === 1 ? groups.push([i]) : shared.push(i)));
  if (shared.length > 0) groups.push(shared.sort((a, b) => envelopes[a].index - envelopes[b].index));
  return groups;
};

/**
 * The plaintext of each of an event's encrypted fields, in their order: its text; null when its key was
 * destroyed or it does not decrypt (altered, moved, from another event: it reads as the placeholder of its
 * shape, never as another's data); undefined when `keyOf` has no key for it in memory (it stays as it is).
 * `failed` tells that some did not decrypt (not a destroyed key).
 */
export const openFields = (
  keyOf: (keyId: string) => Buffer | null | undefined,
  eventId: string,
  envelopes: readonly Envelope[],
): { texts: (string | null | undefined)[]; failed: boolean } => {
  const texts: (string | null | undefined)[] = new Array(envelopes.length).fill(null);
  let failed = false;
  for (const group of groupsOf(envelopes)) {
    const key = keyOf(envelopes[group[0]].keyId);
    if (key === undefined) for (const i of group) texts[i] = undefined;
    if (!key) continue;
    try {
      const opened = decryptGroup(key, group.map((i) => envelopes[i]), eventId);
      group.forEach((i, j) => (texts[i] = opened[j]));
    } catch (error) {
      if (!(error instanceof FieldDecryptionError)) throw error;
      failed = true;
    }
  }
  return { texts, failed };
};
