import type { ProjectionTx, ReadModelChange, TableName } from '../engine/projector.js';
import { columnsOf, defineReadModel, typeOf, type TableSpec } from '../engine/table.js';
import type { RecordedEvent } from '@tempest/event-store';
import { gameRoom, STAFF_ROOM } from '@tempest/contracts';
import { erasedUserOf } from '../erasures/erasures.read-model.js';
import { AUDIT_EVENT_TYPES, auditRowOf, refKeysOf, type AuditRow } from './audit-log.read-model.js';
import { quoted } from './audit-log.entries.js';

export const AUDIT_LOG = 'audit-log';

const log: TableSpec<AuditRow> = {
  name: 'audit_log',
  key: 'position',
  columns: {
    position: 'bigint', stream_id: 'text', stream_revision: 'bigint', event_type: 'text', at: 'timestamptz', actor_id: 'text null', actor_kind: 'text',
    model: 'text null', agent_session_id: 'text null', game_id: 'text null', asset_type: 'text null', subject_name: 'text null', summary: 'text',
    outcome: 'text null', reviewed_model: 'text null', change_count: 'integer', playtest: 'text null',
  },
  // Each filter's index ends in the position: a filtered page is a range read from `before` down.
  indexes: [
    ...['game_id', 'actor_id', 'actor_kind', 'model', 'agent_session_id', 'asset_type', 'event_type'].map((column) => ({
      name: `audit_log_by_${column}`,
      on: `${column}, position DESC`,
    })),
    { name: 'audit_log_by_at', on: 'at' },
    { name: 'audit_log_reviews', on: 'reviewed_model, outcome', where: 'outcome IS NOT NULL' },
    { name: 'audit_log_playtests', on: 'model, playtest', where: 'playtest IS NOT NULL' },
  ],
};
/** The names and titles the log has learned (users, games, assets), by reference. */
const refTable: TableSpec<{ key: string; value: string }> = { name: 'audit_log_refs', key: 'key', columns: { key: 'text', value: 'text' } };
const COLUMNS = columnsOf(log);

/** The refs a rebuild has learned so far, kept in its memory (it alone writes its side tables): no batch reads them back. */
const rebuildRefs = (tx: ProjectionTx): Map<string, string> | null => {
  const memory = tx.bulk?.memory;
  if (!memory) return null;
  if (!memory.has('audit-log.refs')) memory.set('audit-log.refs', new Map<string, string>());
  return memory.get('audit-log.refs') as Map<string, string>;
};

/** The refs a rebuild learned and has not written yet (written once, by `finishReplay`). */
const unwrittenRefs = (tx: ProjectionTx): Map<string, string> | null => {
  const memory = tx.bulk?.memory;
  if (!memory) return null;
  if (!memory.has('audit-log.unwritten')) memory.set('audit-log.unwritten', new Map<string, string>());
  return memory.get('audit-log.unwritten') as Map<string, string>;
};

/** The streams of an account whose rows an erasure rewrites (forgetName). */
const accountStreamsOf = (userId: string): string[] => [`user-${userId}`, `tokens-${userId}`];
const isAccountStream = (streamId: string): boolean => streamId.startsWith('user-') || streamId.startsWith('tokens-');

/**
 * In a rebuild, the positions of the rows written so far of each account's streams: an erasure then rewrites
 * them by primary key, for the table has no index on the stream (by stream, each erasure of a rebuild scanned
 * the whole table it had loaded so far).
 */
const rebuildAccountRows = (tx: ProjectionTx): Map<string, string[]> | null => {
  const memory = tx.bulk?.memory;
  if (!memory) return null;
  if (!memory.has('audit-log.account-rows')) memory.set('audit-log.account-rows', new Map<string, string[]>());
  return memory.get('audit-log.account-rows') as Map<string, string[]>;
};

const upsertRefs = async (tx: ProjectionTx, refs: Map<string, string>, t: TableName): Promise<void> => {
  if (refs.size === 0) return;
  await tx.query(
    `INSERT INTO ${t(refTable.name)} (key, value) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [[...refs.keys()], [...refs.values()]],
  );
};

const loadRefs = async (tx: ProjectionTx, events: RecordedEvent[], t: TableName): Promise<Map<string, string>> => {
  const remembered = rebuildRefs(tx);
  if (remembered) return remembered;
  const wanted = [...new Set(events.flatMap(refKeysOf))];
  const loaded = wanted.length === 0 ? [] : await tx.query<{ key: string; value: string }>(`SELECT key, value FROM ${t(refTable.name)} WHERE key = ANY($1::text[])`, [wanted]);
  return new Map(loaded.map((r) => [r.key, r.value]));
};

const insertRows = async (tx: ProjectionTx, rows: AuditRow[], t: TableName): Promise<void> => {
  if (rows.length === 0) return;
  // A rebuild's fresh side table on PostgreSQL: COPY, no conflict to check (each event is replayed once).
  if (tx.bulk?.copy) return tx.bulk.copy(t(log.name), COLUMNS, rows.map((row) => COLUMNS.map((c) => row[c])));
  // One array per column (unnest), which PostgreSQL reads faster than a JSON document of rows.
  const casts = COLUMNS.map((c, i) => `$${i + 1}::${typeOf(log.columns[c])}[]`).join(', ');
  await tx.query(
    `INSERT INTO ${t(log.name)} (${COLUMNS.join(', ')}) SELECT * FROM unnest(${casts}) ON CONFLICT (position) DO NOTHING`,
    COLUMNS.map((c) => rows.map((row) => row[c])),
  );
};

/**
 * Appends a batch: loads the refs the batch reads once, folds the pure `auditRowOf` over it in memory, then
 * inserts the rows in one statement and upserts the refs it learned in another.
 */
const apply = async (tx: ProjectionTx, events: RecordedEvent[], t: TableName): Promise<void> => {
  const refs = await loadRefs(tx, events, t);
  const learned = new Map<string, string>();
  const rows: AuditRow[] = [];
  const erased: { userId: string; name: string }[] = [];
  for (const event of events) {
    const erasedUser = erasedUserOf(event);
    if (erasedUser) erased.push({ userId: erasedUser, name: refs.get(`user-${erasedUser}`) ?? '' });
    const result = auditRowOf(event, refs);
    if (result.row) rows.push(result.row);
    for (const [key, value] of result.refs) {
      if (refs.get(key) === value) continue; // most edits name the asset as before: nothing to write
      refs.set(key, value);
      learned.set(key, value);
    }
  }
  await insertRows(tx, rows, t);
  const accountRows = rebuildAccountRows(tx);
  if (accountRows) {
    for (const row of rows) {
      if (!isAccountStream(row.stream_id)) continue;
      const positions = accountRows.get(row.stream_id);
      if (positions) positions.push(row.position);
      else accountRows.set(row.stream_id, [row.position]);
    }
  }
  for (const person of erased) {
    const positions = accountRows ? accountStreamsOf(person.userId).flatMap((stream) => accountRows.get(stream) ?? []) : null;
    await forgetName(tx, person, t, positions);
  }
  const unwritten = unwrittenRefs(tx);
  if (unwritten) for (const [key, value] of learned) unwritten.set(key, value);
  else await upsertRefs(tx, learned, t);
};

/**
 * An erased account's rows (its own stream and its tokens') forget its name: the subject is blanked and the
 * quoted name in a summary reads "an account", which is exactly what a row written when the name is no longer
 * readable says (a rebuild after the key is destroyed), so live and rebuilt rows agree.
 */
const forgetName = async (tx: ProjectionTx, person: { userId: string; name: string }, t: TableName, positions: string[] | null): Promise<void> => {
  if (positions?.length === 0) return; // a rebuild that wrote no row of the account's streams
  // A rebuild names the rows it wrote (their positions: the primary key); live, an erasure is rare enough to scan.
  const rows = positions ? `position = ANY($3::bigint[]) AND stream_id = ANY($1::text[])` : `stream_id = ANY($1::text[])`;
  await tx.query(
    `UPDATE ${t(log.name)} SET subject_name = NULL, summary = CASE WHEN $2::text IS NULL THEN summary ELSE replace(summary, $2::text, 'an account') END
     WHERE ${rows}`,
    [accountStreamsOf(person.userId), quoted(person.name) || null, ...(positions ? [positions] : [])],
  );
};

/** A rebuild's replay ended: the refs it learned, written once. */
const finishReplay = async (tx: ProjectionTx, t: TableName): Promise<void> => {
  const unwritten = unwrittenRefs(tx);
  if (!unwritten) return;
  await upsertRefs(tx, unwritten, t);
  unwritten.clear();
};

/**
 * Free text (`q`) is a substring match on lower(subject_name) and lower(summary). Where the database has
 * pg_trgm (PostgreSQL's contrib; PGlite ships it only as an extension to load) GIN trigram indexes serve it;
 * elsewhere it scans the rows the other filters leave (docs/api-audit.md, Free text).
 */
const trigramIndexes = async (tx: ProjectionTx, t: TableName): Promise<void> => {
  const [available] = await tx.query<{ ok: boolean }>(`SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') AS ok`);
  if (!available?.ok) return;
  await tx.query('SAVEPOINT audit_log_trgm');
  try {
    await tx.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    for (const column of ['subject_name', 'summary']) {
      await tx.query(`CREATE INDEX IF NOT EXISTS audit_log_text_${column} ON ${t(log.name)} USING gin (lower(${column}) gin_trgm_ops)`);
    }
    await tx.query('RELEASE SAVEPOINT audit_log_trgm');
  } catch {
    // No right to create the extension here: free text stays a scan.
    await tx.query('ROLLBACK TO SAVEPOINT audit_log_trgm');
  }
};

/**
 * Live: every change goes to the staff room, and a game's to the game's room too (its creator's audit
 * timeline). The id is the game (null for an account's change), so a batch sends one message per game.
 */
function changesOf(event: RecordedEvent): ReadModelChange[] {
  const { row } = auditRowOf(event, new Map());
  if (!row) return [];
  return [{ readModel: AUDIT_LOG, id: row.game_id, rooms: row.game_id ? [STAFF_ROOM, gameRoom(row.game_id)] : [STAFF_ROOM] }];
}

/**
 * The change log (docs/api-audit.md): one row per change, newest first by global position. Each filter has
 * an index ending in the position, so a filtered page is an index range read from `before` down (keyset).
 */
export const auditLogProjector = defineReadModel({
  name: AUDIT_LOG,
  // 2: a checkpoint's line in a creator's words ("started this remix with checkpoint …", not "made for a clone");
  // versioning sessions left out; changed fields of games and dashboards in words.
  // 3: playtests (PlaytestRecorded) are rows, an agent's with whether it passed (the per-model playtest rate).
  version: 3,
  tables: [log, refTable],
  eventTypes: AUDIT_EVENT_TYPES,
  moreIndexes: trigramIndexes,
  apply,
  changesOf,
  finishReplay,
});
