/**
 * The Image block's upload, checked in the browser as the server checks it (docs/api-media.md, Uploads):
 * JPEG, PNG, WebP or GIF by the file's first bytes, never its name or declared type; at most 5242880
 * bytes (spec 1 §5, §9). The server checks again; its message is shown when it refuses.
 */
export const MAX_IMAGE_BYTES = 5_242_880;
export const IMAGE_TOO_LARGE = `The image is too large. Maximum size is 5MB (${MAX_IMAGE_BYTES} bytes).`;
export const NOT_AN_IMAGE = 'The file is not an image of an accepted type: JPEG, PNG, WebP or GIF';
export const EMPTY_IMAGE = 'The image is empty';
/** What the file picker offers (the bytes still decide). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
/** How many leading bytes name the type. */
export const IMAGE_HEAD_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes are, by their magic numbers, or null. */
export const imageTypeOf = (head: Uint8Array): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | null => {
  if (startsWith(head, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
};

/** Why the file may not be uploaded (its size and first bytes), or null when it may. */
export const imageFileProblem = (size: number, head: Uint8Array): string | null => {
  if (size === 0) return EMPTY_IMAGE;
  if (size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return imageTypeOf(head) === null ? NOT_AN_IMAGE : null;
};
