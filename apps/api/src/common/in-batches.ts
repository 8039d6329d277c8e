/**
 * Waits for every promise, then answers their values in order, or throws the first failure in that order
 * (not the first to fail in time): concurrent steps whose errors have a precedence, e.g. "not found" before "too many".
 */
export const allInOrder = async <T extends readonly unknown[]>(promises: { readonly [K in keyof T]: Promise<T[K]> }): Promise<T> => {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
};

/**
 * Runs `run` over `items`, `size` at a time (each item its own stream, so they do not contend), and answers
 * the results in order. A failure ends the run once its batch has settled, so no write goes on after it;
 * `after(done)` follows every batch that succeeded.
 */
export const inBatches = async <T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>, after?: (done: number) => void): Promise<R[]> => {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await allInOrder<R[]>(items.slice(i, i + size).map(run))));
    after?.(Math.min(i + size, items.length));
  }
  return results;
};
