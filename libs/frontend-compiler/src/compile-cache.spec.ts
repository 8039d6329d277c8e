import { describe, expect, it } from '@jest/globals';
import { contentHash, LruCache } from './compile-cache.js';

describe('compile cache', () => {
  it('evicts the least recently used entries beyond its byte bound', () => {
    const cache = new LruCache<string>(10, (value) => value.length);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa');
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
    expect(cache.bytes).toBe(8);
  });

  it('does not keep a value larger than the whole cache', () => {
    const cache = new LruCache<string>(3, (value) => value.length);
    cache.set('big', 'toolarge');
    expect(cache.size).toBe(0);
  });

  it('hashes parts with a separator', () => {
    expect(contentHash('ab', 'c')).not.toBe(contentHash('a', 'bc'));
    expect(contentHash('x')).toBe(contentHash('x'));
  });
});
