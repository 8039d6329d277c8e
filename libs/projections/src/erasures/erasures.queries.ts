import type { ErasuresAnswer } from '@tempest/contracts';
import type { ReadDb } from '../read-db.js';
import { toErasureRecord, type ErasureRow } from './erasures.read-model.js';

export const ERASURES_PAGE = 50;

/** The erasures, newest first, a page at a time (`before`: the position of the last one of the page before). */
export const listErasures = async (db: ReadDb, before: bigint | null): Promise<ErasuresAnswer> => {
  const rows = await db.query<ErasureRow & { staff_username: string | null }>(
    `SELECT e.*, p.username AS staff_username FROM ${db.table('erasures')} e
       LEFT JOIN ${db.table('user_profiles')} p ON p.id = e.by_staff_id
     WHERE ($1::bigint IS NULL OR e.position < $1::bigint) ORDER BY e.position DESC LIMIT ${ERASURES_PAGE + 1}`,
    [before === null ? null : before.toString()],
  );
  const page = rows.slice(0, ERASURES_PAGE).map(toErasureRecord);
  return { erasures: page, next: rows.length > ERASURES_PAGE ? page[page.length - 1].position : null };
};
