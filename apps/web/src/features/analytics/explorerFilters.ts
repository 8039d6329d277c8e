import type { ExplorerFilters } from '@tempest/contracts';

/** The filter parameters of the list, in the order the form shows them (docs/api-analytics.md, Filters). */
export const FILTER_KEYS = ['event_type', 'category', 'prefix', 'stream', 'actor_id', 'model', 'from', 'to'] as const;
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

/** The filters of a URL alone (no tab, no page), as a query string ("" when there are none). */
export function filterQueryOf(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/**
 * An event's page, carrying the list's filters in its own address: its "Events" link, the browser's Back
 * and a reload all come back to the same filtered list (issue 30).
 */
export const eventHref = (position: string, params: URLSearchParams): string => `/analytics/events/${encodeURIComponent(position)}${filterQueryOf(params)}`;

/** The events tab with the filters an event's page carries. */
export function listHref(params: URLSearchParams): string {
  const query = filterQueryOf(params);
  return `/analytics?tab=events${query ? `&${query.slice(1)}` : ''}`;
}

/** The stream prefix a game's events share (its own stream, `game-<id>`), and the game a prefix names. */
export const gamePrefix = (gameId: string): string => `game-${gameId}`;
export const gameOfPrefix = (prefix: string | null): string | null => {
  const match = /^game-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(prefix ?? '');
  return match ? match[1] : null;
};
