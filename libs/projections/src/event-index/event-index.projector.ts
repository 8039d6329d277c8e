import type { Projector, ProjectionTx, TableName } from '../engine/projector.js';
import type { RecordedEvent } from '@tempest/event-store';
import { indexRowOf, KNOWN_EVENT_TYPES, type EventIndexRow } from './event-index.read-model.js';

export const EVENT_INDEX = 'event-index';

const COLUMN_TYPES: Record<keyof EventIndexRow, string> = {
  position: 'bigint', stream_id: 'text', revision: 'bigint', category: 'text', event_type: 'text', actor_id: 'text', actor_kind: 'text',
  model: 'text', correlation_id: 'text', causation_id: 'text', event_id: 'uuid', at: 'timestamptz',
};
const COLUMNS = Object.keys(COLUMN_TYPES) as (keyof EventIndexRow)[];

/** One insert per batch, one array per column (unnest). */
const apply = async (tx: ProjectionTx, events: RecordedEvent[], t: TableName): Promise<void> => {
  if (events.length === 0) return;
  const rows = events.map(indexRowOf);
  const casts = COLUMNS.map((c, i) => `$${i + 1}::${COLUMN_TYPES[c]}[]`).join(', ');
  await tx.query(
    `INSERT INTO ${t('event_index')} (${COLUMNS.join(', ')}) SELECT * FROM unnest(${casts}) ON CONFLICT (position) DO NOTHING`,
    COLUMNS.map((c) => rows.map((row) => row[c])),
  );
};

/**
 * The analysts' index over `$all` (docs/api-analytics.md): one row per event, so that every filter of the
 * event explorer is an index range read in position order (keyset), never a scan of the events.
 */
export const eventIndexProjector: Projector = {
  name: EVENT_INDEX,
  version: 1,
  tables: ['event_index'],
  eventTypes: KNOWN_EVENT_TYPES,
  allEvents: true,
  async createTables(tx, t) {
    await tx.query(`CREATE TABLE IF NOT EXISTS ${t('event_index')} (
      position bigint PRIMARY KEY,
      stream_id text NOT NULL,
      revision bigint NOT NULL,
      category text NOT NULL,
      event_type text NOT NULL,
      actor_id text,
      actor_kind text NOT NULL,
      model text,
      correlation_id text,
      causation_id text,
      event_id uuid NOT NULL,
      at timestamptz NOT NULL
    )`);
  },
  async createIndexes(tx, t) {
    const table = t('event_index');
    for (const column of ['event_type', 'category', 'actor_id', 'model']) {
      await tx.query(`CREATE INDEX IF NOT EXISTS event_index_by_${column} ON ${table} (${column}, position)`);
    }
    // A stream prefix is a range of this index (text_pattern_ops compares bytes, so `~>=~`/`~<~` serve it in any collation).
    await tx.query(`CREATE INDEX IF NOT EXISTS event_index_by_stream_prefix ON ${table} (stream_id text_pattern_ops)`);
    await tx.query(`CREATE INDEX IF NOT EXISTS event_index_by_stream ON ${table} (stream_id, position)`);
    await tx.query(`CREATE INDEX IF NOT EXISTS event_index_by_at ON ${table} (at)`);
    await tx.query(`CREATE INDEX IF NOT EXISTS event_index_by_correlation ON ${table} (correlation_id)`);
    await tx.query(`CREATE INDEX IF NOT EXISTS event_index_by_event_id ON ${table} (event_id)`);
  },
  apply,
};
