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
  /** Agent playtests per model: passed / run (`rate` null before any), over the same filters' time range (issue 31). */
  playtests: { model: string | null; passed: number; run: number; rate: number | null }[];
};

/**
 * GET /api/staff/changes/charts/?from&to: the change log per UTC day (`days` lists every day of the range,
 * oldest first, so a chart can show the quiet ones). `edits_by_actor` counts asset content changes
 * (created, edited, deleted, restored); `tokens_by_model` sums the tokens agent turns consumed.
 */
export type AuditChartsAnswer = {
  from: string;
  to: string;
  days: string[];
  events_by_type: { day: string; event_type: string; count: number }[];
  edits_by_actor: { day: string; actor_kind: AuditActorKind; count: number }[];
  tokens_by_model: { model: string; tokens: number }[];
  games_by_day: { day: string; created: number; published: number }[];
};

/** The types of change the log records, grouped for a filter menu (the read model's spec checks they are its own). */
export const AUDIT_EVENT_TYPE_GROUPS: readonly { group: string; types: readonly string[] }[] = [
  { group: 'Assets', types: ['AssetCreated', 'AssetEdited', 'AssetDeleted', 'AssetRestored'] },
  { group: 'Reviews', types: ['PendingChangesAccepted', 'PendingChangesRejected', 'PendingChangesReopened'] },
  { group: 'Games', types: ['GameCreated', 'GameRenamed', 'GameDetailsUpdated', 'GameDeleted', 'GamePublished', 'GameUnpublished', 'GameCloneCompleted', 'GameCloneFailed', 'DashboardCreated', 'DashboardUpdated', 'DashboardDeleted'] },
  { group: 'Checkpoints', types: ['CheckpointCreated', 'CheckpointStarToggled', 'CheckpointDeleted', 'CheckpointRollbackStarted', 'RevisionCommitted'] },
  { group: 'Frontends and components', types: ['FrontendProjectCreated', 'FrontendProjectUpdated', 'ComponentRegistered', 'ComponentUpdated', 'ComponentDeleted'] },
  { group: 'Tokens', types: ['WeeklyTokensGranted', 'TokensConsumed', 'TokensPurchased', 'TokensRefunded'] },
  { group: 'Playtests', types: ['PlaytestRecorded'] },
  {
    group: 'Accounts',
    types: ['UserRegistered', 'UserErased', 'EmailVerified', 'PasswordChanged', 'StaffGranted', 'StaffRevoked', 'AnalystGranted', 'AnalystRevoked', 'LegendGranted', 'LegendRevoked', 'ModelPreferencesChanged'],
  },
];

/** The asset types the log names (`asset_type`). */
export const AUDIT_ASSET_TYPES: readonly string[] = ['script', 'logic_file', 'entity', 'prompt', 'tool', 'frontend_file', 'component', 'frontend'];
