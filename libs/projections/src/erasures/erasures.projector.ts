import { STAFF_ROOM } from '@tempest/contracts';
import type { Projector } from '../engine/projector.js';
import { erasureRowOf, type ErasureRow } from './erasures.read-model.js';

export const ERASURES = 'erasures';

const COLUMNS = ['user_id', 'position', 'by_staff_id', 'reason_given', 'reached', 'at'] as const satisfies readonly (keyof ErasureRow)[];

/** The staff's list of erasures (GET /api/staff/erasures/): one row per UserErased event. */
export const erasuresProjector: Projector = {
  name: ERASURES,
  version: 1,
  tables: ['erasures'],
  eventTypes: ['UserErased'],
  async createTables(tx, t) {
    await tx.query(`CREATE TABLE IF NOT EXISTS ${t('erasures')} (
      user_id uuid PRIMARY KEY,
      position bigint NOT NULL,
      by_staff_id uuid,
      reason_given boolean NOT NULL,
      reached jsonb NOT NULL,
      at timestamptz NOT NULL
    )`);
    await tx.query(`CREATE INDEX IF NOT EXISTS erasures_by_position ON ${t('erasures')} (position DESC)`);
  },
  async apply(tx, events, t) {
    const rows = events.map(erasureRowOf).filter((row): row is ErasureRow => row !== null);
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO ${t('erasures')} (${COLUMNS.join(', ')})
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(user_id uuid, position bigint, by_staff_id uuid, reason_given boolean, reached jsonb, at timestamptz)
       ON CONFLICT (user_id) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  },
  changesOf: (event) => (event.type === 'UserErased' ? [{ readModel: 'erasures', id: null, rooms: [STAFF_ROOM] }] : []),
};
