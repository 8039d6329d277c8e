import { describe, expect, it } from '@jest/globals';
import { uuidV5 } from '../common/uuid-v5.js';
import { weeklyGrantEventId } from './weekly-grant-id.js';

const ada = '5a0c1f9e-2b7d-4c1a-9e3f-0123456789ab';
const bob = '6b1d2a0f-3c8e-4d2b-8f40-123456789abc';

describe('weekly grant event ids', () => {
  it('matches the RFC 4122 version-5 test vector (DNS namespace, "python.org")', () => {
    expect(uuidV5('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
  });

  it('is the same for the same user and week, and differs for another week or user', () => {
    const id = weeklyGrantEventId(ada, '2026-W48');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(weeklyGrantEventId(ada, '2026-W48')).toBe(id);
    expect(weeklyGrantEventId(ada, '2026-W49')).not.toBe(id);
    expect(weeklyGrantEventId(bob, '2026-W48')).not.toBe(id);
  });
});
