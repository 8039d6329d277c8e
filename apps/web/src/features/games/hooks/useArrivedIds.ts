import { useRef } from 'react';

/**
 * Ids that were not in the first list this component saw: games that arrived live, from this
 * tab or another. The first render returns an empty set so the initial load doesn't flash.
 */
export function useArrivedIds(ids: readonly string[] | undefined): ReadonlySet<string> {
  const known = useRef<Set<string> | null>(null);
  const arrived = useRef<Set<string>>(new Set());
  if (ids === undefined) return arrived.current;
  if (known.current === null) {
    known.current = new Set(ids);
    return arrived.current;
  }
  for (const id of ids) {
    if (known.current.has(id)) continue;
    known.current.add(id);
    arrived.current = new Set(arrived.current).add(id);
  }
  return arrived.current;
}
