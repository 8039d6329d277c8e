import type { ProjectionTx, TableName } from '../engine/projector.js';
import type { RecordedEvent } from '@tempest/event-store';
import { columnsOf, defineReadModel, typeOf, type TableSpec } from '../engine/table.js';
import { indexRowOf, KNOWN_EVENT_TYPES, type EventIndexRow } from './event-index.read-model.js';

export const EVENT_INDEX = 'event-index';

const index: TableSpec<EventIndexRow> = {
  name: 'event_index',
  key: 'position',
  columns: {
    position: 'bigint', stream_id: 'text', revision: 'bigint', category: 'text', event_type: 'text', actor_id: 'text null', actor_kind: 'text',
    model: 'text null', correlation_id: 'text null', causation_id: 'text null', event_id: 'uuid', at: 'timestamptz',
  },
  indexes: [
    ...['event_type', 'category', 'actor_id', 'model'].map((column) => ({ name: `event_index_by_${column}`, on: `${column}, position` })),
    // A stream prefix is a range of this index (text_pattern_ops compares bytes, so `~>=~`/`~<~` serve it in any collation).
    { name: 'event_index_by_stream_prefix', on: 'stream_id text_pattern_ops' },
    { name: 'event_index_by_stream', on: 'stream_id, position' },
    { name: 'event_index_by_at', on: 'at' },
    { name: 'event_index_by_correlation', on: 'correlation_id' },
    { name: 'event_index_by_event_id', on: 'event_id' },
  ],
};
const COLUMNS = columnsOf(index);

/**
 * One insert per batch, one array per column (unnest). A rebuild replays each event once into its empty side
 * table, so it checks no conflict: COPY on PostgreSQL, the insert without ON CONFLICT on the embedded database.
 */
const apply = async (tx: ProjectionTx, events: RecordedEvent[], t: TableName): Promise<void> => {
  if (events.length === 0) return;
  const rows = events.map(indexRowOf);
  if (tx.bulk?.copy) return tx.bulk.copy(t(index.name), COLUMNS, rows.map((row) => COLUMNS.map((c) => row[c])));
  const casts = COLUMNS.map((c, i) => `$${i + 1}::${typeOf(index.columns[c])}[]`).join(', ');
  await tx.query(
    `INSERT INTO ${t(index.name)} (${COLUMNS.join(', ')}) SELECT * FROM unnest(${casts})${tx.bulk ? '' : ' ON CONFLICT (position) DO NOTHING'}`,
    COLUMNS.map((c) => rows.map((row) => row[c])),
  );
};

/**
 * The analysts' index over `$all` (docs/api-analytics.md): one row per event, so that every filter of the
 * event explorer is an index range read in position order (keyset), never a scan of the events.
 */
export const eventIndexProjector = defineReadModel({
  name: EVENT_INDEX,
  version: 1,
  tables: [index],
  eventTypes: KNOWN_EVENT_TYPES,
  allEvents: true,
  // Its rows are the envelope and metadata (indexRowOf): a rebuild reads no event's data.
  envelopeOnly: true,
  apply,
});
