import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import {
  decryptField,
  decryptFieldJson,
  decryptGroup,
  ENCRYPTED_IN_TEXT,
  encryptField,
  encryptFields,
  envelopeOf,
  ERASED_STRING,
  FieldDecryptionError,
  isEncrypted,
  placeholderOf,
  unwrapKey,
  wrapKey,
  type EncryptedField,
} from './field-crypto.js';

const key = randomBytes(32);
const EVENT = '0b5e3a2c-8f4e-4a55-9d7b-3c1f6e2a9b10';
const OTHER_EVENT = '6a1d2b3c-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const seal = (value: unknown, keyId = 'user:42') => encryptField(key, keyId, EVENT, value) as EncryptedField;
const open = (field: EncryptedField, eventId = EVENT, withKey = key) => decryptField(withKey, envelopeOf(field)!, eventId);

describe('field encryption', () => {
  it.each([
    ['a string', 'ada@example.com'],
    ['a number', 42.5],
    ['a boolean', true],
    ['an object', { entities: { hero: { hp: 3 } }, note: 'héllo ✓' }],
    ['an array', [{ name: 'spec.md' }, 1, null]],
  ])('gives back %s as it was, and stores none of it in clear', (_, value) => {
    const sealed = seal(value);
    expect(isEncrypted(sealed)).toBe(true);
    expect(JSON.stringify(sealed)).not.toContain(JSON.stringify(value).slice(1, 8));
    expect(open(sealed)).toEqual(value);
  });

  it('leaves null, undefined and the empty string as they are (they say nothing about anyone)', () => {
    expect(encryptField(key, 'user:42', EVENT, null)).toBeNull();
    expect(encryptField(key, 'user:42', EVENT, undefined)).toBeUndefined();
    expect(encryptField(key, 'user:42', EVENT, '')).toBe('');
  });

  it("decrypts in a document's JSON text without parsing it, as PostgreSQL prints jsonb", () => {
    const text = `{"email": {"$enc": "${seal('ada "the" <b>@example.com').$enc}"}, "data": {"$enc": "${seal({ a: [1, 'x'] }).$enc}"}, "n": 1}`;
    const opened = text.replace(ENCRYPTED_IN_TEXT, (_, sealed: string) => decryptFieldJson(key, envelopeOf({ $enc: sealed })!, EVENT));
    expect(JSON.parse(opened)).toEqual({ email: 'ada "the" <b>@example.com', data: { a: [1, 'x'] }, n: 1 });
  });

  it('names its key and shape in clear, so a reader finds the key and an erased field keeps its type', () => {
    const envelope = envelopeOf(seal({ a: 1 }, 'game:7f1c.with.dots'))!;
    expect(envelope.keyId).toBe('game:7f1c.with.dots');
    expect(envelope.shape).toBe('o');
    expect(seal('x').$enc.startsWith('v1.user:42.s.')).toBe(true);
  });

  it('deflates a plaintext of 1 KB or more before encrypting it (a ciphertext does not compress), and not a smaller one', () => {
    const code = Array.from({ length: 300 }, (_, i) => `  if (hero.speed > ${i}) hero.jump = ${i % 7};`).join('\n');
    const big = seal({ name: 'main.js', code });
    expect(envelopeOf(big)!.shape).toBe('o');
    expect(envelopeOf(big)!.packed).toBe(true);
    expect(big.$enc.length).toBeLessThan(code.length / 2);
    expect(open(big)).toEqual({ name: 'main.js', code });
    const script = seal(code.slice(0, 1500));
    expect(envelopeOf(script)!.packed).toBe(true);
    expect(open(script)).toBe(code.slice(0, 1500));
    const small = seal(code.slice(0, 1000));
    expect(envelopeOf(small)!.packed).toBe(false);
    expect(open(small)).toBe(code.slice(0, 1000));
  });

  describe('the fields of one event, sealed together (one cipher, one IV, one tag)', () => {
    const sealAll = (values: unknown[]) => encryptFields(key, 'user:42', EVENT, values) as (EncryptedField | null | string)[];
    const envelopes = (fields: unknown[]) => fields.filter((f): f is EncryptedField => isEncrypted(f)).map((f) => envelopeOf(f)!);

    it('gives back each value as it was, skipping null and the empty string, and only the first field carries the IV and tag', () => {
      const values = [{ dx: 1 }, null, 'moved to 3', '', [1, 'a'], 'x'.repeat(1500)];
      const sealed = sealAll(values);
      expect(sealed[1]).toBeNull();
      expect(sealed[3]).toBe('');
      const group = envelopes(sealed);
      expect(group.map((e) => [e.index, e.count])).toEqual([[0, 4], [1, 0], [2, 0], [3, 0]]);
      expect((sealed[0] as EncryptedField).$enc).toContain('.o*4.');
      expect((sealed[2] as EncryptedField).$enc).toContain('.s~1.');
      expect(Buffer.from(group[1].payload, 'base64url').length).toBe('moved to 3'.length);
      expect(decryptGroup(key, group, EVENT)).toEqual(['{"dx":1}', 'moved to 3', '[1,"a"]', 'x'.repeat(1500)]);
    });

    it('refuses the group when a field was swapped with another, dropped, altered or copied into another event', () => {
      const group = envelopes(sealAll(['ada@example.com', 'ada_l', 'ada again']));
      expect(() => decryptGroup(key, [group[0], group[2], group[1]], EVENT)).toThrow(FieldDecryptionError);
      expect(() => decryptGroup(key, [group[0], { ...group[2], index: 1 }, { ...group[1], index: 2 }], EVENT)).toThrow(FieldDecryptionError);
      expect(() => decryptGroup(key, group.slice(0, 2), EVENT)).toThrow(FieldDecryptionError);
      const flipped = Buffer.from(group[1].payload, 'base64url');
      flipped[0] ^= 1;
      expect(() => decryptGroup(key, [group[0], { ...group[1], payload: flipped.toString('base64url') }, group[2]], EVENT)).toThrow(FieldDecryptionError);
      expect(() => decryptGroup(key, [group[0], { ...group[1], shape: 'o' }, group[2]], EVENT)).toThrow(FieldDecryptionError);
      expect(() => decryptGroup(key, group, OTHER_EVENT)).toThrow(FieldDecryptionError);
      const other = envelopes(encryptFields(key, 'user:42', EVENT, ['eve@example.com', 'eve', 'eve again']));
      expect(() => decryptGroup(key, [group[0], other[1], group[2]], EVENT)).toThrow(FieldDecryptionError);
    });
  });

  it('two encryptions of one value differ (a fresh IV each), so equal emails are not visible as equal', () => {
    expect(seal('ada@example.com').$enc).not.toBe(seal('ada@example.com').$enc);
  });

  it('refuses a ciphertext that was altered', () => {
    const sealed = seal('ada@example.com');
    const body = Buffer.from(envelopeOf(sealed)!.payload, 'base64url');
    body[14] ^= 1;
    const tampered = { $enc: sealed.$enc.replace(envelopeOf(sealed)!.payload, body.toString('base64url')) };
    expect(() => open(tampered)).toThrow(FieldDecryptionError);
  });

  it('refuses a ciphertext moved to another event, or whose header was edited', () => {
    const sealed = seal('ada@example.com');
    expect(() => open(sealed, OTHER_EVENT)).toThrow(FieldDecryptionError);
    expect(() => open({ $enc: sealed.$enc.replace('.s.', '.o.') })).toThrow(FieldDecryptionError);
    expect(() => open({ $enc: sealed.$enc.replace('user:42', 'user:43') })).toThrow(FieldDecryptionError);
  });

  it('refuses the wrong key', () => {
    expect(() => open(seal('ada@example.com'), EVENT, randomBytes(32))).toThrow(FieldDecryptionError);
  });

  it('is not mistaken for user data: only an object with the single string key $enc is one', () => {
    expect(isEncrypted({ $enc: 'v1.user:1.s.AAAA' })).toBe(true);
    expect(isEncrypted({ $enc: 'v1.user:1.s.AAAA', other: 1 })).toBe(false);
    expect(isEncrypted({ $enc: 3 })).toBe(false);
    expect(isEncrypted('{"$enc":"v1"}')).toBe(false);
    expect(envelopeOf({ $enc: 'v2.user:1.s.AAAA' })).toBeNull();
    expect(envelopeOf({ $enc: 'v1.user:1.q.AAAA' })).toBeNull();
    expect(envelopeOf({ $enc: 'v1.user:1.s*1.AAAA' })).toBeNull();
    expect(envelopeOf({ $enc: 'v1.user:1.s~0.AAAA' })).toBeNull();
  });

  it('erased fields read as a placeholder of their shape', () => {
    expect([placeholderOf('s'), placeholderOf('n'), placeholderOf('b'), placeholderOf('o'), placeholderOf('a')]).toEqual([ERASED_STRING, 0, false, {}, []]);
  });

  it('wraps a data key so that only the key-encryption key and the same key id unwrap it', () => {
    const kek = randomBytes(32);
    const dataKey = randomBytes(32);
    const wrapped = wrapKey(kek, 'user:42', dataKey);
    expect(wrapped.includes(dataKey)).toBe(false);
    expect(unwrapKey(kek, 'user:42', wrapped).equals(dataKey)).toBe(true);
    expect(() => unwrapKey(kek, 'user:43', wrapped)).toThrow();
    expect(() => unwrapKey(randomBytes(32), 'user:42', wrapped)).toThrow();
  });
});
