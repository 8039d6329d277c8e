/**
 * Batches bounded by bytes as well as rows (docs/architecture.md, Batches by bytes): readers of many events at
 * once (a rebuild's pages, an export's batches) first read each event's stored size, which costs no document
 * read, then take as many as fit.
 */

/** Bytes of event JSON one batch may hold: a rebuild page or an export batch stops once it would pass this. */
export const BATCH_MAX_BYTES = 16 * 1024 * 1024;

/**
 * How many of the leading rows (in order) a batch takes: all of them while their sizes add up to at most
 * `maxBytes`, and always the first, so one event larger than the bound still forms a batch of one.
 */
export const rowsWithinBytes = (sizes: readonly number[], maxBytes: number): number => {
  let total = 0;
  for (let i = 0; i < sizes.length; i++) {
    total += sizes[i];
    if (total > maxBytes) return Math.max(1, i);
  }
  return sizes.length;
};

/**
 * How many sizes to read for the next batch: the row bound, unless the last batch was cut by bytes; then a
 * few times what it took (at least 64), so large events do not cost a read of thousands of sizes per batch.
 */
export const nextSizeProbe = (maxRows: number, lastTaken: number | null, lastWasCut: boolean): number =>
  lastTaken === null || !lastWasCut ? maxRows : Math.min(maxRows, Math.max(64, lastTaken * 4));
