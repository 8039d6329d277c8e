import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * One encrypted field of an event (docs/architecture.md, Field encryption): the JSON value
 * `{"$enc":"v1.<keyId>.<shape>.<base64url of iv | ciphertext | tag>"}`, AES-256-GCM with the subject's data key.
 * The associated data binds the ciphertext to its event id, its field path, its key id and its shape, so a
 * ciphertext copied into another event or field, or a header edited, fails to decrypt.
 * `shape` is the JSON type of the plaintext (s string, n number, b boolean, o object, a array): once the key
 * is destroyed the field reads as a placeholder of the same type, so every decider, evolve and projection
 * that folds the event keeps working.
 */
export type EncryptedField = { $enc: string };

export type Shape = 's' | 'n' | 'b' | 'o' | 'a';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What an erased field reads as, by the shape it had. */
export const ERASED_STRING = '[erased]';
export const placeholderOf = (shape: Shape): unknown => {
  switch (shape) {
    case 's':
      return ERASED_STRING;
    case 'n':
      return 0;
    case 'b':
      return false;
    case 'o':
      return {};
    case 'a':
      return [];
  }
};

export const shapeOf = (value: unknown): Shape | null => {
  if (typeof value === 'string') return 's';
  if (typeof value === 'number') return 'n';
  if (typeof value === 'boolean') return 'b';
  if (Array.isArray(value)) return 'a';
  if (value !== null && typeof value === 'object') return 'o';
  return null; // null and undefined say nothing about anyone: they stay as they are
};

/** Whether a stored value is an encrypted field (an object with the one key `$enc` holding a string). */
export const isEncrypted = (value: unknown): value is EncryptedField => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === '$enc' && typeof (value as EncryptedField).$enc === 'string';
};

export type Envelope = { keyId: string; shape: Shape; payload: string };

/** The header of an encrypted field (its key id is readable without the key), or null when it is not one. */
export const envelopeOf = (value: EncryptedField): Envelope | null => {
  const text = value.$enc;
  if (!text.startsWith(`${VERSION}.`)) return null;
  const last = text.lastIndexOf('.');
  const shapeAt = text.lastIndexOf('.', last - 1);
  if (shapeAt <= VERSION.length) return null;
  const shape = text.slice(shapeAt + 1, last);
  if (!['s', 'n', 'b', 'o', 'a'].includes(shape)) return null;
  return { keyId: text.slice(VERSION.length + 1, shapeAt), shape: shape as Shape, payload: text.slice(last + 1) };
};

// A JSON array: unambiguous whatever characters the key id holds.
const associatedData = (keyId: string, shape: Shape, eventId: string, path: string): Buffer =>
  Buffer.from(JSON.stringify([VERSION, keyId, shape, eventId, path]), 'utf8');

/** Encrypts a non-null JSON value of the event `eventId` at `path`; null and undefined come back as they are. */
export const encryptField = (key: Buffer, keyId: string, eventId: string, path: string, value: unknown): unknown => {
  const shape = shapeOf(value);
  if (shape === null) return value;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(keyId, shape, eventId, path));
  const body = Buffer.concat([iv, cipher.update(JSON.stringify(value), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { $enc: `${VERSION}.${keyId}.${shape}.${body.toString('base64url')}` } satisfies EncryptedField;
};

export class FieldDecryptionError extends Error {}

/** The plaintext value of an encrypted field; throws FieldDecryptionError when it was altered or moved. */
export const decryptField = (key: Buffer, envelope: Envelope, eventId: string, path: string): unknown => {
  const body = Buffer.from(envelope.payload, 'base64url');
  if (body.length < IV_BYTES + TAG_BYTES) throw new FieldDecryptionError('An encrypted field is too short');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, IV_BYTES));
    decipher.setAAD(associatedData(envelope.keyId, envelope.shape, eventId, path));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    return JSON.parse(text);
  } catch {
    throw new FieldDecryptionError(`An encrypted field of event ${eventId} (${path}) does not decrypt with its key`);
  }
};

/** Key wrapping (envelope encryption): a data key sealed with the key-encryption key, bound to its key id. */
export const wrapKey = (kek: Buffer, keyId: string, dataKey: Buffer): Buffer => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  cipher.setAAD(Buffer.from(`tempest-key|${keyId}`, 'utf8'));
  return Buffer.concat([iv, cipher.update(dataKey), cipher.final(), cipher.getAuthTag()]);
};

export const unwrapKey = (kek: Buffer, keyId: string, wrapped: Buffer): Buffer => {
  const decipher = createDecipheriv('aes-256-gcm', kek, wrapped.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(`tempest-key|${keyId}`, 'utf8'));
  decipher.setAuthTag(wrapped.subarray(wrapped.length - TAG_BYTES));
  return Buffer.concat([decipher.update(wrapped.subarray(IV_BYTES, wrapped.length - TAG_BYTES)), decipher.final()]);
};
