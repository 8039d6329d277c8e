import { describe, expect, it } from '@jest/globals';
import { ArgumentMetadata } from '@nestjs/common';
import { getMetadataStorage, IsInt, IsString, MaxLength, Min } from 'class-validator';
import { validationPipe } from './validation.js';

class Named {
  @IsString()
  @MaxLength(5)
  name!: string;
}

/** Inherits Named's rules and adds its own. */
class Counted extends Named {
  @IsInt()
  @Min(0)
  count!: number;
}

/** A rule for every validation, and one only for the group 'strict'. */
class Grouped {
  @Min(0)
  @Min(10, { groups: ['strict'] })
  level!: number;
}

const body = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', metatype });
const refusal = async (value: unknown, metatype: ArgumentMetadata['metatype']) => {
  try {
    await validationPipe.transform(value, body(metatype));
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
};

describe('the validation pipe with rules looked up once per class', () => {
  it('keeps each class its own and inherited rules, validated after as before', async () => {
    // Twice each: the second is answered from what the first looked up.
    for (let round = 0; round < 2; round++) {
      expect(await refusal({ name: 'Ada', count: 3 }, Counted)).toBeNull();
      expect(await refusal({ name: 'Adalovelace', count: 3 }, Counted)).toBe('name must be shorter than or equal to 5 characters');
      expect(await refusal({ name: 'Ada', count: -1 }, Counted)).toBe('count must not be less than 0');
      expect(await refusal({ name: 'Ada' }, Named)).toBeNull();
      expect(await refusal({ name: 'Ada', count: 3 }, Named)).toBe('Unknown field "count"');
    }
  });

  it('looks up a class once per set of arguments: another group is another lookup', () => {
    const storage = getMetadataStorage();
    const rules = (found: { propertyName: string; constraints?: unknown[] }[]) => found.map((m) => `${m.propertyName} ${String(m.constraints?.[0] ?? '')}`).sort();
    const counted = storage.getTargetValidationMetadatas(Counted, '', false, false);
    expect(storage.getTargetValidationMetadatas(Counted, '', false, false)).toBe(counted);
    expect(rules(counted)).toEqual(['count ', 'count 0', 'name ', 'name 5']);
    expect(rules(storage.getTargetValidationMetadatas(Named, '', false, false))).toEqual(['name ', 'name 5']);
    // Strict groups without a group: the rule of a group does not apply; with its group only that group's rule does.
    const plain = storage.getTargetValidationMetadatas(Grouped, '', false, true);
    const strict = storage.getTargetValidationMetadatas(Grouped, '', false, true, ['strict']);
    expect([rules(plain), rules(strict)]).toEqual([['level 0'], ['level 10']]);
    expect(storage.getTargetValidationMetadatas(Grouped, '', false, true, ['strict'])).toBe(strict);
  });
});
