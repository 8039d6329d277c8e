import type { AuditActorKind } from '@tempest/contracts';
import { ASSET_TYPES } from '@tempest/domain';
import { AUDIT_EVENT_TYPES, type AuditFilter } from '@tempest/projections';
import { intParam, uuidParam, invalidParam as invalid, singleParam as single, textParam as text, timeParam as time } from '../common/query-params.js';

export const CHANGES_PAGE_DEFAULT = 50;
export const CHANGES_PAGE_MAX = 200;
const ACTOR_KINDS: readonly AuditActorKind[] = ['user', 'agent', 'system'];
/** The asset types of the log: the working tree's, and components and frontend projects (docs/api-audit.md). */
export const AUDIT_ASSET_TYPES: readonly string[] = [...ASSET_TYPES, 'component', 'frontend'];


const oneOf = (value: unknown, name: string, allowed: readonly string[]): string | null => {
  const text = single(value, name);
  if (text === undefined) return null;
  if (!allowed.includes(text)) throw invalid(name, `${name} must be one of ${allowed.join(', ')}`);
  return text;
};

/** `event_type`, repeated or as a comma list; each must be a type the log records. */
const eventTypes = (value: unknown): string[] => {
  if (value === undefined || value === '') return [];
  const values = Array.isArray(value) ? value : [value];
  if (!values.every((v): v is string => typeof v === 'string')) throw invalid('event_type', 'event_type must be text');
  const types = [...new Set(values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))];
  const unknown = types.filter((t) => !AUDIT_EVENT_TYPES.includes(t));
  if (unknown.length > 0) throw invalid('event_type', `event_type ${unknown.slice(0, 3).join(', ')} is not a type of change the log records`);
  return types;
};

export type AuditQuery = Record<string, unknown>;

/** The filters of a change-log request (docs/api-audit.md, Filters); anything malformed is a 400 naming it. */
export const auditFilterOf = (query: AuditQuery): AuditFilter => {
  const filter: AuditFilter = {
    gameId: uuidParam(single(query.game_id, 'game_id'), 'game_id'),
    userId: uuidParam(single(query.user_id, 'user_id'), 'user_id'),
    actorKind: oneOf(query.actor_kind, 'actor_kind', ACTOR_KINDS) as AuditActorKind | null,
    model: text(query.model, 'model'),
    agentSessionId: uuidParam(single(query.agent_session_id, 'agent_session_id'), 'agent_session_id'),
    assetType: oneOf(query.asset_type, 'asset_type', AUDIT_ASSET_TYPES),
    eventTypes: eventTypes(query.event_type),
    from: time(query.from, 'from'),
    to: time(query.to, 'to'),
    q: text(query.q, 'q'),
  };
  if (filter.from && filter.to && filter.from > filter.to) throw invalid('to', 'to must not be before from');
  return filter;
};

/** A global position: a whole number from 1 (as text, it may pass 2^53). */
export const positionParam = (value: unknown, name: string): bigint | null => {
  const given = single(value, name);
  if (given === undefined) return null;
  if (!/^[1-9]\d{0,17}$/.test(given)) throw invalid(name, `${name} must be a position (a whole number from 1)`);
  return BigInt(given);
};

export const pageOf = (query: AuditQuery): { before: bigint | null; limit: number } => ({
  before: positionParam(query.before, 'before'),
  limit: intParam(single(query.limit, 'limit'), 'limit', CHANGES_PAGE_DEFAULT, 1, CHANGES_PAGE_MAX),
});

const CHART_DAYS_DEFAULT = 30;
const CHART_DAYS_MAX = 366;
const DAY_MS = 86_400_000;

/**
 * The charts' range: `to` (exclusive) defaults to now, `from` to the start of the UTC day 29 days before
 * (30 days in all); at most 366 days.
 */
export const chartRangeOf = (query: AuditQuery, now: Date): { from: string; to: string } => {
  const to = time(query.to, 'to') ?? now.toISOString();
  const from = time(query.from, 'from') ?? `${new Date(Date.parse(to) - (CHART_DAYS_DEFAULT - 1) * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`;
  if (from > to) throw invalid('to', 'to must not be before from');
  if (Date.parse(to) - Date.parse(from) > CHART_DAYS_MAX * DAY_MS) throw invalid('from', `from and to must be at most ${CHART_DAYS_MAX} days apart`);
  return { from, to };
};
