import type { ErasureRecord } from '@tempest/contracts';
import type { UserErasedData } from '@tempest/domain';
import type { RecordedEvent } from '@tempest/event-store';

/** A row of `erasures`: the verifiable record of one erasure (docs/api-accounts.md, Erasure). No personal data. */
export type ErasureRow = {
  user_id: string;
  position: string;
  by_staff_id: string | null;
  reason_given: boolean;
  reached: UserErasedData['reached'];
  at: string;
};

/** The user a UserErased event erased, or null for any other event: the projections' one test for erasure. */
export const erasedUserOf = (recorded: RecordedEvent): string | null =>
  recorded.type === 'UserErased' ? (recorded.data as UserErasedData).userId : null;

/** Pure: the record of an erasure event (null for any other event). */
export const erasureRowOf = (recorded: RecordedEvent): ErasureRow | null => {
  if (recorded.type !== 'UserErased') return null;
  const data = recorded.data as UserErasedData;
  return {
    user_id: data.userId,
    position: recorded.globalPosition.toString(),
    by_staff_id: data.by === 'self' ? null : data.by,
    reason_given: data.reasonGiven,
    reached: data.reached,
    at: data.at,
  };
};

export const toErasureRecord = (row: ErasureRow & { staff_username: string | null }): ErasureRecord => ({
  userId: row.user_id,
  at: new Date(row.at).toISOString(),
  by: row.by_staff_id === null ? { kind: 'self' } : { kind: 'staff', id: row.by_staff_id, username: row.staff_username },
  reasonGiven: row.reason_given,
  reached: row.reached,
  position: String(row.position),
});
