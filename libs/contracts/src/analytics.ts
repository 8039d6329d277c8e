// The analysts' event explorer and exports (docs/api-analytics.md), for staff and analysts.
import type { AuditActorKind } from './audit.js';

/** One event of `$all` as the explorer lists it: its envelope, never its data. `position` is a bigint as text. */
export type ExplorerEvent = {
  position: string;
  stream_id: string;
  revision: string;
  event_type: string;
  at: string;
  /** `name`: the account's username as the reader's role may see it (staff: the name; analysts: its pseudonym), else null. */
  actor: { id: string | null; kind: AuditActorKind; name: string | null };
  model: string | null;
  correlation_id: string | null;
  causation_id: string | null;
  event_id: string;
};

/** GET /api/analytics/events/: newest first; pass `next_before` as `before` for older events, `next_after` as `after` for newer. */
export type ExplorerEventsAnswer = { events: ExplorerEvent[]; next_before: string | null; next_after: string | null };

/** The filters of the list and of an export (query parameters of the list, a body field of an export). */
export type ExplorerFilters = {
  stream?: string;
  prefix?: string;
  category?: string;
  event_type?: string[];
  actor_id?: string;
  model?: string;
  from?: string;
  to?: string;
};

/** The correlation/causation chain of an event: every event sharing its correlation id (capped), and who caused whom. */
export type EventChain = {
  nodes: { position: string; event_id: string; event_type: string; stream_id: string; at: string }[];
  edges: { from: string; to: string }[];
  /** True when more events share the correlation id than the cap shows. */
  truncated: boolean;
};

/** GET /api/analytics/events/{position}/. */
export type ExplorerEventDetail = { event: ExplorerEvent; data: unknown; metadata: Record<string, unknown>; chain: EventChain };

export type ExportFormat = 'jsonl' | 'csv' | 'parquet';
export type ExportStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled' | 'expired';

/** An export job: the whole filtered result written to a file in the background. */
export type ExportJob = {
  id: string;
  format: ExportFormat;
  gzip: boolean;
  filters: ExplorerFilters;
  status: ExportStatus;
  rows_written: number;
  /** The index's count of matching events when the job started. */
  rows_total: number | null;
  progress: number;
  bytes: number;
  error: string | null;
  file_name: string;
  created_by: string;
  created_at: string;
  finished_at: string | null;
  /** When the sweep deletes the finished file (its time to live); null until the job is done. */
  expires_at: string | null;
};

export type ExportJobAnswer = { export: ExportJob };
export type ExportJobsAnswer = { exports: ExportJob[] };
/** POST /api/analytics/exports/. */
export type CreateExportRequest = { format: ExportFormat; filters?: ExplorerFilters; gzip?: boolean };

/**
 * GET /api/analytics/exports/estimate/?<filters>&format=&gzip=: what an export of these filters would write if it
 * started now (docs/api-analytics.md, Estimate): `events` exactly (the index's count up to `head_position`),
 * `bytes` about (a sample of `sampled` events written in the format, scaled to `events`).
 */
export type ExportEstimate = { events: number; bytes: number; sampled: number; head_position: string; format: ExportFormat; gzip: boolean };
export type ExportEstimateAnswer = { estimate: ExportEstimate };

/** GET/PUT /api/analytics/settings/. */
export type AnalyticsSettings = { exports_enabled: boolean };

/** GET /api/analytics/pickers/{actors|categories}/?q=: what the explorer's pickers offer (the value is the filter's). */
export type ExplorerPickerOption = { value: string; label: string };
export type ExplorerPickerAnswer = { options: ExplorerPickerOption[] };
