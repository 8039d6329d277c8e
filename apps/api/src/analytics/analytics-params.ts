import type { ExplorerFilters, ExportFormat } from '@tempest/contracts';
import type { ExplorerFilter, ExplorerPage } from '@tempest/projections';
import { intParam, invalidParam as invalid, singleParam as single, textParam as text, timeParam as time } from '../common/query-params.js';

export const EVENTS_PAGE_DEFAULT = 50;
export const EVENTS_PAGE_MAX = 200;
const TYPE_NAME = /^[A-Za-z][A-Za-z0-9_.:-]{0,99}$/;


/** `event_type`, repeated or as a comma list; any event type name (the store's types are open-ended). */
const eventTypes = (value: unknown): string[] => {
  if (value === undefined || value === null || value === '') return [];
  const values = Array.isArray(value) ? value : [value];
  if (!values.every((v): v is string => typeof v === 'string')) throw invalid('event_type', 'event_type must be text');
  const types = [...new Set(values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))];
  const bad = types.filter((t) => !TYPE_NAME.test(t));
  if (bad.length > 0) throw invalid('event_type', `event_type ${bad.slice(0, 3).join(', ').slice(0, 120)} is not an event type name`);
  if (types.length > 50) throw invalid('event_type', 'event_type may name at most 50 types');
  return types;
};

export type AnalyticsQuery = Record<string, unknown>;

/** The explorer's filters (docs/api-analytics.md, Filters); anything malformed is a 400 naming it. */
export const explorerFilterOf = (query: AnalyticsQuery): ExplorerFilter => {
  const filter: ExplorerFilter = {
    stream: text(query.stream, 'stream'),
    prefix: text(query.prefix, 'prefix'),
    category: text(query.category, 'category'),
    eventTypes: eventTypes(query.event_type),
    actorId: text(query.actor_id, 'actor_id'),
    model: text(query.model, 'model'),
    from: time(query.from, 'from'),
    to: time(query.to, 'to'),
  };
  if (filter.from && filter.to && filter.from > filter.to) throw invalid('to', 'to must not be before from');
  return filter;
};

/** The filters as an export records them (the list's parameter names). */
export const filtersOfExport = (filter: ExplorerFilter): ExplorerFilters => {
  const out: ExplorerFilters = {};
  if (filter.stream) out.stream = filter.stream;
  if (filter.prefix) out.prefix = filter.prefix;
  if (filter.category) out.category = filter.category;
  if (filter.eventTypes && filter.eventTypes.length > 0) out.event_type = filter.eventTypes;
  if (filter.actorId) out.actor_id = filter.actorId;
  if (filter.model) out.model = filter.model;
  if (filter.from) out.from = filter.from;
  if (filter.to) out.to = filter.to;
  return out;
};

/** A global position: a whole number from 1 (as text, it may pass 2^53). */
export const positionParam = (value: unknown, name: string): bigint | null => {
  const given = single(value, name);
  if (given === undefined) return null;
  if (!/^[1-9]\d{0,17}$/.test(given)) throw invalid(name, `${name} must be a position (a whole number from 1)`);
  return BigInt(given);
};

/** `before`, `after` or `at` (at most one) and `limit`. */
export const explorerPageOf = (query: AnalyticsQuery): ExplorerPage => {
  const page: ExplorerPage = {
    before: positionParam(query.before, 'before'),
    after: positionParam(query.after, 'after'),
    at: time(query.at, 'at'),
    limit: intParam(single(query.limit, 'limit'), 'limit', EVENTS_PAGE_DEFAULT, 1, EVENTS_PAGE_MAX),
  };
  if ([page.before, page.after, page.at].filter((v) => v !== null).length > 1) throw invalid('before', 'give at most one of before, after and at');
  return page;
};

const FORMATS: readonly ExportFormat[] = ['jsonl', 'csv', 'parquet'];

/** An estimate's `format` (required) and `gzip` (`true` or `false`, default false; Parquet ignores it). */
export const exportFormatOf = (query: AnalyticsQuery): { format: ExportFormat; gzip: boolean } => {
  const format = single(query.format, 'format');
  if (!format || !FORMATS.includes(format as ExportFormat)) throw invalid('format', 'format must be one of jsonl, csv, parquet');
  const gzip = single(query.gzip, 'gzip');
  if (gzip !== undefined && gzip !== 'true' && gzip !== 'false') throw invalid('gzip', 'gzip must be true or false');
  return { format: format as ExportFormat, gzip: format !== 'parquet' && gzip === 'true' };
};
