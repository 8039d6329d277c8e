import { STAFF_ROOM } from '@tempest/contracts';
import { columnsOf, defineReadModel, recordTypeOf, type TableSpec } from '../engine/table.js';
import { erasureRowOf, type ErasureRow } from './erasures.read-model.js';

export const ERASURES = 'erasures';

const erasures: TableSpec<ErasureRow> = {
  name: 'erasures',
  key: 'user_id',
  columns: { user_id: 'uuid', position: 'bigint', by_staff_id: 'uuid null', reason_given: 'boolean', reached: 'jsonb', at: 'timestamptz' },
  indexes: [{ name: 'erasures_by_position', on: 'position DESC' }],
};

/** The staff's list of erasures (GET /api/staff/erasures/): one row per UserErased event. */
export const erasuresProjector = defineReadModel({
  name: ERASURES,
  version: 1,
  tables: [erasures],
  eventTypes: ['UserErased'],
  async apply(tx, events, t) {
    const rows = events.map(erasureRowOf).filter((row): row is ErasureRow => row !== null);
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO ${t(erasures.name)} (${columnsOf(erasures).join(', ')})
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(${recordTypeOf(erasures)})
       ON CONFLICT (user_id) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  },
  changesOf: (event) => (event.type === 'UserErased' ? [{ readModel: 'erasures', id: null, rooms: [STAFF_ROOM] }] : []),
});
