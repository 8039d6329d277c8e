import { createHash } from 'node:crypto';

export const contentHash = (...parts: string[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** Least-recently-used cache bounded by the total size (in bytes, as `sizeOf` estimates) of its values. */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    this.delete(key);
    if (size > this.maxBytes) return;
    this.entries.set(key, { value, size });
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** UTF-16 strings: two bytes a character is what V8 may hold, so the bound errs on the safe side. */
export const stringBytes = (text: string | null | undefined): number => (text ? text.length * 2 : 0);
