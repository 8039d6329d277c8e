// The change log (docs/api-audit.md): every change to every game and account, for staff and analysts.
import type { RevisionItem } from './versioning.js';

export type AuditActorKind = 'user' | 'agent' | 'system';
export type AuditOutcome = 'accepted' | 'rejected';

/** One change: an event of the log, as a line a person reads. `position` is its global position (a string: a bigint). */
export type AuditChange = {
  position: string;
  stream_id: string;
  event_type: string;
  at: string;
  actor: { id: string | null; kind: AuditActorKind; username: string | null };
  model: string | null;
  agent_session_id: string | null;
  game_id: string | null;
  game_name: string | null;
  /** script, logic_file, entity, prompt, tool, frontend_file, component, frontend (a project), or null. */
  asset_type: string | null;
  subject_name: string | null;
  summary: string;
  /** For a review of pending changes: what became of them; the model that proposed them; how many. */
  outcome: AuditOutcome | null;
  reviewed_model: string | null;
  change_count: number;
};

/** GET /api/staff/changes/ and GET /api/games/{gameId}/audit/: newest first; `next_before` pages on (null at the end). */
export type AuditChangesAnswer = { changes: AuditChange[]; next_before: string | null };

/** An asset edit's content before and after it, as the history drawer's diff reads them. */
export type AuditDiff = { from: RevisionItem | null; to: RevisionItem | null; changes: { key: string; before: unknown; after: unknown }[] };

/** GET /api/staff/changes/{position}/: the change, its event's data and metadata, and for an asset's content a diff. */
export type AuditChangeDetail = { change: AuditChange; data: unknown; metadata: Record<string, unknown>; diff: AuditDiff | null };

/** GET /api/staff/changes/summary/: counts over the filtered changes; `rate` is accepted / (accepted + rejected), null without reviews. */
export type AuditSummaryAnswer = {
  total: number;
  by_model: { model: string | null; count: number }[];
  by_actor_kind: { actor_kind: AuditActorKind; count: number }[];
  reviews: { model: string | null; accepted: number; rejected: number; rate: number | null }[];
};
