import type { AuditActorKind, AuditChange, AuditSummaryAnswer } from '@tempest/contracts';
import type { ReadDb } from '../read-db.js';
import type { AuditRow } from './audit-log.read-model.js';

/** The filters of the change log (docs/api-audit.md); every one given must hold. */
export type AuditFilter = {
  gameId?: string | null;
  userId?: string | null;
  actorKind?: AuditActorKind | null;
  model?: string | null;
  agentSessionId?: string | null;
  assetType?: string | null;
  eventTypes?: string[];
  from?: string | null;
  to?: string | null;
  q?: string | null;
  /** Row types whose names `q` must not search (an analyst's: names they see as pseudonyms or "[private]"). */
  qSkipsTypes?: readonly string[];
};

type Where = { sql: string; params: unknown[] };

const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE clause of a filter; `modelColumn` lets the review counts match the model that proposed the change. */
const whereOf = (filter: AuditFilter, modelColumn = 'model'): Where => {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  if (filter.gameId) add((p) => `a.game_id = ${p}`, filter.gameId);
  if (filter.userId) add((p) => `a.actor_id = ${p}`, filter.userId);
  if (filter.actorKind) add((p) => `a.actor_kind = ${p}`, filter.actorKind);
  if (filter.model) add((p) => `a.${modelColumn} = ${p}`, filter.model);
  if (filter.agentSessionId) add((p) => `a.agent_session_id = ${p}`, filter.agentSessionId);
  if (filter.assetType) add((p) => `a.asset_type = ${p}`, filter.assetType);
  if (filter.eventTypes && filter.eventTypes.length > 0) add((p) => `a.event_type = ANY(${p}::text[])`, filter.eventTypes);
  if (filter.from) add((p) => `a.at >= ${p}::timestamptz`, filter.from);
  if (filter.to) add((p) => `a.at < ${p}::timestamptz`, filter.to);
  // No trigram index (PGlite ships pg_trgm only as an extension to load): a substring match over the rows the
  // other filters and the keyset leave, which stops at the page's end (docs/api-audit.md, Free text).
  if (filter.q) add((p) => `(lower(a.subject_name) LIKE ${p} OR lower(a.summary) LIKE ${p})`, likePattern(filter.q));
  if (filter.q && filter.qSkipsTypes && filter.qSkipsTypes.length > 0) add((p) => `a.event_type <> ALL(${p}::text[])`, filter.qSkipsTypes);
  return { sql: parts.length > 0 ? parts.join(' AND ') : 'TRUE', params };
};

type ChangeRow = AuditRow & { game_name: string | null; username: string | null };

const toChange = (row: ChangeRow): AuditChange => ({
  position: String(row.position),
  stream_id: row.stream_id,
  event_type: row.event_type,
  at: new Date(row.at).toISOString(),
  actor: { id: row.actor_id, kind: row.actor_kind, username: row.username },
  model: row.model,
  agent_session_id: row.agent_session_id,
  game_id: row.game_id,
  game_name: row.game_name,
  asset_type: row.asset_type,
  subject_name: row.subject_name,
  summary: row.summary,
  outcome: row.outcome,
  reviewed_model: row.reviewed_model,
  change_count: Number(row.change_count),
});

/** The rows the WHERE picks (ordered and limited first), then the game's and the actor's names for those rows only. */
const selectChanges = (db: ReadDb, where: string, tail = '') =>
  `SELECT a.*, g.value AS game_name, u.value AS username
     FROM (SELECT * FROM ${db.table('audit_log')} a WHERE ${where} ${tail}) a
     LEFT JOIN ${db.table('audit_log_refs')} g ON g.key = 'game-' || a.game_id
     LEFT JOIN ${db.table('audit_log_refs')} u ON u.key = 'user-' || a.actor_id`;

/** A page of changes, newest first, strictly before `before` (a global position); `nextBefore` null at the end. */
export const auditChanges = async (
  db: ReadDb,
  filter: AuditFilter,
  page: { before: bigint | null; limit: number },
): Promise<{ changes: AuditChange[]; nextBefore: string | null }> => {
  const { sql, params } = whereOf(filter);
  const keyset = page.before === null ? '' : ` AND a.position < $${params.length + 1}`;
  const all = page.before === null ? params : [...params, page.before.toString()];
  const order = `ORDER BY a.position DESC LIMIT ${page.limit + 1}`;
  const rows = await db.query<ChangeRow>(`${selectChanges(db, sql + keyset, order)} ORDER BY a.position DESC`, all);
  const changes = rows.slice(0, page.limit).map(toChange);
  return { changes, nextBefore: rows.length > page.limit ? changes[changes.length - 1].position : null };
};

/** One change by its global position, or null. */
export const auditChange = async (db: ReadDb, position: bigint): Promise<(AuditChange & { stream_revision: string }) | null> => {
  const [row] = await db.query<ChangeRow>(selectChanges(db, 'a.position = $1'), [position.toString()]);
  return row ? { ...toChange(row), stream_revision: String(row.stream_revision) } : null;
};

/** Counts over the filtered changes: per model, per actor kind, and reviews of agent changes per proposing model. */
export const auditSummary = async (db: ReadDb, filter: AuditFilter): Promise<AuditSummaryAnswer> => {
  const table = db.table('audit_log');
  const { sql, params } = whereOf(filter);
  const byModel = await db.query<{ model: string | null; count: string }>(
    `SELECT a.model, count(*) AS count FROM ${table} a WHERE ${sql} GROUP BY a.model ORDER BY count(*) DESC, a.model NULLS LAST`,
    params,
  );
  const byKind = await db.query<{ actor_kind: AuditActorKind; count: string }>(
    `SELECT a.actor_kind, count(*) AS count FROM ${table} a WHERE ${sql} GROUP BY a.actor_kind ORDER BY count(*) DESC, a.actor_kind`,
    params,
  );
  const reviewWhere = whereOf(filter, 'reviewed_model');
  const reviews = await db.query<{ model: string | null; accepted: string; rejected: string }>(
    `SELECT a.reviewed_model AS model,
            coalesce(sum(a.change_count) FILTER (WHERE a.outcome = 'accepted'), 0) AS accepted,
            coalesce(sum(a.change_count) FILTER (WHERE a.outcome = 'rejected'), 0) AS rejected
       FROM ${table} a WHERE a.outcome IS NOT NULL AND ${reviewWhere.sql}
      GROUP BY a.reviewed_model ORDER BY a.reviewed_model NULLS LAST`,
    reviewWhere.params,
  );
  // An agent's playtests per model (the agent's build played, issue 31): the same filters, so the same time range.
  const playtests = await db.query<{ model: string | null; passed: string; run: string }>(
    `SELECT a.model, count(*) FILTER (WHERE a.playtest = 'passed') AS passed, count(*) AS run
       FROM ${table} a WHERE a.playtest IS NOT NULL AND ${sql}
      GROUP BY a.model ORDER BY a.model NULLS LAST`,
    params,
  );
  return {
    total: byModel.reduce((sum, r) => sum + Number(r.count), 0),
    by_model: byModel.map((r) => ({ model: r.model, count: Number(r.count) })),
    by_actor_kind: byKind.map((r) => ({ actor_kind: r.actor_kind, count: Number(r.count) })),
    reviews: reviews.map((r) => {
      const accepted = Number(r.accepted);
      const rejected = Number(r.rejected);
      return { model: r.model, accepted, rejected, rate: accepted + rejected > 0 ? accepted / (accepted + rejected) : null };
    }),
    playtests: playtests.map((r) => {
      const passed = Number(r.passed);
      const run = Number(r.run);
      return { model: r.model, passed, run, rate: run > 0 ? passed / run : null };
    }),
  };
};
