import type { Projector, ProjectionTx, TableName } from '../engine/projector.js';
import type { RecordedEvent } from '@tempest/event-store';
import { AUDIT_EVENT_TYPES, auditRowOf, refKeysOf, type AuditRow } from './audit-log.read-model.js';

export const AUDIT_LOG = 'audit-log';

const COLUMNS = [
  'position', 'stream_id', 'stream_revision', 'event_type', 'at', 'actor_id', 'actor_kind', 'model', 'agent_session_id',
  'game_id', 'asset_type', 'subject_name', 'summary', 'outcome', 'reviewed_model', 'change_count',
] as const satisfies readonly (keyof AuditRow)[];

/**
 * Appends a batch: loads the refs the batch reads once, folds the pure `auditRowOf` over it in memory, then
 * inserts the rows in one statement and upserts the refs it learned in another.
 */
const apply = async (tx: ProjectionTx, events: RecordedEvent[], t: TableName): Promise<void> => {
  const wanted = [...new Set(events.flatMap(refKeysOf))];
  const loaded = wanted.length === 0 ? [] : await tx.query<{ key: string; value: string }>(`SELECT key, value FROM ${t('audit_log_refs')} WHERE key = ANY($1::text[])`, [wanted]);
  const refs = new Map(loaded.map((r) => [r.key, r.value]));
  const learned = new Map<string, string>();
  const rows: AuditRow[] = [];
  for (const event of events) {
    const result = auditRowOf(event, refs);
    if (result.row) rows.push(result.row);
    for (const [key, value] of result.refs) {
      refs.set(key, value);
      learned.set(key, value);
    }
  }
  if (rows.length > 0) {
    const cols = COLUMNS.join(', ');
    await tx.query(
      `INSERT INTO ${t('audit_log')} (${cols}) SELECT ${cols} FROM jsonb_populate_recordset(NULL::${t('audit_log')}, $1::jsonb) ON CONFLICT (position) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  }
  if (learned.size > 0) {
    await tx.query(
      `INSERT INTO ${t('audit_log_refs')} (key, value) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [[...learned.keys()], [...learned.values()]],
    );
  }
};

/**
 * The change log (docs/api-audit.md): one row per change, newest first by global position. Each filter has
 * an index ending in the position, so a filtered page is an index range read from `before` down (keyset).
 */
export const auditLogProjector: Projector = {
  name: AUDIT_LOG,
  version: 1,
  tables: ['audit_log', 'audit_log_refs'],
  eventTypes: AUDIT_EVENT_TYPES,
  async createTables(tx, t) {
    await tx.query(`CREATE TABLE IF NOT EXISTS ${t('audit_log')} (
      position bigint PRIMARY KEY,
      stream_id text NOT NULL,
      stream_revision bigint NOT NULL,
      event_type text NOT NULL,
      at timestamptz NOT NULL,
      actor_id text,
      actor_kind text NOT NULL,
      model text,
      agent_session_id text,
      game_id text,
      asset_type text,
      subject_name text,
      summary text NOT NULL,
      outcome text,
      reviewed_model text,
      change_count integer NOT NULL
    )`);
    for (const column of ['game_id', 'actor_id', 'actor_kind', 'model', 'agent_session_id', 'asset_type', 'event_type']) {
      await tx.query(`CREATE INDEX IF NOT EXISTS audit_log_by_${column} ON ${t('audit_log')} (${column}, position DESC)`);
    }
    await tx.query(`CREATE INDEX IF NOT EXISTS audit_log_by_at ON ${t('audit_log')} (at)`);
    await tx.query(`CREATE INDEX IF NOT EXISTS audit_log_reviews ON ${t('audit_log')} (reviewed_model, outcome) WHERE outcome IS NOT NULL`);
    await tx.query(`CREATE TABLE IF NOT EXISTS ${t('audit_log_refs')} (key text PRIMARY KEY, value text NOT NULL)`);
  },
  apply,
  // No live changes yet: a staff room for them comes with the change-log page (issue 16's web slice).
};
