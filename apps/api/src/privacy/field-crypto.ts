import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * One encrypted field of an event (docs/architecture.md, Field encryption): the JSON value
 * `{"$enc":"v1.<keyId>.<shape>.<base64url of iv | ciphertext | tag>"}`, AES-256-GCM with the subject's data key.
 * The associated data binds the ciphertext to its event id, its key id and its shape, so a ciphertext
 * copied into another event, or a header edited, fails to decrypt.
 * A plaintext of 1 KB or more is deflated first (`<shape>z`): a ciphertext does not compress, and
 * PostgreSQL would have compressed the plaintext (code compresses ~3×; bench/encryption/results.md).
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

const SHAPES = new Set(['s', 'n', 'b', 'o', 'a']);
const PACK_FROM_BYTES = 1024;
// A 4 KB window and small hash tables: a field is a few KB, and most of a deflate call is allocating and
// clearing zlib's state (256 KB at the defaults): about 20 % faster, the same size on 1–4 KB of code
// (measured beside bench/encryption). Inflate reads any window size.
const DEFLATE = { level: 1, windowBits: 12, memLevel: 4 } as const;

export type Envelope = { keyId: string; shape: Shape; packed: boolean; payload: string };

/** The header of an encrypted field (its key id is readable without the key), or null when it is not one. */
export const envelopeOf = (value: EncryptedField): Envelope | null => {
  const text = value.$enc;
  if (!text.startsWith(`${VERSION}.`)) return null;
  const last = text.lastIndexOf('.');
  const shapeAt = text.lastIndexOf('.', last - 1);
  if (shapeAt <= VERSION.length) return null;
  const token = text.slice(shapeAt + 1, last);
  const shape = token[0];
  if (!SHAPES.has(shape) || (token.length > 1 && token !== `${shape}z`)) return null;
  return { keyId: text.slice(VERSION.length + 1, shapeAt), shape: shape as Shape, packed: token.length > 1, payload: text.slice(last + 1) };
};

// A JSON array: unambiguous whatever characters the key id holds. The field path is not in it, so that an
// export can decrypt the stored JSON text without parsing it (fieldsOfJsonText); a ciphertext still cannot
// move to another event, key or shape.
// Its head per key id and shape is kept: it is built for every field read and written (bench/encryption).
const adHeads = new Map<string, string>();
const associatedData = (keyId: string, token: string, eventId: string): Buffer => {
  let head = adHeads.get(`${token}.${keyId}`);
  if (head === undefined) {
    if (adHeads.size >= 10_000) adHeads.clear();
    head = `["${VERSION}",${JSON.stringify(keyId)},"${token}",`;
    adHeads.set(`${token}.${keyId}`, head);
  }
  return Buffer.from(`${head}${JSON.stringify(eventId)}]`, 'utf8');
};

// IVs come from a pooled random buffer: one randomBytes call per 4,096 fields instead of one each.
let ivPool = Buffer.alloc(0);
let ivAt = 0;
const nextIv = (): Buffer => {
  if (ivAt + IV_BYTES > ivPool.length) {
    ivPool = randomBytes(IV_BYTES * 4096);
    ivAt = 0;
  }
  ivAt += IV_BYTES;
  return ivPool.subarray(ivAt - IV_BYTES, ivAt);
};

/** A string is sealed as its UTF-8 bytes, anything else as its JSON text. */
const plaintextOf = (shape: Shape, value: unknown): Buffer => Buffer.from(shape === 's' ? (value as string) : JSON.stringify(value), 'utf8');

/**
 * Encrypts a JSON value of the event `eventId`. null, undefined and the empty string come back as they are
 * (they say nothing about anyone, and a ciphertext's length would tell an empty string anyway).
 */
export const encryptField = (key: Buffer, keyId: string, eventId: string, value: unknown): unknown => {
  const shape = shapeOf(value);
  if (shape === null || value === '') return value;
  let plaintext = plaintextOf(shape, value);
  const token = plaintext.length >= PACK_FROM_BYTES ? `${shape}z` : shape;
  if (token !== shape) plaintext = deflateRawSync(plaintext, DEFLATE);
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(keyId, token, eventId));
  const body = Buffer.concat([iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return { $enc: `${VERSION}.${keyId}.${token}.${body.toString('base64url')}` } satisfies EncryptedField;
};

export class FieldDecryptionError extends Error {}

const openBytes = (key: Buffer, envelope: Envelope, eventId: string): string => {
  const body = Buffer.from(envelope.payload, 'base64url');
  if (body.length < IV_BYTES + TAG_BYTES) throw new FieldDecryptionError('An encrypted field is too short');
  let plaintext: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, IV_BYTES));
    decipher.setAAD(associatedData(envelope.keyId, envelope.packed ? `${envelope.shape}z` : envelope.shape, eventId));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    plaintext = decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES));
    decipher.final(); // checks the tag; GCM gives nothing more here
  } catch {
    throw new FieldDecryptionError(`An encrypted field of event ${eventId} does not decrypt with its key`);
  }
  return (envelope.packed ? inflateRawSync(plaintext) : plaintext).toString('utf8');
};

/** The plaintext value of an encrypted field; throws FieldDecryptionError when it was altered or moved. */
export const decryptField = (key: Buffer, envelope: Envelope, eventId: string): unknown => {
  const text = openBytes(key, envelope, eventId);
  return envelope.shape === 's' ? text : JSON.parse(text);
};

/** As decryptField, the value as JSON text (an export writes it without parsing). */
export const decryptFieldJson = (key: Buffer, envelope: Envelope, eventId: string): string => {
  const text = openBytes(key, envelope, eventId);
  return envelope.shape === 's' ? JSON.stringify(text) : text;
};

/**
 * The encrypted fields in a document's JSON text, as PostgreSQL's jsonb prints them (`{"$enc": "v1…"}`) or
 * JSON.stringify does: each with where it is in the text.
 */
export const ENCRYPTED_IN_TEXT = /\{"\$enc": ?"(v1\.[^"\\]+)"\}/g;

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
