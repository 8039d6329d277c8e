import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { EMPTY_IMAGE, IMAGE_TOO_LARGE, imageFileProblem, imageTypeOf, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from './imageFile';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const PNG = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0]);
const GIF = bytes('GIF89a');
const WEBP = bytes('RIFF', [1, 2, 3, 4], 'WEBP');

describe('the Image block upload, checked in the browser', () => {
  it('names jpeg, png, webp and gif by their first bytes', () => {
    expect([PNG, JPEG, GIF, bytes('GIF87a'), WEBP].map(imageTypeOf)).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/gif', 'image/webp']);
    expect(imageTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(imageTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
  });

  it('takes exactly 5242880 bytes and refuses one more, an empty file and any other type, with the server messages', () => {
    expect(imageFileProblem(MAX_IMAGE_BYTES, PNG)).toBeNull();
    expect(imageFileProblem(MAX_IMAGE_BYTES + 1, PNG)).toBe(IMAGE_TOO_LARGE);
    expect(IMAGE_TOO_LARGE).toBe('The image is too large. Maximum size is 5MB (5242880 bytes).');
    expect(imageFileProblem(0, new Uint8Array())).toBe(EMPTY_IMAGE);
    expect(imageFileProblem(20, bytes('hello, I am text!!'))).toBe(NOT_AN_IMAGE);
  });

  it('refuses any bytes that do not start with an accepted signature (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 16 }), (head) => {
        const type = imageTypeOf(head);
        expect(imageFileProblem(head.length, head) === null).toBe(type !== null);
      }),
    );
  });
});
