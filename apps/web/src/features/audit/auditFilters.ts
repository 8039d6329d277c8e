import { assetTypeWords, type AuditChange } from '@tempest/contracts';
// The change log's filters live in the URL's query (the API's own parameter names), so a view can be shared.

/** The filter parameters of docs/api-audit.md, as the URL and the API spell them. */
export const FILTER_KEYS = ['game_id', 'user_id', 'actor_kind', 'model', 'agent_session_id', 'asset_type', 'event_type', 'from', 'to', 'q'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type AuditParams = Partial<Record<FilterKey, string>>;

/** The filters a URL's query holds (empty values left out). */
export function paramsOf(search: URLSearchParams): AuditParams {
  const params: AuditParams = {};
  for (const key of FILTER_KEYS) {
    const value = search.getAll(key).filter(Boolean).join(',');
    if (value) params[key] = value;
  }
  return params;
}

/** The query with one filter set (or removed when `value` is empty); other parameters stay. */
export function withFilter(search: URLSearchParams, key: FilterKey, value: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(key);
  if (value) next.set(key, value);
  return next;
}

/** A day picked in a date field ("2026-11-26") as the API's ISO time; `to` is exclusive, so it ends the next day. */
export function dayToTime(day: string, edge: 'from' | 'to'): string {
  const start = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(start)) return '';
  return new Date(edge === 'from' ? start : start + 86_400_000).toISOString();
}

/** The day a date field shows for an ISO time of the URL (the inverse of dayToTime). */
export function timeToDay(time: string | undefined, edge: 'from' | 'to'): string {
  if (!time) return '';
  const ms = Date.parse(time);
  if (Number.isNaN(ms)) return '';
  return new Date(edge === 'from' ? ms : ms - 1).toISOString().slice(0, 10);
}

/** What a filter chip says: "model: gpt-5", "game: 1f2e…". */
/** What an id filter's chip shows instead of the id: game names and usernames the loaded changes carry. */
export function namesOf(changes: readonly AuditChange[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const c of changes) {
    if (c.game_id && c.game_name) names.set(c.game_id, c.game_name);
    if (c.actor.id && c.actor.username) names.set(c.actor.id, c.actor.username);
  }
  return names;
}

export function filterLabel(key: FilterKey, value: string, names: ReadonlyMap<string, string> = new Map()): string {
  const labels: Record<FilterKey, string> = {
    game_id: 'game', user_id: 'user', actor_kind: 'actor', model: 'model', agent_session_id: 'agent session',
    asset_type: 'asset type', event_type: 'event', from: 'from', to: 'until', q: 'text',
  };
  const id = names.get(value) ?? (/^[0-9a-f]{8}-/i.test(value) ? `${value.slice(0, 8)}…` : value);
  const shown = key === 'from' ? timeToDay(value, 'from') : key === 'to' ? timeToDay(value, 'to') : key === 'asset_type' ? assetTypeWords(value) : id;
  return `${labels[key]}: ${shown.replaceAll(',', ', ')}`;
}

/** Where "Open the game as it was" goes: the analysts' time travel at the change's position. */
export function timeTravelHref(gameId: string, position: string): string {
  return `/analytics?tab=time-travel&game=${encodeURIComponent(gameId)}&position=${encodeURIComponent(position)}`;
}

/**
 * The checkpoint a change made, if it made one (CheckpointCreated, or a RevisionCommitted of kind
 * checkpoint — docs/api-checkpoints.md): the studio can play that one as it was.
 */
export function checkpointOf(eventType: string, data: unknown): string | null {
  const d = (data ?? {}) as { checkpointId?: unknown; commitId?: unknown; kind?: unknown };
  if (eventType === 'CheckpointCreated' && typeof d.checkpointId === 'string') return d.checkpointId;
  if (eventType === 'RevisionCommitted' && d.kind === 'checkpoint' && typeof d.commitId === 'string') return d.commitId;
  return null;
}

/** The studio with the checkpoint timeline open on that checkpoint's preview (its time travel). */
export function checkpointHref(gameId: string, checkpointId: string): string {
  return `/create/creation-dashboard/${encodeURIComponent(gameId)}/?checkpoint=${encodeURIComponent(checkpointId)}`;
}
