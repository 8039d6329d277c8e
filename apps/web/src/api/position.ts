/**
 * Read-model positions arrive as opaque strings like "123.456" (dot-separated integers, most
 * significant first). Compare them numerically so "9.1" < "10.0" and huge values stay exact.
 * Returns null when either side does not parse: the caller then must not assume an order.
 */
export function comparePositions(a: string, b: string): number | null {
  const left = parse(a);
  const right = parse(b);
  if (!left || !right) return null;
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    const l = left[i] ?? 0n;
    const r = right[i] ?? 0n;
    if (l !== r) return l < r ? -1 : 1;
  }
  return 0;
}

/** True when `candidate` is known to be at or past `reference`. */
export function isAtOrAfter(candidate: string, reference: string): boolean {
  const order = comparePositions(candidate, reference);
  return order !== null && order >= 0;
}

/**
 * Whether a list at `incoming` should replace one at `current`. Null means "nothing projected
 * yet"; an order we cannot determine counts as newer, so data is never stuck.
 */
export function isNewerPosition(incoming: string | null, current: string | null): boolean {
  if (incoming === null) return false;
  if (current === null) return true;
  const order = comparePositions(incoming, current);
  return order === null || order > 0;
}

function parse(position: string): bigint[] | null {
  if (!/^\d+(\.\d+)*$/.test(position)) return null;
  return position.split('.').map((part) => BigInt(part));
}
