import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * One encrypted field of an event (docs/architecture.md, Field encryption): the JSON value
 * `{"$enc":"v1.<keyId>.<token>.<base64url>"}`, AES-256-GCM with the subject's data key. The fields an event
 * seals together are ONE ciphertext (one cipher, one IV, one tag: a cipher costs more than encrypting a
 * field of a few hundred bytes), cut at field boundaries: the first field holds `iv | its bytes | tag`
 * and its token ends with `*<count>` when there are others; field i (1…) holds only its bytes, token
 * ending `~<i>`. A lone field is `<shape>` with `iv | bytes | tag`. The associated data binds the whole to
 * its event id, key id and every field's shape in order, so a field copied into another event, moved
 * within it, dropped, or a header edited, fails to decrypt (then every field of the group reads erased).
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

const PACK_FROM_BYTES = 1024;
// A 4 KB window and small hash tables: a field is a few KB, and most of a deflate call is allocating and
// clearing zlib's state (256 KB at the defaults): about 20 % faster, the same size on 1–4 KB of code
// (measured beside bench/encryption). Inflate reads any window size.
const DEFLATE = { level: 1, windowBits: 12, memLevel: 4 } as const;

/**
 * An encrypted field's header, readable without the key. `index` is its place in its event's ciphertext
 * (0: the first, which holds the IV and tag); `count` is how many fields that ciphertext holds, known from
 * the first (1 when alone), 0 on the others.
 */
export type Envelope = { keyId: string; shape: Shape; packed: boolean; index: number; count: number; payload: string };

const TOKEN = /^([snboa])(z?)(?:\*([2-9]|[1-9]\d{1,3})|~([1-9]\d{0,3}))?$/;

/** The header of an encrypted field, or null when it is not one. */
export const envelopeOf = (value: EncryptedField): Envelope | null => {
  const text = value.$enc;
  if (!text.startsWith(`${VERSION}.`)) return null;
  const last = text.lastIndexOf('.');
  const shapeAt = text.lastIndexOf('.', last - 1);
  if (shapeAt <= VERSION.length) return null;
  const token = TOKEN.exec(text.slice(shapeAt + 1, last));
  if (!token) return null;
  const index = token[4] ? Number(token[4]) : 0;
  const count = token[3] ? Number(token[3]) : index > 0 ? 0 : 1;
  return { keyId: text.slice(VERSION.length + 1, shapeAt), shape: token[1] as Shape, packed: token[2] === 'z', index, count, payload: text.slice(last + 1) };
};

// A JSON array: unambiguous whatever characters the key id holds. `shapes` are the group's tokens in order
// (`s,oz,a`). Field paths are not in it, so that an export can decrypt the stored JSON text without parsing
// it; the order of the fields is (each field's index). Its head per key id and shapes is kept: it is built
// for every event read and written (bench/encryption).
const adHeads = new Map<string, Buffer>();
// The associated data is copied by setAAD, so it is put together in one scratch buffer (an event id is a uuid:
// its JSON text is ASCII of a known length) rather than a new buffer per event: every event read is decrypted.
let adScratch = Buffer.alloc(1024);
const associatedData = (keyId: string, shapes: string, eventId: string): Buffer => {
  let head = adHeads.get(`${shapes}.${keyId}`);
  if (head === undefined) {
    if (adHeads.size >= 10_000) adHeads.clear();
    head = Buffer.from(`["${VERSION}",${JSON.stringify(keyId)},"${shapes}",`, 'utf8');
    adHeads.set(`${shapes}.${keyId}`, head);
  }
  const id = JSON.stringify(eventId);
  const length = head.length + Buffer.byteLength(id, 'utf8') + 1;
  if (length > adScratch.length) adScratch = Buffer.alloc(length * 2);
  head.copy(adScratch, 0);
  const at = head.length + adScratch.write(id, head.length, 'utf8');
  adScratch[at] = 0x5d; // ]
  return adScratch.subarray(0, length);
};
const shapeToken = (envelope: Envelope): string => (envelope.packed ? `${envelope.shape}z` : envelope.shape);

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
 * Encrypts JSON values of the event `eventId` together (one ciphertext; see the top of this file), and gives
 * back what to store for each, in order. null, undefined and the empty string come back as they are (they
 * say nothing about anyone, and a ciphertext's length would tell an empty string anyway).
 */
export const encryptFields = (key: Buffer, keyId: string, eventId: string, values: readonly unknown[]): unknown[] => {
  const at: number[] = [];
  const plaintexts: Buffer[] = [];
  const tokens: string[] = [];
  values.forEach((value, i) => {
    const shape = shapeOf(value);
    if (shape === null || value === '') return;
    const plaintext = plaintextOf(shape, value);
    const packed = plaintext.length >= PACK_FROM_BYTES;
    at.push(i);
    plaintexts.push(packed ? deflateRawSync(plaintext, DEFLATE) : plaintext);
    tokens.push(packed ? `${shape}z` : shape);
  });
  if (at.length === 0) return [...values];
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(keyId, tokens.join(','), eventId));
  const bodies = plaintexts.map((plaintext) => cipher.update(plaintext));
  cipher.final();
  bodies[0] = Buffer.concat([iv, bodies[0], cipher.getAuthTag()]);
  const stored = [...values];
  at.forEach((i, j) => {
    const token = j > 0 ? `${tokens[j]}~${j}` : at.length > 1 ? `${tokens[0]}*${at.length}` : tokens[0];
    stored[i] = { $enc: `${VERSION}.${keyId}.${token}.${bodies[j].toString('base64url')}` } satisfies EncryptedField;
  });
  return stored;
};

/** One value encrypted alone. */
export const encryptField = (key: Buffer, keyId: string, eventId: string, value: unknown): unknown => encryptFields(key, keyId, eventId, [value])[0];

export class FieldDecryptionError extends Error {}

/**
 * The plaintexts (a string's text, else JSON text) of the fields of one ciphertext, given in index order, the
 * first first; throws FieldDecryptionError when one was altered, moved, dropped or added.
 */
export const decryptGroup = (key: Buffer, group: readonly Envelope[], eventId: string): string[] => {
  const first = group[0];
  const bad = () => new FieldDecryptionError(`The encrypted fields of event ${eventId} do not decrypt with their key`);
  if (!first || first.count !== group.length || group.some((e, i) => e.index !== i || e.keyId !== first.keyId)) throw bad();
  const head = Buffer.from(first.payload, 'base64url');
  if (head.length < IV_BYTES + TAG_BYTES) throw bad();
  let plaintexts: Buffer[];
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, head.subarray(0, IV_BYTES));
    decipher.setAAD(associatedData(first.keyId, group.map(shapeToken).join(','), eventId));
    decipher.setAuthTag(head.subarray(head.length - TAG_BYTES));
    plaintexts = group.map((e, i) => decipher.update(i === 0 ? head.subarray(IV_BYTES, head.length - TAG_BYTES) : Buffer.from(e.payload, 'base64url')));
    decipher.final(); // checks the tag before any plaintext is used
  } catch {
    throw bad();
  }
  return plaintexts.map((plaintext, i) => (group[i].packed ? inflateRawSync(plaintext) : plaintext).toString('utf8'));
};

/** A decrypted field's value from its plaintext. */
export const valueOf = (envelope: Envelope, text: string): unknown => (envelope.shape === 's' ? text : JSON.parse(text));
/** As valueOf, as JSON text (an export writes it without parsing). */
export const jsonOf = (envelope: Envelope, text: string): string => (envelope.shape === 's' ? JSON.stringify(text) : text);

/** The plaintext value of a field encrypted alone; throws FieldDecryptionError when it was altered or moved. */
export const decryptField = (key: Buffer, envelope: Envelope, eventId: string): unknown => valueOf(envelope, decryptGroup(key, [envelope], eventId)[0]);

/** As decryptField, the value as JSON text. */
export const decryptFieldJson = (key: Buffer, envelope: Envelope, eventId: string): string => jsonOf(envelope, decryptGroup(key, [envelope], eventId)[0]);

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
