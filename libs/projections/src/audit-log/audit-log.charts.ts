import type { AuditActorKind, AuditChartsAnswer } from '@tempest/contracts';
import type { ReadDb } from '../read-db.js';

/** A chart's time range: `from` inclusive, `to` exclusive (ISO times). */
export type ChartRange = { from: string; to: string };

/** The asset content changes "agent vs human edits" counts. */
const EDIT_TYPES = ['AssetCreated', 'AssetEdited', 'AssetDeleted', 'AssetRestored'];
const DAY = `to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
const DAY_MS = 86_400_000;

/** Every UTC day the range touches, oldest first ("2026-11-26"). */
export const daysOf = ({ from, to }: ChartRange): string[] => {
  const days: string[] = [];
  if (Date.parse(to) <= Date.parse(from)) return days;
  const last = Date.parse(to) - 1;
  for (let t = Date.parse(from.slice(0, 10)); t <= last; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
};

/**
 * The change log per UTC day over a range (docs/api-audit.md, Charts): each a GROUP BY over the rows the
 * `at` index picks. Tokens come from the token ledger (the log's rows name a movement, not its amount).
 */
export const auditCharts = async (db: ReadDb, range: ChartRange): Promise<Omit<AuditChartsAnswer, 'tokens_by_model'>> => {
  const table = db.table('audit_log');
  const inRange = 'a.at >= $1::timestamptz AND a.at < $2::timestamptz';
  const byType = await db.query<{ day: string; event_type: string; count: string }>(
    `SELECT ${DAY} AS day, a.event_type, count(*) AS count FROM ${table} a WHERE ${inRange} GROUP BY 1, 2 ORDER BY 1, 2`,
    [range.from, range.to],
  );
  const edits = await db.query<{ day: string; actor_kind: AuditActorKind; count: string }>(
    `SELECT ${DAY} AS day, a.actor_kind, count(*) AS count FROM ${table} a
      WHERE ${inRange} AND a.event_type = ANY($3::text[]) GROUP BY 1, 2 ORDER BY 1, 2`,
    [range.from, range.to, EDIT_TYPES],
  );
  const games = await db.query<{ day: string; created: string; published: string }>(
    `SELECT ${DAY} AS day, count(*) FILTER (WHERE a.event_type = 'GameCreated') AS created,
            count(*) FILTER (WHERE a.event_type = 'GamePublished') AS published
       FROM ${table} a WHERE ${inRange} AND a.event_type IN ('GameCreated', 'GamePublished') GROUP BY 1 ORDER BY 1`,
    [range.from, range.to],
  );
  return {
    from: range.from,
    to: range.to,
    days: daysOf(range),
    events_by_type: byType.map((r) => ({ day: r.day, event_type: r.event_type, count: Number(r.count) })),
    edits_by_actor: edits.map((r) => ({ day: r.day, actor_kind: r.actor_kind, count: Number(r.count) })),
    games_by_day: games.map((r) => ({ day: r.day, created: Number(r.created), published: Number(r.published) })),
  };
};
