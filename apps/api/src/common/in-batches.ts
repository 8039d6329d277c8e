/**
 * Runs `run` over `items`, `size` at a time (each item its own stream, so they do not contend), and answers
 * the results in order. A failure ends the run once its batch has settled, so no write goes on after it;
 * `after(done)` follows every batch that succeeded.
 */
export const inBatches = async <T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>, after?: (done: number) => void): Promise<R[]> => {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    const settled = await Promise.allSettled(items.slice(i, i + size).map(run));
    const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    results.push(...settled.map((r) => (r as PromiseFulfilledResult<R>).value));
    after?.(Math.min(i + size, items.length));
  }
  return results;
};
