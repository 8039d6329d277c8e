import { describe, expect, it } from '@jest/globals';
import { splitAtCode } from './mailCode';

describe('finding the code in a mail', () => {
  it('splits around the first six-digit code', () => {
    expect(splitAtCode('Your code is 042917. It expires in 15 minutes.')).toEqual({
      before: 'Your code is ',
      code: '042917',
      after: '. It expires in 15 minutes.',
    });
  });

  it('ignores longer numbers and mails without a code', () => {
    expect(splitAtCode('Order 12345678 shipped')).toBeNull();
    expect(splitAtCode('Welcome to Tempest!')).toBeNull();
    expect(splitAtCode('Ref 20250301, code: 123456')?.code).toBe('123456');
  });
});
