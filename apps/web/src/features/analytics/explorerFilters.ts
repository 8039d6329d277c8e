import type { ExplorerFilters } from '@tempest/contracts';

/** The filter parameters of the list, in the order the form shows them (docs/api-analytics.md, Filters). */
export const FILTER_KEYS = ['event_type', 'prefix', 'stream', 'actor_id', 'model', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** Where a page starts: older than, newer than, or at a time. */
export const PAGE_KEYS = ['before', 'after', 'at'] as const;

/** The list's query from the URL: the filters and at most one paging key (the first given). */
export function explorerQueryOf(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  const page = PAGE_KEYS.find((key) => params.get(key));
  if (page) query[page] = params.get(page) as string;
  return query;
}

/** The URL's filters as an export's `filters` (event_type as a list). */
export function exportFiltersOf(params: URLSearchParams): ExplorerFilters {
  const query = explorerQueryOf(params);
  const filters: ExplorerFilters = {};
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (!value) continue;
    if (key === 'event_type') filters.event_type = value.split(',').map((t) => t.trim()).filter(Boolean);
    else filters[key] = value;
  }
  return filters;
}

/** The URL with new filters (or a new page): a filter change starts again from the newest event. */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>, keepPage = false): URLSearchParams {
  const next = new URLSearchParams(params);
  if (!keepPage) for (const key of PAGE_KEYS) next.delete(key);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** A datetime-local input's value (local time, minutes) for an ISO time, and back. */
export const localInputOf = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
export const isoOfLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null);
