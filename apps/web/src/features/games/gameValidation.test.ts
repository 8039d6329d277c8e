import { describe, expect, it } from '@jest/globals';
import { validateGameDescription, validateGameName } from './gameValidation';

describe('game form validation (mirrors the API)', () => {
  it('asks for a name and caps it at 100 characters after trimming', () => {
    expect(validateGameName('   ')).toBe('Give your game a name.');
    expect(validateGameName(` ${'x'.repeat(100)} `)).toBeNull();
    expect(validateGameName('x'.repeat(101))).toBe('Names can be at most 100 characters (this one has 101).');
  });

  it('caps the description at 2000 characters', () => {
    expect(validateGameDescription('')).toBeNull();
    expect(validateGameDescription('d'.repeat(2001))).toBe('Descriptions can be at most 2000 characters (this one has 2001).');
  });
});
